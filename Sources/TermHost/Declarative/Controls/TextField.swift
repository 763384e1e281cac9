/// A one-line text editor bound to a string, edited like a terminal line editor: Left/Right,
/// Home/End (Ctrl-A/Ctrl-E), Backspace/Delete, Ctrl-K (to the end), Ctrl-U (to the start), Ctrl-W
/// (the word before). Enter runs the `.onSubmit` actions above it. A paste is inserted whole
/// (line breaks become spaces). The terminal cursor shows where typing goes.
///
/// The title shows dimmed while the text is empty, unless a `prompt` is given.
public struct TextField<Label: View>: View {
    /// The text edited.
    public let text: Binding<String>
    /// Shown dimmed while the text is empty.
    public let prompt: Text?
    /// What the field is for.
    public let label: Label
    let isSecure: Bool

    /// A field with a label built from views.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text
        self.prompt = prompt
        self.label = label()
        self.isSecure = false
    }

    init(text: Binding<String>, prompt: Text?, label: Label, isSecure: Bool) {
        self.text = text
        self.prompt = prompt
        self.label = label
        self.isSecure = isSecure
    }

    public typealias Body = Never
}

extension TextField where Label == Text {
    /// A field with a text title (also its placeholder).
    public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt, label: Text(title), isSecure: false)
    }
}

/// A text field that shows `•` for each character typed.
public struct SecureField<Label: View>: View {
    let field: TextField<Label>

    /// A secure field with a label built from views.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, label: label(), isSecure: true)
    }

    public var body: some View { field }
}

extension SecureField where Label == Text {
    /// A secure field with a text title (also its placeholder).
    public init(_ title: String, text: Binding<String>, prompt: Text? = nil) {
        field = TextField(text: text, prompt: prompt, label: Text(title), isSecure: true)
    }
}
