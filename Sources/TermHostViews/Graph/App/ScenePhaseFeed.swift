import TermHostCore

/// Keeps a view graph's `scenePhase` in step with its application's state: set when the graph's
/// host is shown by an application, updated by every state change, released when it leaves.
@MainActor
package final class ScenePhaseFeed {
    private weak var application: Application?
    private var token: Int?

    /// A feed following nothing yet.
    package init() {}

    /// Follows `application` (or nothing, for `nil`) for `graph`.
    package func follow(_ application: Application?, for graph: ViewGraph) {
        if application === self.application && (application == nil) == (token == nil) { return }
        stop()
        guard let application else { return }
        self.application = application
        Self.apply(application.applicationState, to: graph)
        token = application.addStateObserver { [weak graph] state in
            if let graph { Self.apply(state, to: graph) }
        }
    }

    /// Stops following the application.
    func stop() {
        if let token { application?.removeStateObserver(token) }
        token = nil
        application = nil
    }

    private static func apply(_ state: ApplicationState, to graph: ViewGraph) {
        let phase = ScenePhase(state)
        if graph.environment.scenePhase != phase { graph.environment.scenePhase = phase }
    }
}
