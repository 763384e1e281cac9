import TermHostCore

/// A control for choosing one of several options, shown inline: the title, then one row per option
/// with `(•)` on the selected one. Up and Down move the highlight, Enter or Space selects; a click
/// selects an option directly.
///
/// Each option is a view with `.tag(value)`; the rows of a `ForEach` without tags use their ids.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    /// The selected value.
    public let selection: Binding<SelectionValue>
    /// What is being chosen.
    public let label: Label
    /// The options.
    public let content: Content

    /// A picker with a label built from views.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public typealias Body = Never
}

extension Picker where Label == Text {
    /// A picker with a text title.
    public init(_ title: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
