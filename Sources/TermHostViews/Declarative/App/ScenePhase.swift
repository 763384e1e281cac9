import TermHostCore

/// Whether a scene is in front of the user: SwiftUI's `ScenePhase`, read with `@Environment(\.scenePhase)`.
///
/// It follows the application's state: `.active` while the program owns the terminal, `.background`
/// while it is suspended (Ctrl-Z) until it is continued (`fg`), `.inactive` in between.
///
/// ```swift
/// @Environment(\.scenePhase) private var scenePhase
/// ...
/// .onChange(of: scenePhase) { _, phase in if phase == .background { save() } }
/// ```
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not in front of the user (suspended).
    case background
    /// Shown but not taking events.
    case inactive
    /// In front of the user, taking events.
    case active

    /// The phase of an application in `state`.
    public init(_ state: ApplicationState) {
        switch state {
        case .active: self = .active
        case .inactive: self = .inactive
        case .background: self = .background
        }
    }
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The phase of the scene the view is in (see ``ScenePhase``).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
