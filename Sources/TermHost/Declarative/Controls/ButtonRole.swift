/// What a button does, beyond its title: `Button("Delete", role: .destructive) { … }`. A destructive
/// button is drawn red; a cancel button is bold where buttons are grouped (menus, swipe actions).
public struct ButtonRole: Hashable, Sendable {
    private let name: String

    /// A button that deletes or removes data.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
