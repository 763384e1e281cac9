import TermHostCore

/// A control that performs an action when pressed (Enter or Space while focused, or a mouse click
/// released over it; the press shows it highlighted). It shows its label in brackets (`[ Save ]`), in
/// the tint, and reversed while focused; `.buttonStyle` changes the look (see ``ButtonStyle``), and
/// inside a list row it is borderless, as in SwiftUI.
public struct Button<Label: View>: View {
    /// The label shown.
    public let label: Label
    /// What pressing the button does.
    public let action: @MainActor () -> Void
    /// What the button is for (`nil` for an ordinary button).
    public internal(set) var role: ButtonRole?

    /// A button with a label built from views.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.action = action
        self.label = label()
    }

    public typealias Body = Never
}

extension Button where Label == Text {
    /// A button with a text title.
    public init(_ title: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button where Label == TermHostViews.Label<Text, Image> {
    /// A button whose label is a title with a symbol before it (see ``Image/init(systemName:)``).
    public init(_ title: String, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(role: nil, action: action) { TermHostViews.Label(title, systemImage: systemImage) }
    }

    /// A button with a role whose label is a title with a symbol before it.
    public init(_ title: String, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { TermHostViews.Label(title, systemImage: systemImage) }
    }
}
