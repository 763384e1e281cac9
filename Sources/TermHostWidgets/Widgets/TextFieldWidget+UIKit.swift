import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

extension TextFieldWidget {
    /// The frame a text field draws around its text (`UITextField.BorderStyle`). A one-row field has no
    /// room for a box, so every style draws the same: the field's extent underlined (how a terminal
    /// shows where an empty field is).
    public enum BorderStyle: Sendable, Hashable {
        /// UIKit's border styles; each draws the underlined extent described above.
        case none, line, bezel, roundedRect
    }

    /// When a clear button shows (`UITextField.ViewMode`): kept, no effect (Ctrl-U clears to the start).
    public enum ViewMode: Sendable, Hashable {
        /// Never, only while editing, only while not editing, or always (no clear button is drawn).
        case never, whileEditing, unlessEditing, always
    }

    /// The drawn frame (see ``BorderStyle``). Default `.none`, as in UIKit.
    public var borderStyle: BorderStyle {
        get { traits.borderStyle }
        set { traits.borderStyle = newValue }
    }

    /// When a clear button shows: kept, no effect.
    public var clearButtonMode: ViewMode {
        get { traits.clearButtonMode }
        set { traits.clearButtonMode = newValue }
    }

    /// The keyboard asked for: kept, no effect.
    public var keyboardType: KeyboardType {
        get { traits.keyboardType }
        set { traits.keyboardType = newValue }
    }

    /// The Return key's label: kept, no effect.
    public var returnKeyType: ReturnKeyType {
        get { traits.returnKeyType }
        set { traits.returnKeyType = newValue }
    }

    /// Automatic capitalization: kept, no effect.
    public var autocapitalizationType: TextAutocapitalizationType {
        get { traits.autocapitalizationType }
        set { traits.autocapitalizationType = newValue }
    }

    /// Automatic correction: kept, no effect.
    public var autocorrectionType: TextAutocorrectionType {
        get { traits.autocorrectionType }
        set { traits.autocorrectionType = newValue }
    }

    /// Spell checking: kept, no effect.
    public var spellCheckingType: TextSpellCheckingType {
        get { traits.spellCheckingType }
        set { traits.spellCheckingType = newValue }
    }

    /// The kind of text, for autofill: kept, no effect.
    public var textContentType: TextContentType? {
        get { traits.textContentType }
        set { traits.textContentType = newValue }
    }

    /// The text colour (`nil` or `.label`: the terminal's own): the foreground of ``style``.
    public var textColor: Color! {
        get { style.foreground ?? .label }
        set { style.foreground = newValue == .label ? nil : newValue }
    }

    /// The font: its attributes are the attributes of ``style`` (sizes are ignored).
    public var font: Font! {
        get { Font(attributes: style.attributes) }
        set { style.attributes = newValue?.attributes ?? [] }
    }

    /// Return was pressed and the delegate let it through: sends ``ControlWidget/Event/primaryActionTriggered``
    /// and ``ControlWidget/Event/editingDidEndOnExit``; when an action is registered for the latter,
    /// the field then resigns (which ends editing), as UIKit does.
    func returnKeyPressed() {
        sendActions(for: .primaryActionTriggered)
        sendActions(for: .editingDidEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }
}

/// A text field's UIKit settings that have no terminal meaning, kept so ported code reads them back.
struct TextFieldTraits {
    var borderStyle: TextFieldWidget.BorderStyle = .none
    var clearButtonMode: TextFieldWidget.ViewMode = .never
    var keyboardType: KeyboardType = .default
    var returnKeyType: ReturnKeyType = .default
    var autocapitalizationType: TextAutocapitalizationType = .sentences
    var autocorrectionType: TextAutocorrectionType = .default
    var spellCheckingType: TextSpellCheckingType = .default
    var textContentType: TextContentType?
}
