import TermHostCore

/// A text field that shows `•` for each character typed (SwiftUI's `SecureField`): the same
/// editing keys as `TextField`, and the text never drawn.
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
