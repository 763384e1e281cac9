import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A one-line text input: the `UITextField` of TermHost.
///
/// Keys are TermHost's one editing key map (`EditingKeyMap`, shared with ``TextViewWidget`` and
/// the `TextField` view): Left/Right (Ctrl-B/F) move, Home/End (Ctrl-A/E) jump, Alt-B/Alt-F (or
/// Alt/Ctrl with the arrows) move by words, Shift with a motion selects, Alt-A selects all,
/// Backspace/Delete (Ctrl-H/Ctrl-D) erase, Ctrl-K/Ctrl-U erase to the end/start, Ctrl-W erases back
/// to the previous whitespace, Alt-Backspace/Alt-D erase a word, Enter submits. Typing or pasting
/// replaces the selection; a paste has its line breaks turned into spaces. The text scrolls
/// sideways to keep the cursor in view, wide characters take two columns, and the terminal cursor
/// shows where typing goes while focused.
///
/// The text is one string edited in place: a typed character costs the same in a 100,000-character
/// text as in a short one, and drawing walks only the characters in view.
@MainActor
open class TextFieldWidget: ControlWidget {
    private var storage = ""
    private let work = TextWork()
    private lazy var model = TextEditingModel(isMultiline: false, work: work)
    private lazy var viewport = SingleLineViewport(work: work)
    private lazy var offsets = CharacterOffsets(work: work)

    /// The attributed string last given to `attributedText` (Foundation's `NSAttributedString`): read back
    /// while the text is still its string. The field shows the string in its own style.
    @exclusivity(unchecked)
    @usableFromInline package var attributedOriginal: AnyObject?

    /// The text, `""` by default; setting `nil` empties it (reading gives `""`), as `UITextField.text` does.
    /// Setting it from code moves the cursor to the end and does not call ``onChange``.
    public var text: String? {
        get { storage }
        set {
            let newValue = newValue ?? ""
            if newValue != storage {
                storage = model.cleaned(newValue)
                if let maximumLength, storage.count > maximumLength { storage = String(storage.prefix(maximumLength)) }
                offsets.reset()
                viewport.reset()
                setNeedsDisplay()
            }
            model.moveToEnd(of: storage)
        }
    }

    /// The cursor, as a character offset into the text.
    public var cursorIndex: Int { offsets.characterOffset(ofUTF8: model.head, in: storage) }

    /// The selected characters, as character offsets (empty at the cursor when nothing is selected).
    /// Setting it selects (clamped to the text); the cursor goes to its end.
    public var selectedRange: Range<Int> {
        get {
            let selection = model.selection
            let lower = offsets.characterOffset(ofUTF8: selection.lowerBound, in: storage)
            return lower..<offsets.characterOffset(ofUTF8: selection.upperBound, in: storage)
        }
        set {
            let lower = offsets.utf8Offset(ofCharacter: newValue.lowerBound, in: storage)
            model.select(lower..<offsets.utf8Offset(ofCharacter: newValue.upperBound, in: storage), in: storage)
            setNeedsDisplay()
        }
    }

    /// The number of characters in the text.
    public var count: Int { offsets.count(in: storage) }

