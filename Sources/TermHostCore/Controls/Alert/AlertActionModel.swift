/// One action of an alert or action sheet, as both halves describe it.
package struct AlertActionModel: Equatable, Sendable {
    /// The button's title.
    package var title: String
    /// The kind of choice.
    package var role: ActionRole
    /// Whether it can be chosen (a disabled action is dimmed and skipped by focus).
    package var isEnabled: Bool

    /// An action; by default an enabled ordinary choice.
    package init(title: String, role: ActionRole = .default, isEnabled: Bool = true) {
        self.title = title
        self.role = role
        self.isEnabled = isEnabled
    }
}
