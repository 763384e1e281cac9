import TermHostCore

/// What a button is for, which decides how it is drawn and where it goes: SwiftUI's `ButtonRole`.
///
/// In an alert or a confirmation dialog the `.cancel` button goes last and Esc presses it; a
/// `.destructive` button is drawn in red.
public struct ButtonRole: Hashable, Sendable {
    private enum Kind: Hashable, Sendable {
        case cancel, destructive, close, confirm
    }

    private let kind: Kind

    /// Cancels the operation the button belongs to (the dismiss button of an alert or dialog).
    public static let cancel = ButtonRole(kind: .cancel)
    /// Deletes data or does something that cannot be undone.
    public static let destructive = ButtonRole(kind: .destructive)
    /// Closes the presentation it is in.
    public static let close = ButtonRole(kind: .close)
    /// Confirms the operation the button belongs to.
    public static let confirm = ButtonRole(kind: .confirm)
}

extension Button {
    /// A button with a role and a label built from views.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }
}

extension Button where Label == Text {
    /// A button with a role and a text title.
    public init(_ title: String, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}
