import TermHostCore

/// What one view graph keeps for all its views: the root edit mode (so an `EditButton` and the
/// lists beside it share one) and the warnings already given (so each is given once).
@MainActor
final class GraphServices {
    let editMode = EditModeStorage()
    private var reported: Set<String> = []

    /// Reports `message` through the application the first time it is given for this graph.
    func reportOnce(_ message: String, through node: ViewNode) {
        guard !reported.contains(message), let application = node.application else { return }
        reported.insert(message)
        application.report(message)
    }
}
