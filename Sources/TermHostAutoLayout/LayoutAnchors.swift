import TermHostCore

/// The layout state every ``LayoutItem`` owns: its four solver variables (x, y, width, height), its
/// content hugging and compression resistance priorities, and the constraints activated on it before
/// it had a ``LayoutEngine``.
///
/// An item creates one and keeps it for its whole life: `let layoutAnchors = LayoutAnchors()`.
@MainActor
public final class LayoutAnchors {
    /// A name used in diagnostics; the item's type name when nil.
    public var debugName: String?

    /// The item's variables in its engine.
    let solverVariables: AnchorVariables
    var x: Variable { solverVariables.x }
    var y: Variable { solverVariables.y }
    var width: Variable { solverVariables.width }
    var height: Variable { solverVariables.height }

    private var hugging: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultLow, .defaultLow)
    private var compressionResistance: (horizontal: LayoutPriority, vertical: LayoutPriority) = (.defaultHigh, .defaultHigh)

    /// Constraints activated while neither of their items had an engine; see
    /// ``LayoutEngine/adoptPendingConstraints(of:)``.
    package var pendingConstraints: [Constraint] = []

    /// The active constraints made by code (``Constraint/activate(_:)``) that mention the item, installed
    /// or waiting; the engine's generated constraints are not listed. Fitting-size queries read them.
    package private(set) var constraints: [Constraint] = []

    /// Told when one of ``constraints`` is activated, deactivated or edited (a widget re-measures).
    package weak var observer: (any LayoutItemObserver)?

    /// Creates the layout state of one item.
    public init(debugName: String? = nil) {
        self.debugName = debugName
        solverVariables = AnchorVariables(prefix: debugName.map { "\($0)." } ?? "")
    }

    func register(_ constraint: Constraint) {
        constraints.append(constraint)
    }

    func unregister(_ constraint: Constraint) {
        if let index = constraints.lastIndex(where: { $0 === constraint }) { constraints.remove(at: index) }
    }

    /// How strongly the item resists growing beyond its intrinsic size along `axis` (default 250).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? hugging.horizontal : hugging.vertical
    }

    /// Sets the content hugging priority; an engine applies it at the next
    /// ``LayoutEngine/setIntrinsicContentSize(width:height:for:)``.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
    }

    /// How strongly the item resists shrinking below its intrinsic size along `axis` (default 750).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compressionResistance.horizontal : compressionResistance.vertical
    }

    /// Sets the compression resistance priority; an engine applies it at the next
    /// ``LayoutEngine/setIntrinsicContentSize(width:height:for:)``.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal {
            compressionResistance.horizontal = priority
        } else {
            compressionResistance.vertical = priority
        }
    }

    /// The frame of the last solve in whole cells, in the engine's coordinate space.
    ///
    /// The edges are rounded, not the size: `minX = round(x)`, `maxX = round(x + width)`, so items
    /// pinned edge to edge never gain a gap or an overlap from rounding. Negative sizes become zero.
    public var frame: Rect { solverVariables.frame }

    /// The solver expression of an attribute.
    func expression(for attribute: LayoutAttribute) -> LinearExpression {
        solverVariables.expression(for: attribute)
    }

    /// The four variables.
    var variables: [Variable] { solverVariables.all }
}

/// Told about changes to the constraints of a layout item (a widget re-measures what depends on them).
@MainActor
package protocol LayoutItemObserver: AnyObject {
    /// One of the item's constraints was activated, deactivated, or had its constant or priority changed.
    func layoutConstraintsDidChange()
    /// The unit the item's constraint constants are written in (``LengthUnit``).
    var effectiveLengthUnit: LengthUnit { get }
}

/// The four solver variables of one layout item (x, y, width, height) and the expressions of its attributes.
struct AnchorVariables {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable

    /// Fresh variables named after `prefix`.
    init(prefix: String) {
        x = Variable(prefix + "x")
        y = Variable(prefix + "y")
        width = Variable(prefix + "width")
        height = Variable(prefix + "height")
    }

    /// The solver expression of an attribute.
    func expression(for attribute: LayoutAttribute) -> LinearExpression {
        switch attribute {
        case .left, .leading: return LinearExpression(x)
        case .right, .trailing: return LinearExpression(terms: [.init(x), .init(width)])
        case .centerX: return LinearExpression(terms: [.init(x), .init(width, coefficient: 0.5)])
        case .width: return LinearExpression(width)
        case .top: return LinearExpression(y)
        case .bottom: return LinearExpression(terms: [.init(y), .init(height)])
        case .centerY: return LinearExpression(terms: [.init(y), .init(height, coefficient: 0.5)])
        case .height: return LinearExpression(height)
        }
    }

    /// The four variables.
    var all: [Variable] { [x, y, width, height] }

    /// The rectangle of the last solve, edges rounded to whole cells (see ``LayoutAnchors/frame``).
    var frame: Rect {
        let minX = CellRounding.cell(x.value), maxX = CellRounding.cell(x.value + width.value)
        let minY = CellRounding.cell(y.value), maxY = CellRounding.cell(y.value + height.value)
        return Rect(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
    }
}
