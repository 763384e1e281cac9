import TermHostCore

/// What an item's content asks of its length along one axis in a fitting solve: its natural length,
/// kept by compression resistance and, when `hugs`, by content hugging (a content that stretches
/// resists shrinking only).
@_spi(TermHostInternal) public struct ContentLength: Hashable, Sendable {
    /// The natural length in cells.
    public var length: Int
    /// Whether the content also resists growing beyond ``length``.
    public var hugs: Bool = true

    /// A natural length, hugging unless `hugs` says otherwise.
    public init(length: Int, hugs: Bool = true) {
        self.length = length
        self.hugs = hugs
    }
}

/// A private solver answering one fitting-size question (`systemLayoutSizeFitting`) over a copy of
/// some items' constraints: every item gets fresh variables, so the solve never touches the values
/// the items' own engine reported.
///
/// Items are added with a role: the root (placed at the origin, its size free), free items (placed by
/// the constraints), pinned frames and pinned sizes. Content lengths become the two constraints an
/// engine generates for an intrinsic size (hugging and compression resistance at the given
/// priorities). A required constraint that contradicts the others is kept just below required, as the
/// engine does; nothing is reported (the item's own engine reports the same conflict once).
@MainActor
package final class FittingSolver {
    private let solver = SimplexSolver()
    private var variables: [ObjectIdentifier: AnchorVariables] = [:]
    private var added: Set<ObjectIdentifier> = []
    private var contents: [ContentKey: [LinearConstraint]] = [:]
    private var targets: [LinearConstraint] = []

    /// An empty solver.
    package init() {}

    private struct ContentKey: Hashable {
        let item: ObjectIdentifier
        let axis: LayoutAxis
    }

    /// Whether `anchors` is an item of this solve.
    package func contains(_ anchors: LayoutAnchors) -> Bool {
        variables[ObjectIdentifier(anchors)] != nil
    }

    /// Adds an item whose place and size the constraints decide.
    package func addItem(_ anchors: LayoutAnchors) {
        let id = ObjectIdentifier(anchors)
        guard variables[id] == nil else { return }
        variables[id] = AnchorVariables(prefix: "fitting.")
    }

    /// Adds an item held at `frame` (a subview laid out by frames, say).
    package func addPinnedItem(_ anchors: LayoutAnchors, frame: Rect) {
        addItem(anchors)
        guard let item = variables[ObjectIdentifier(anchors)] else { return }
        pin(item.x, Double(frame.minX))
        pin(item.y, Double(frame.minY))
        pin(item.width, Double(frame.width))
        pin(item.height, Double(frame.height))
    }

    /// Adds an item of a fixed size whose place does not matter (an ancestor a size constraint refers to).
    package func addItem(_ anchors: LayoutAnchors, size: Size) {
        addItem(anchors)
        guard let item = variables[ObjectIdentifier(anchors)] else { return }
        pin(item.width, Double(size.width))
        pin(item.height, Double(size.height))
    }

    /// Adds the root: placed at the origin, its size free.
    package func addRoot(_ anchors: LayoutAnchors) {
        addItem(anchors)
        guard let item = variables[ObjectIdentifier(anchors)] else { return }
        pin(item.x, 0)
        pin(item.y, 0)
    }

    private func pin(_ variable: Variable, _ value: Double) {
        add(LinearConstraint(LinearExpression(variable), .equal, value))
    }

    /// Sets (or replaces, or with nil removes) the content length of an item along `axis`.
    package func setContent(_ content: ContentLength?, axis: LayoutAxis, hugging: LayoutPriority,
                    compression: LayoutPriority, of anchors: LayoutAnchors) {
        let key = ContentKey(item: ObjectIdentifier(anchors), axis: axis)
        for constraint in contents.removeValue(forKey: key) ?? [] { try? solver.removeConstraint(constraint) }
        guard let content, let item = variables[key.item] else { return }
        let dimension = LinearExpression(axis == .horizontal ? item.width : item.height)
        let length = Double(content.length)
        var made = [LinearConstraint(dimension, .greaterThanOrEqual, length, strength: Strength(priority: compression))]
        if content.hugs {
            made.append(LinearConstraint(dimension, .lessThanOrEqual, length, strength: Strength(priority: hugging)))
        }
        contents[key] = made.compactMap { add($0) }
    }

    /// Adds a copy of `constraint` when all its items are in the solve (and it is not there yet).
    package func add(_ constraint: Constraint) {
        let id = ObjectIdentifier(constraint)
        guard !added.contains(id),
              let expression = constraint.solverExpression(using: { self.variables[ObjectIdentifier($0)] }) else { return }
        added.insert(id)
        add(LinearConstraint(expression, constraint.relation, strength: Strength(priority: constraint.priority)))
    }

    /// Adds a solver constraint; a required one that conflicts is kept just below required. Returns
    /// the constraint now in the solver (nil when none could be added).
    @discardableResult
    private func add(_ constraint: LinearConstraint) -> LinearConstraint? {
        do {
            try solver.addConstraint(constraint)
            return constraint
        } catch .unsatisfiableConstraint {
            let broken = LinearConstraint(constraint.expression, constraint.relation, strength: LayoutEngine.brokenStrength)
            return (try? solver.addConstraint(broken)) == nil ? nil : broken
        } catch {
            return nil
        }
    }

    /// Solves with the root's size asked to be `target`, each axis at its fitting priority, and returns
    /// the root's size in whole cells.
    package func solve(root: LayoutAnchors, target: Size, horizontal: LayoutPriority, vertical: LayoutPriority) -> Size {
        for constraint in targets { try? solver.removeConstraint(constraint) }
        targets.removeAll()
        guard let item = variables[ObjectIdentifier(root)] else { return .zero }
        targets = [
            LinearConstraint(LinearExpression(item.width), .equal, Double(target.width), strength: Strength(priority: horizontal)),
            LinearConstraint(LinearExpression(item.height), .equal, Double(target.height), strength: Strength(priority: vertical)),
        ].compactMap { add($0) }
        solver.updateVariables()
        return frame(of: root).size
    }

    /// The item's frame in the last solve (root coordinates), whole cells.
    package func frame(of anchors: LayoutAnchors) -> Rect {
        variables[ObjectIdentifier(anchors)]?.frame ?? .zero
    }
}
