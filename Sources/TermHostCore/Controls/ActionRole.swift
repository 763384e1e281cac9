/// The kind of choice an action is, for every control that lists actions (alerts, menus, swipe actions):
/// UIKit's `UIAlertAction.Style` and `UIMenuElement.Attributes.destructive`, SwiftUI's `ButtonRole`.
package enum ActionRole: Equatable, Sendable {
    /// An ordinary choice.
    case `default`
    /// Backs out, leaving things as they were; Esc chooses it in an alert.
    case cancel
    /// Destroys or changes data; drawn red.
    case destructive
}
