import TermHostCore

/// Reloads a view's content (`@Environment(\.refresh)`, set by `.refreshable`), as in SwiftUI.
public struct RefreshAction: Sendable {
    let action: @MainActor @Sendable () async -> Void

    /// Runs the refresh and waits for it to finish.
    @MainActor
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshKey: EnvironmentKey { static let defaultValue: RefreshAction? = nil }

extension EnvironmentValues {
    /// The refresh action of the `.refreshable` around the view, or `nil`.
    public internal(set) var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

/// Makes a view's content reloadable (`.refreshable { await reload() }`). A terminal list has no pull
/// to refresh: F5 or Ctrl-R while the view or something in it is focused starts the action (once: keys
/// pressed while it runs are taken and ignored), and views below read it as `refresh`.
public struct RefreshableModifier: ViewModifier {
    let action: @MainActor @Sendable () async -> Void
    public typealias Body = Never
}

extension View {
    /// Runs `action` on F5 or Ctrl-R inside the view (see ``RefreshableModifier``).
    public func refreshable(action: @escaping @MainActor @Sendable () async -> Void) -> ModifiedContent<Self, RefreshableModifier> {
        modifier(RefreshableModifier(action: action))
    }
}
