/// A control that performs an action when pressed (Enter or Space while focused, or a mouse click).
/// It shows its label in brackets and is highlighted while focused.
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
