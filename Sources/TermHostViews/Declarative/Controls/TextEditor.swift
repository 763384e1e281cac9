import TermHostCore

/// A multi-line text editor bound to a string: SwiftUI's `TextEditor`.
///
/// It fills the space it is offered (20 × 5 cells when asked for its ideal size), wraps lines at
/// word boundaries and scrolls vertically to keep the cursor in view. Keys are those of every
/// TermHost editor (see `TextField`), with Enter inserting a line break, Up/Down moving between
/// wrapped rows and PageUp/PageDown by a screenful. It edits the string where the binding keeps
/// it, so typing in a long text costs what it does in a short one.
public struct TextEditor: View {
    /// The text edited.
    public let text: Binding<String>

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
    }

    public typealias Body = Never
}
