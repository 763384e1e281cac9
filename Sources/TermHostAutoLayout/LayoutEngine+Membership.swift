import TermHostCore

/// Which items and constraints an engine holds, for the owner of a tree of items (a window) that
/// moves items in and out of the engine as they join and leave the tree.
extension LayoutEngine {
    /// True when `item` takes part in the engine (some installed constraint mentions it).
    public func contains(_ item: any LayoutItem) -> Bool {
        items[ObjectIdentifier(item)] != nil
    }

    /// The installed constraints that mention `item`, in installation order (none when it takes no part).
    public func constraints(involving item: any LayoutItem) -> [Constraint] {
        let id = ObjectIdentifier(item)
        guard items[id] != nil else { return [] }
        return installed.values
            .filter { $0.constraint.firstAnchor.itemID == id || $0.constraint.secondAnchor?.itemID == id }
            .sorted { $0.order < $1.order }
            .map(\.constraint)
    }

    /// Takes an installed constraint out of the engine but keeps it active: it waits, like a constraint
    /// activated before its items had an engine, until ``adoptPendingConstraints(of:)`` is called for
    /// one of its items (when they join a tree again).
    public func suspend(_ constraint: Constraint) {
        guard constraint.state == .installed, constraint.engine === self else { return }
        uninstall(constraint)
        constraint.isBroken = false
        constraint.makePending()
    }
}
