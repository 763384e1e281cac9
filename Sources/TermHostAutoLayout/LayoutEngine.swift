import TermHostCore

/// Solves the constraints of one tree of layout items (one per window or root) and reports frames.
///
/// Constraints enter the engine when activated (``Constraint/activate(_:)``); the engine keeps its
/// `SimplexSolver` solved after every change, incrementally. ``solve()`` reads the results and returns
/// the items whose frame changed, and ``frame(of:)`` gives an item's frame in whole cells.
///
/// A required constraint that contradicts the required constraints already present is never a crash:
/// the engine keeps it at a strength just below required (so it holds as far as the others allow),
/// marks it ``Constraint/isBroken`` and sends exactly one message to ``diagnosticHandler`` naming it and
/// the required constraints it conflicts with:
///
/// ```text
/// TermHost layout: unable to satisfy all required constraints; breaking <Constraint 'w' box.width == 30> (kept just below required).
/// Conflicting required constraints:
///     <Constraint box.width <= row.width>
///     <Constraint row.width == 20>
/// ```
@MainActor
public final class LayoutEngine {
    /// How many required constraints one edit of a fixed frame's constant may break to take its new
    /// value; past it the edit fails as unsatisfiable.
    static let maximumBrokenPerEdit = 8

    /// Receives one message per layout problem (conflicting constraints, misuse); writes to standard
    /// error unless replaced.
    public var diagnosticHandler: @MainActor (String) -> Void

    /// Told after any change to the solver (a constraint added or removed, a constant or priority
    /// edited), so the owner of the engine can schedule a layout pass.
    package var didChange: (@MainActor () -> Void)?
    /// Told when an item starts taking part in the engine (its first constraint was installed).
    package var itemDidEnter: (@MainActor (any LayoutItem) -> Void)?
    /// Told when an item stops taking part in the engine (its last constraint was removed).
    package var itemDidLeave: (@MainActor (ObjectIdentifier) -> Void)?

    /// The strength a broken required constraint is kept at: above every non-required priority.
    static let brokenStrength = Strength.strong

    final class ItemRecord {
        weak var item: (any LayoutItem)?
        let anchors: LayoutAnchors
        var references = 0
        var lastFrame: Rect?
        var intrinsic: [LayoutAxis: (hugging: Constraint, compression: Constraint)] = [:]
        var fixedFrame: [Constraint] = []

        init(item: (any LayoutItem)?, anchors: LayoutAnchors) {
            self.item = item
            self.anchors = anchors
        }
    }

    let solver = SimplexSolver()
    /// Installed constraints with their installation order.
    var installed: [ObjectIdentifier: (constraint: Constraint, order: Int)] = [:]
    /// The installed constraint owning each solver constraint.
    var owners: [ObjectIdentifier: Constraint] = [:]
    var items: [ObjectIdentifier: ItemRecord] = [:]
    var itemOfVariable: [ObjectIdentifier: ObjectIdentifier] = [:]
    /// Items registered since the last solve, whose frame has not been reported yet.
    var unreportedItems: Set<ObjectIdentifier> = []
    var installationCounter = 0

    /// Creates an engine. The default diagnostic handler writes to standard error.
    public init(diagnosticHandler: @escaping @MainActor (String) -> Void = LayoutEngine.writeToStandardError) {
        self.diagnosticHandler = diagnosticHandler
    }

    /// The constraints in the engine, in the order they were installed.
    public var constraints: [Constraint] {
        installed.values.sorted { $0.order < $1.order }.map(\.constraint)
    }

    /// The solver's work counters: tests use them to check that an edit was incremental.
    var statistics: SimplexSolver.Statistics { solver.statistics }

    /// Reads the solution and returns the items whose frame changed since the previous solve (items
    /// seen for the first time included). Only items whose variables moved are examined.
    @discardableResult
    public func solve() -> Set<ObjectIdentifier> {
        var candidates = unreportedItems
        unreportedItems.removeAll()
        for variable in solver.updateVariables() {
            if let item = itemOfVariable[ObjectIdentifier(variable)] { candidates.insert(item) }
        }
        var changed: Set<ObjectIdentifier> = []
        for id in candidates {
            guard let record = items[id] else { continue }
            let frame = record.anchors.frame
            if frame != record.lastFrame {
                record.lastFrame = frame
                changed.insert(id)
            }
        }
        return changed
    }

    /// The item's frame after the last ``solve()``, in whole cells in the engine's coordinate space.
    public func frame(of item: any LayoutItem) -> Rect {
        item.layoutAnchors.frame
    }

    /// Activates the constraints that were waiting for an engine on `item` (activated while neither of
    /// their items had one). Call it when the item becomes part of this engine's tree.
    public func adoptPendingConstraints(of item: any LayoutItem) {
        let pending = item.layoutAnchors.pendingConstraints
        for constraint in pending where constraint.state == .pending {
            constraint.removeFromPendingLists()
            constraint.state = .inactive
            Constraint.activate([constraint])
        }
    }

    // MARK: - Installing constraints

    func install(_ constraint: Constraint) {
        if constraint.state == .pending { constraint.removeFromPendingLists() }
        retain(constraint.firstAnchor)
        if let second = constraint.secondAnchor { retain(second) }
        if !addToSolver(constraint, strength: Strength(priority: constraint.priority)) {
            releaseAnchors(of: constraint)
            constraint.state = .inactive
            constraint.unregister()
        }
        didChange?()
    }

