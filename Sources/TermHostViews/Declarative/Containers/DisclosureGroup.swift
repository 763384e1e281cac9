import TermHostCore

/// A title that shows or hides its content, as SwiftUI's `DisclosureGroup`: `▸ Title` while
/// collapsed, `▾ Title` with the content below it, indented two cells, while expanded. The title is
/// focusable: Enter, Space or a click toggle it, → expands and ← collapses.
///
/// Without an `isExpanded` binding the group keeps its own state and starts collapsed.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isBound: Bool
    @Binding private var boundExpansion: Bool
    @State private var storedExpansion = false

    /// A group that keeps its own expansion state.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isBound = false
        self._boundExpansion = .constant(false)
    }

    /// A group whose expansion is `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isBound = true
        self._boundExpansion = isExpanded
    }

    private var isExpanded: Bool { isBound ? boundExpansion : storedExpansion }

    private func setExpanded(_ expanded: Bool) {
        if isBound { boundExpansion = expanded } else { storedExpansion = expanded }
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button { setExpanded(!isExpanded) } label: {
                HStack(spacing: 1) {
                    Text(isExpanded ? "▾" : "▸")
                    label
                }
            }
            .buttonStyle(.borderless)
            .onKeyPress(keys: [.right, .left]) { press in
                let expand = press.key == .right
                guard expand != isExpanded else { return .ignored }
                setExpanded(expand)
                return .handled
            }
            if isExpanded {
                HStack(alignment: .top, spacing: 0) {
                    Text("  ")
                    VStack(alignment: .leading, spacing: 0) { content }
                }
            }
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group with a text title that keeps its own expansion state.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group with a text title whose expansion is `isExpanded`.
    public init(_ title: String, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
