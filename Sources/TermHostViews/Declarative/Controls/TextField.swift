import TermHostCore

/// A one-line text editor bound to a string, with the keys of every TermHost editor (the same as
/// `TextFieldWidget`'s): Left/Right (Ctrl-B/F), Home/End (Ctrl-A/E), Alt-B/F by words, Shift with a
/// motion selects, Alt-A selects all, Backspace/Delete (Ctrl-H/D), Ctrl-K / Ctrl-U (to the end / the
/// start), Ctrl-W (back to the previous whitespace), Alt-Backspace / Alt-D (a word). Enter runs the
/// `.onSubmit` actions above it. Typing or a paste replaces the selection; a paste is inserted whole
/// (line breaks become spaces). The terminal cursor shows where typing goes.
///
/// The text is edited where the binding keeps it (`$state`, `$model.name`): a typed key costs the
/// same in a 100,000-character text as in a short one. A binding made with `Binding(get:set:)` is
/// written once per frame, however many keys arrived in it.
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
