import TermHostCore

/// The node of `.onDelete` / `.onMove`: transparent; the rows of the `ForEach` below find their
/// actions here.
@MainActor
final class EditActionsNode: TransparentModifierNode {
    private(set) var actions: EditActionsModifier?

    override func apply(_ modifier: any ViewModifier) {
        guard let new = modifier as? EditActionsModifier else { return }
        let hadDelete = actions?.delete != nil, hadMove = actions?.move != nil
        actions = new
        if hadDelete != (new.delete != nil) || hadMove != (new.move != nil) { invalidatePlacement() }
    }
}

/// The node of a row modifier (`.swipeActions`, `.listRowInsets` ...): above a row it hands the
/// configuration down through the environment; inside a row it hands it to that row.
@MainActor
final class ListRowModifierNode: TransparentModifierNode {
    private var change: ListRowModifier?

    override func apply(_ modifier: any ViewModifier) {
        change = modifier as? ListRowModifier
        enclosingRow?.rowModifiersDidChange()
    }

    override var environmentForChildren: EnvironmentValues {
        var values = environment
        change?.apply(&values.listRowConfiguration)
        return values
    }

    override func didMount() {
        enclosingRow?.rowModifiersDidChange()
    }

    override func willUnmount() {
        enclosingRow?.rowModifiersDidChange()
    }

    /// The row this modifier is inside, if any (not one below it).
    private var enclosingRow: ListRowNode? {
        var node = parent
        while let current = node {
            if let row = current as? ListRowNode { return row }
            if current.asRowContainer != nil { return nil }
            node = current.parent
        }
        return nil
    }

    /// Applies this modifier's change to `configuration`.
    func contribute(to configuration: inout ListRowConfiguration) {
        change?.apply(&configuration)
    }
}

/// The actions belong to the `ForEach` as a whole (its offsets), so they are not mapped over its rows.
extension EditActionsModifier: PrimitiveModifier, WholeContentModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        EditActionsNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}

extension ListRowModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        ListRowModifierNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
