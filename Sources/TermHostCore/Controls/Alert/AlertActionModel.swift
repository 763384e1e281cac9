/// The kind of choice an alert's action is: UIKit's `UIAlertAction.Style`, SwiftUI's `ButtonRole` in an
/// alert's or dialog's actions.
package enum AlertActionRole: Equatable, Sendable {
    /// An ordinary choice.
    case `default`
    /// Backs out, leaving things as they were; Esc chooses it.
    case cancel
    /// Destroys or changes data; drawn red.
    case destructive
}

/// One action of an alert or action sheet, as both halves describe it.
package struct AlertActionModel: Equatable, Sendable {
    /// The button's title.
    package var title: String
    /// The kind of choice.
    package var role: AlertActionRole
    /// Whether it can be chosen (a disabled action is dimmed and skipped by focus).
    package var isEnabled: Bool

    /// An action; by default an enabled ordinary choice.
    package init(title: String, role: AlertActionRole = .default, isEnabled: Bool = true) {
        self.title = title
        self.role = role
        self.isEnabled = isEnabled
    }
}
