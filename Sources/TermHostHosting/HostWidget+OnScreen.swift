import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// Being on screen: the component is on screen while the host is in a window an application shows.
extension HostWidget {
    /// Follows the host's window: coming on screen also runs what changed while it was not (an update
    /// asked for then had no application).
    func updateOnScreen() {
        scenePhase.follow(window?.application, for: graph)
        let onScreen = window?.application != nil
        guard graph.isOnScreen != onScreen else { return }
        graph.isOnScreen = onScreen
        if onScreen { application?.setNeedsUpdate(graph) }
    }

    /// The host is leaving its window: the component goes off screen, and its `onDisappear` actions
    /// run in the application's next frame.
    func leaveScreen() {
        guard graph.isOnScreen, let application else { return }
        graph.isOnScreen = false
        application.setNeedsUpdate(graph)
    }
}
