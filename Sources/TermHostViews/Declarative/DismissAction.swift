import TermHostCore

/// Dismisses the presentation a view is in: `@Environment(\.dismiss)`, as in SwiftUI.
///
/// ```swift
/// struct Sheet: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View { Button("Close") { dismiss() } }
/// }
/// ```
///
/// Calling it acts on the nearest presentation around the view:
/// - in a view pushed on a `NavigationStack`, it pops that view (and anything above it);
/// - in the content of a `.sheet`, `.fullScreenCover`, `.popover`, alert or dialog, it dismisses
///   that presentation (setting its binding to `false` or its item to `nil`, then running `onDismiss`);
/// - in a component shown by a `HostingController`, it dismisses the nearest controller at or above it
///   that was presented modally, or pops it when it was pushed on a `NavigationController`;
/// - anywhere else it does nothing.
@MainActor
public struct DismissAction: Sendable {
    package let handler: DismissHandler?

    /// An action performed by `handler` (none: dismissing does nothing).
    package nonisolated init(handler: DismissHandler?) {
        self.handler = handler
    }

    /// Dismisses (or pops) the presentation the view is in.
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
package final class DismissHandler {
    private let action: @MainActor () -> Void

    package init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    func perform() {
        action()
    }
}

private struct DismissKey: EnvironmentKey {
    static let defaultValue = DismissAction(handler: nil)
}

private struct IsPresentedKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Dismisses the presentation the view is in (see ``DismissAction``).
    public package(set) var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// Whether the view is part of a presentation: pushed on a navigation stack, or inside a sheet,
    /// cover, popover, alert or dialog (`@Environment(\.isPresented)`).
    public internal(set) var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
}
