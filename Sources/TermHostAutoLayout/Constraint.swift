import TermHostCore

/// A relation between two anchors, or an anchor and a constant (`NSLayoutConstraint`):
/// `firstAnchor relation secondAnchor × multiplier + constant`.
///
/// Make constraints from anchors (`a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 2)`)
/// and activate them. An active constraint lives in the ``LayoutEngine`` of its items; when neither item
/// has an engine yet, it waits until ``LayoutEngine/adoptPendingConstraints(of:)`` is called for one of them.
///
/// Changing ``constant`` of an active constraint is incremental: the constraint stays in the solver and
/// only the rows that mention its marker symbol are rewritten, then the dual simplex re-solves (see
/// the solver's `updateConstant(of:to:)`). Changing ``priority`` of an active constraint removes it
/// from the solver and adds it back at the new strength.
@MainActor
public final class Constraint: @MainActor CustomStringConvertible {
    /// The relation type, named as in UIKit.
    public typealias Relation = LayoutRelation

    /// The constrained anchor.
    public let firstAnchor: LayoutAnchor
    /// The anchor it is related to, or nil for a constant.
    public let secondAnchor: LayoutAnchor?
    /// How the first anchor relates to the second.
    public let relation: Relation
    /// The factor applied to the second anchor.
    public let multiplier: Double

    /// The offset added to the second anchor; editing it on an active constraint re-solves incrementally.
    public var constant: Double {
        didSet {
            guard constant != oldValue else { return }
            engine?.constantDidChange(self)
            notifyItems()
        }
    }

