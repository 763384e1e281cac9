import TermHostCore

/// A button that opens a list of actions, as SwiftUI's `Menu`: `[ Sort ▾ ]`. Enter, Space or a click
/// opens it below the button (the view grows, as a `Picker` does); ↑/↓ choose, Enter runs the action
/// and closes the menu, Esc (or Tab away) closes it. Buttons, toggles (✓ when on), pickers (✓ on the
/// selected option), dividers, sections (their header as a title) and nested menus (their items
/// under their title) are read from the content.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    /// A menu with a label built from views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    /// A menu whose button runs `primaryAction` when pressed; the menu opens with ↓ or a right click.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
                primaryAction: @escaping @MainActor () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public typealias Body = Never
}

extension Menu where Label == Text {
    /// A menu with a text title.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu with a text title whose button runs `primaryAction`.
    public init(_ title: String, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == TermHostViews.Label<Text, Image> {
    /// A menu whose title has a symbol before it.
    public init(_ title: String, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { TermHostViews.Label(title, systemImage: systemImage) }
    }
}
