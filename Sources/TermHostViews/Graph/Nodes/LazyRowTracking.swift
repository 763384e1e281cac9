import TermHostCore
import Observation

/// Which row a tracked view belongs to (its node, once made).
@MainActor
final class RowIdentity {
    weak var node: ViewNode?
    init(_ node: ViewNode?) { self.node = node }
}

extension ViewNode {
    /// Row `offset` of `rows`, made while tracking what it reads (a `ForEach`'s closure runs in the lazy
    /// container, not in the body that built the `ForEach`); a change calls `changed` with the row's node.
    func trackedRowView(_ rows: LazyRows, at offset: Int, for identity: RowIdentity,
                        changed: @escaping @MainActor @Sendable (ViewNode) -> Void) -> any View {
        graph.countBodyEvaluation()
        return withObservationTracking {
            rows.view(at: offset)
        } onChange: {
            MainThread.run { if let node = identity.node { changed(node) } }
        }
    }

    /// Makes the views of the made rows listed in `changed` again (tracked anew), and empties the list.
    func remakeChangedRows(_ made: [Int: ViewNode], changed: inout Set<ObjectIdentifier>, rows: LazyRows,
                           onChange: @escaping @MainActor @Sendable (ViewNode) -> Void) {
        for (offset, node) in made where changed.contains(ObjectIdentifier(node)) {
            changed.remove(ObjectIdentifier(node))
            let view = trackedRowView(rows, at: offset, for: RowIdentity(node), changed: onChange)
            if ObjectIdentifier(type(of: view)) == node.viewType { node.update(with: view) }
        }
    }
}