    func uninstall(_ constraint: Constraint) {
        guard constraint.state == .installed, constraint.engine === self else { return }
        removeFromSolver(constraint)
        constraint.state = .inactive
        constraint.engine = nil
        releaseAnchors(of: constraint)
        didChange?()
    }

    func constantDidChange(_ constraint: Constraint) {
        guard constraint.state == .installed, let linear = constraint.solverConstraint else { return }
        do {
            try updateConstant(of: constraint, linear)
        } catch .unsatisfiableConstraint(_, let conflicting) {
            removeFromSolver(constraint)
            if !addBroken(constraint, conflicting: conflicting) { drop(constraint) }
        } catch {
            reportInternalError(error, constraint: constraint)
        }
        didChange?()
    }

    /// Edits a constant in place. A fixed frame reflects a frame set outside the engine (a window
    /// resized by the terminal), so when it cannot take its new value the required constraints in its
    /// way are broken instead of it, one at a time, each reported once.
    private func updateConstant(of constraint: Constraint, _ linear: LinearConstraint) throws(SolverError) {
        var broken = 0
        while true {
            do {
                try solver.updateConstant(of: linear, to: constraint.solverExpression.constant)
                return
            } catch .unsatisfiableConstraint(let key, let conflicting) {
                let others = conflicting.compactMap { owners[$0] }
                guard broken < Self.maximumBrokenPerEdit, isFixedFrame(constraint),
                      let victim = others.last(where: { $0.priority.isRequired && !$0.isBroken && !isFixedFrame($0) }) else {
                    throw .unsatisfiableConstraint(key, conflicting: conflicting)
                }
                broken += 1
                removeFromSolver(victim)
                if !addBroken(victim, conflicting: conflicting + [ObjectIdentifier(linear)]) { drop(victim) }
            }
        }
    }

    private func isFixedFrame(_ constraint: Constraint) -> Bool {
        items[constraint.firstAnchor.itemID]?.fixedFrame.contains { $0 === constraint } ?? false
    }

    func priorityDidChange(_ constraint: Constraint) {
        guard constraint.state == .installed else { return }
        removeFromSolver(constraint)
        if !addToSolver(constraint, strength: Strength(priority: constraint.priority)) { drop(constraint) }
        didChange?()
    }

    /// Takes out a constraint the solver could not keep (an internal error, already reported).
    private func drop(_ constraint: Constraint) {
        uninstall(constraint)
        constraint.unregister()
    }

    /// Adds the constraint to the solver at `strength`, breaking it when it is required and conflicts.
    /// Returns false when it could not be added at all (an internal error, already reported).
    private func addToSolver(_ constraint: Constraint, strength: Strength) -> Bool {
        let linear = constraint.makeSolverConstraint(strength: strength)
        do {
            try solver.addConstraint(linear)
        } catch .unsatisfiableConstraint(_, let conflicting) {
            return addBroken(constraint, conflicting: conflicting)
        } catch {
            reportInternalError(error, constraint: constraint)
            return false
        }
        constraint.isBroken = false
        record(constraint, linear)
        return true
    }

    /// Adds a conflicting required constraint just below required and reports the conflict once.
    private func addBroken(_ constraint: Constraint, conflicting: [ObjectIdentifier]) -> Bool {
        let linear = constraint.makeSolverConstraint(strength: LayoutEngine.brokenStrength)
        do {
            try solver.addConstraint(linear)
        } catch {
            reportInternalError(error, constraint: constraint)
            return false
        }
        constraint.isBroken = true
        record(constraint, linear)
        reportConflict(breaking: constraint, conflicting: conflicting.compactMap { owners[$0] })
        return true
    }

    private func record(_ constraint: Constraint, _ linear: LinearConstraint) {
        installationCounter += 1
        constraint.state = .installed
        constraint.engine = self
        constraint.solverConstraint = linear
        installed[ObjectIdentifier(constraint)] = (constraint, installationCounter)
        owners[ObjectIdentifier(linear)] = constraint
    }

    private func removeFromSolver(_ constraint: Constraint) {
        installed[ObjectIdentifier(constraint)] = nil
        guard let linear = constraint.solverConstraint else { return }
        constraint.solverConstraint = nil
        owners[ObjectIdentifier(linear)] = nil
        do {
            try solver.removeConstraint(linear)
        } catch {
            reportInternalError(error, constraint: constraint)
        }
    }

    // MARK: - Items

    private func retain(_ anchor: LayoutAnchor) {
        let record: ItemRecord
        if let existing = items[anchor.itemID] {
            record = existing
        } else {
            record = ItemRecord(item: anchor.item, anchors: anchor.layoutAnchors)
            items[anchor.itemID] = record
            for variable in anchor.layoutAnchors.variables {
                itemOfVariable[ObjectIdentifier(variable)] = anchor.itemID
            }
            unreportedItems.insert(anchor.itemID)
        }
        record.references += 1
        if record.references == 1, let item = record.item { itemDidEnter?(item) }
    }

    private func releaseAnchors(of constraint: Constraint) {
        release(constraint.firstAnchor)
        if let second = constraint.secondAnchor { release(second) }
    }

    private func release(_ anchor: LayoutAnchor) {
        guard let record = items[anchor.itemID] else { return }
        record.references -= 1
        guard record.references <= 0 else { return }
        items[anchor.itemID] = nil
        unreportedItems.remove(anchor.itemID)
        for variable in record.anchors.variables {
            itemOfVariable[ObjectIdentifier(variable)] = nil
        }
        itemDidLeave?(anchor.itemID)
    }
}
