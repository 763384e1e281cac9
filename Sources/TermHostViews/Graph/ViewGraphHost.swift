import TermHostCore

/// What a view graph needs from whatever shows it (a host widget or a full-screen declarative root).
@MainActor
package protocol ViewGraphHost: AnyObject {
    /// The application the graph is shown by, for scheduling and statistics.
    var application: Application? { get }
    /// The responder after the graph's root node in the responder chain.
    var graphNextResponder: Responder? { get }
    /// Where the graph's (0, 0) lies on screen.
    var graphOriginOnScreen: Point { get }
    /// Some node needs its body evaluated; the host asks its application for a frame update.
    func viewGraphNeedsUpdate(_ graph: ViewGraph)
    /// Called at the end of the graph's frame update: the host negotiates its size and re-places content.
    func viewGraphDidUpdate(_ graph: ViewGraph)
    /// A rectangle of the graph (graph coordinates) must be redrawn.
    func viewGraph(_ graph: ViewGraph, didDamage rect: Rect)
}