    /// Shown dimmed while the text is empty.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { setNeedsDisplay() } }
    }

    /// Shows every character as `•` (passwords), as `UITextField` does.
    public var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { setNeedsDisplay() } }
    }

    /// The most characters the text may hold (`nil`: no limit). Typing and pastes beyond it are cut.
    public var maximumLength: Int?

    /// The style of the text. The field draws it with the look it shares with SwiftUI's `TextField`
    /// (`TextInputLook`): its extent underlined, reversed while focused (the selection un-reversed),
    /// dimmed while disabled, the placeholder dimmed.
    public var style: Style = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// Called with the new text after every edit by the user.
    public var onChange: (@MainActor (String) -> Void)?
    /// Called with the text when the user presses Enter.
    public var onSubmit: (@MainActor (String) -> Void)?
    /// Optional editing hooks.
    public weak var delegate: TextFieldWidgetDelegate?
    /// UIKit settings kept for ported code (see `TextFieldWidget+UIKit.swift`).
    var traits = TextFieldTraits()

    /// Creates a field with initial text and a placeholder.
    public init(text: String = "", placeholder: String? = nil) {
        self.placeholder = placeholder
        super.init(frame: .zero)
        self.text = text
    }

    // MARK: Sizing

    /// One row; no intrinsic width (fields take the width their container gives them).
    open override var intrinsicContentSize: Size {
        Size(width: Widget.noIntrinsicMetric, height: 1)
    }

    // MARK: Editing

    /// Replaces the characters in `range` with `replacement` as a user edit: it respects
    /// ``maximumLength`` and the delegate, moves the cursor after the inserted text and reports the change.
    public func replaceCharacters(in range: Range<Int>, with replacement: String) {
        let lower = offsets.utf8Offset(ofCharacter: range.lowerBound, in: storage)
        let upper = offsets.utf8Offset(ofCharacter: max(range.lowerBound, range.upperBound), in: storage)
        apply(TextEdit(range: lower..<upper, replacement: model.cleaned(replacement)))
    }

    /// Inserts text at the cursor as if typed (replacing the selection).
    public func insertText(_ string: String) {
        perform(.insert(string))
    }

    /// Moves the cursor to a character offset (clamped), selecting nothing.
    public func moveCursor(to index: Int) {
        let offset = offsets.utf8Offset(ofCharacter: index, in: storage)
        guard offset != model.head || !model.selection.isEmpty else { return }
        model.select(offset..<offset, in: storage)
        setNeedsDisplay()
    }

    /// Selects the whole text (`selectAll(_:)`).
    public func selectAll() {
        perform(.selectAll)
    }

    /// A user edit: cut to ``maximumLength``, asked of the delegate, then made and reported.
    private func apply(_ proposed: TextEdit) {
        var edit = proposed
        if let maximumLength {
            let lower = offsets.characterOffset(ofUTF8: edit.range.lowerBound, in: storage)
            let removed = offsets.characterOffset(ofUTF8: edit.range.upperBound, in: storage) - lower
            let room = max(0, maximumLength - (count - removed))
            if edit.replacement.count > room { edit.replacement = String(edit.replacement.prefix(room)) }
        }
        if edit.replacement.isEmpty && edit.range.isEmpty { return }
        if let delegate {
            let lower = offsets.characterOffset(ofUTF8: edit.range.lowerBound, in: storage)
            let upper = offsets.characterOffset(ofUTF8: edit.range.upperBound, in: storage)
            guard delegate.textField(self, shouldChangeCharactersIn: lower..<upper, replacementString: edit.replacement) else { return }
        }
        offsets.textWillChange(at: edit.range.lowerBound, in: storage)
        model.apply(edit, to: &storage)
        viewport.textDidChange(edit)
        setNeedsDisplay()
        onChange?(storage)
        delegate?.textFieldDidChange(self)
        sendActions(for: .editingChanged)
    }

    @discardableResult
    package func perform(_ command: TextEditingCommand) -> Bool {
        defer { reportWork() }
        switch model.perform(command, in: storage, rows: nil) {
        case .unhandled:
            return false
        case .handled:
            setNeedsDisplay()
        case .edit(let edit):
            apply(edit)
        case .submit:
            if delegate?.textFieldShouldReturn(self) ?? true {
                onSubmit?(storage)
                returnKeyPressed()
            }
        }
        return true
    }

    private func reportWork() {
        application?.statistics.textCharactersVisited += work.take()
    }

    // MARK: Keys

    open override func handleKey(_ event: KeyEvent) -> Bool {
        performEditingKey(event)
    }

    open override func handlePaste(_ text: String) -> Bool {
        performPaste(text)
    }

    // MARK: Focus

    open override func didBecomeFocused() {
        super.didBecomeFocused()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
    }

    open override func didResignFocus() {
        super.didResignFocus()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        guard case .press(.left) = event.kind else { return false }
        prepareViewport()
        let offset = viewport.offset(atColumn: convertFromWindow(event.position).x, in: storage)
        model.select(offset..<offset, in: storage)
        setNeedsDisplay()
        reportWork()
        return true
    }

    /// Where the terminal cursor shows while the field is focused.
    open override var cursorPosition: Point? {
        guard isFocused, window != nil else { return nil }
        prepareViewport()
        return originInWindow + Point(x: viewport.column(of: model.head, in: storage, width: bounds.width), y: 0)
    }

    // MARK: Drawing

    private func prepareViewport() {
        viewport.isMasked = isSecureTextEntry
        viewport.scroll(toShow: model.head, in: storage, width: bounds.width)
    }

    open override func draw(in canvas: Canvas) {
        // While not editing, a field shows the start of its text (as UITextField does).
        if isFocused { prepareViewport() } else { viewport.reset() }
        viewport.isMasked = isSecureTextEntry
        TextInputLook.drawField(storage, placeholder: placeholder ?? "", selection: model.selection, through: viewport,
                                in: canvas, base: style, state: controlState)
        reportWork()
    }
}

extension TextFieldWidget: EditingCommandPerforming {}
