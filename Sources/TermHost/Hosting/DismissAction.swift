/// Dismisses the hosting controller a component is shown in: `@Environment(\.dismiss)`, as in SwiftUI.
///
/// ```swift
/// struct Sheet: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View { Button("Close") { dismiss() } }
/// }
/// ```
///
/// Calling it dismisses the nearest controller at or above the component's hosting controller that
/// was presented modally, or pops it when it was pushed on a ``NavigationController``; outside of
/// both it does nothing.
@MainActor
public struct DismissAction: Sendable {
    let handler: DismissHandler?

    /// Dismisses (or pops) the presentation the component is in.
    public func callAsFunction() {
        handler?.perform()
    }
}

extension DismissAction: Equatable {
    public nonisolated static func == (lhs: DismissAction, rhs: DismissAction) -> Bool {
        lhs.handler === rhs.handler
    }
}

/// The action behind a ``DismissAction``; a reference, so an environment holding it compares by identity.
@MainActor
final class DismissHandler {
    private let action: @MainActor () -> Void

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    func perform() {
        action()
    }
}
