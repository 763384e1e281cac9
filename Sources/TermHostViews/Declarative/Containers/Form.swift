import TermHostCore

/// A container of grouped controls, as SwiftUI's `Form`: a ``List`` with the grouped look whatever
/// `.listStyle` says. Each ``Section`` is a box with its header above and its footer below, one
/// blank row apart; rows outside a section are grouped into one box.
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        List<Never, Content>(content: content, selection: nil, forcedStyle: .grouped)
    }
}