    /// The priority: ``LayoutPriority/required`` (the default) must hold, lower priorities are preferences.
    public var priority: LayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            engine?.priorityDidChange(self)
            notifyItems()
        }
    }

    /// A name shown in diagnostics.
    public var identifier: String?

    /// True when a required constraint contradicted other required constraints and the engine keeps it
    /// at a strength just below required instead (it then holds as far as the others allow).
    /// Cleared when the constraint is deactivated or its priority changes.
    public internal(set) var isBroken = false

    package enum State {
        case inactive
        /// Active, waiting for an engine.
        case pending
        case installed
    }

    package var state = State.inactive
    /// The engine holding the constraint while installed.
    weak var engine: LayoutEngine?
    /// The solver constraint while installed.
    var solverConstraint: LinearConstraint?
    /// Whether the constraint is listed on its items' ``LayoutAnchors/constraints`` (active, made by code).
    private(set) var isRegistered = false
    /// Whether it is one of the four constraints that define a widget's safe-area or margins guide
    /// (they say where the guide is, not how big the widget is).
    package var isGuideDefinition = false
    /// The unit ``constant`` is written in: its items' ``LengthUnit`` (points in a ported app), taken when the
    /// constraint is activated and again when their unit changes; guide definitions are always cells.
    package var lengthUnit = LengthUnit.cells {
        didSet { if lengthUnit != oldValue { engine?.constantDidChange(self) } }
    }

    /// ``constant`` in cells: as written under ``LengthUnit/cells`` (the solver keeps fractions), else converted
    /// along the first anchor's axis and rounded by ``LengthUnit``'s rule (a non-zero constant is at least a cell).
    var solverConstant: Double {
        lengthUnit.isCells ? constant : Double(lengthUnit.cells(constant, along: firstAnchor.attribute.axis))
    }

    init(firstAnchor: LayoutAnchor, relation: Relation, secondAnchor: LayoutAnchor?, multiplier: Double,
         constant: Double) {
        self.firstAnchor = firstAnchor
        self.relation = relation
        self.secondAnchor = secondAnchor
        self.multiplier = multiplier
        self.constant = constant
    }

    /// The first anchor's item.
    public var firstItem: (any LayoutItem)? { firstAnchor.item }
    /// The second anchor's item, nil for a constant.
    public var secondItem: (any LayoutItem)? { secondAnchor?.item }
    /// The first anchor's attribute.
    public var firstAttribute: LayoutAttribute { firstAnchor.attribute }
    /// The second anchor's attribute, nil for a constant.
    public var secondAttribute: LayoutAttribute? { secondAnchor?.attribute }

    /// Whether the constraint takes part in layout. Setting it is ``activate(_:)`` / ``deactivate(_:)``.
    public var isActive: Bool {
        get { state != .inactive }
        set {
            if newValue {
                Constraint.activate([self])
            } else {
                Constraint.deactivate([self])
            }
        }
    }

    /// Activates constraints: each goes into the engine of its items (the first item's, else the
    /// second's), or waits for one when neither item has an engine yet.
    public static func activate(_ constraints: [Constraint]) {
        for constraint in constraints where constraint.state == .inactive {
            constraint.takeLengthUnit()
            let first = constraint.firstItem?.layoutEngine
            let second = constraint.secondItem?.layoutEngine
            if let first, let second, first !== second {
                first.reportForeignEngines(constraint)
                continue
            }
            if let engine = first ?? second {
                engine.install(constraint)
            } else {
                constraint.makePending()
            }
            if constraint.state != .inactive { constraint.register() }
        }
    }

    /// Takes the unit of its items (the first item's, else the second's) for ``constant``; guide definitions
    /// stay in cells.
    package func takeLengthUnit() {
        guard !isGuideDefinition else { return }
        lengthUnit = firstAnchor.layoutAnchors.observer?.effectiveLengthUnit
            ?? secondAnchor?.layoutAnchors.observer?.effectiveLengthUnit ?? .cells
    }

    /// Deactivates constraints, removing their effect from the layout.
    public static func deactivate(_ constraints: [Constraint]) {
        for constraint in constraints {
            switch constraint.state {
            case .inactive:
                continue
            case .pending:
                constraint.removeFromPendingLists()
                constraint.state = .inactive
            case .installed:
                constraint.engine?.uninstall(constraint)
                constraint.state = .inactive
            }
            constraint.isBroken = false
            constraint.unregister()
        }
    }

    /// The items whose constraint this is: the first, and the second when it is another item.
    var itemAnchors: [LayoutAnchors] {
        guard let secondAnchor, secondAnchor.layoutAnchors !== firstAnchor.layoutAnchors else {
            return [firstAnchor.layoutAnchors]
        }
        return [firstAnchor.layoutAnchors, secondAnchor.layoutAnchors]
    }

    private func register() {
        guard !isRegistered else { return }
        isRegistered = true
        for anchors in itemAnchors { anchors.register(self) }
        notifyItems()
    }

    /// Takes the constraint off its items' lists (it was deactivated, or dropped by its engine).
    func unregister() {
        guard isRegistered else { return }
        isRegistered = false
        for anchors in itemAnchors { anchors.unregister(self) }
        for anchors in itemAnchors { anchors.observer?.layoutConstraintsDidChange() }
    }

    private func notifyItems() {
        guard isRegistered else { return }
        for anchors in itemAnchors { anchors.observer?.layoutConstraintsDidChange() }
    }

    /// Marks the constraint active but waiting for an engine, listed on both of its items.
    func makePending() {
        state = .pending
        firstAnchor.layoutAnchors.pendingConstraints.append(self)
        if let secondAnchor, secondAnchor.layoutAnchors !== firstAnchor.layoutAnchors {
            secondAnchor.layoutAnchors.pendingConstraints.append(self)
        }
    }

    func removeFromPendingLists() {
        firstAnchor.layoutAnchors.pendingConstraints.removeAll { $0 === self }
        secondAnchor?.layoutAnchors.pendingConstraints.removeAll { $0 === self }
    }

    /// The solver constraint for the current constant at `strength`.
    func makeSolverConstraint(strength: Strength) -> LinearConstraint {
        LinearConstraint(solverExpression, relation, strength: strength)
    }

    /// `first − multiplier × second − constant`, the left side of `… relation 0`.
    var solverExpression: LinearExpression {
        var expression = firstAnchor.expression - solverConstant
        if let secondAnchor {
            expression = expression - secondAnchor.expression * multiplier
        }
        return expression
    }

    /// The same expression over other variables (a fitting-size solve's), or nil when `variables` has
    /// none for one of the items.
    func solverExpression(using variables: (LayoutAnchors) -> AnchorVariables?) -> LinearExpression? {
        guard let first = variables(firstAnchor.layoutAnchors) else { return nil }
        var expression = first.expression(for: firstAnchor.attribute) - solverConstant
        if let secondAnchor {
            guard let second = variables(secondAnchor.layoutAnchors) else { return nil }
            expression = expression - second.expression(for: secondAnchor.attribute) * multiplier
        }
        return expression
    }

    public var description: String {
        var text = "<Constraint "
        if let identifier { text += "'\(identifier)' " }
        text += "\(firstAnchor) \(relation) "
        var right: [String] = []
        if let secondAnchor {
            right.append(multiplier == 1 ? "\(secondAnchor)" : "\(CellRounding.format(multiplier))*\(secondAnchor)")
        }
        if constant != 0 || secondAnchor == nil {
            if right.isEmpty {
                right.append(CellRounding.format(constant))
            } else {
                right.append(constant < 0 ? "- \(CellRounding.format(-constant))" : "+ \(CellRounding.format(constant))")
            }
        }
        text += right.joined(separator: " ")
        if !priority.isRequired { text += " @\(priority)" }
        return text + ">"
    }
}
