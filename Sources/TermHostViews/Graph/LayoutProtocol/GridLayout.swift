import TermHostCore

/// The layout of a `Grid`, as a ``Layout`` value (for ``AnyLayout`` and for use as
/// `GridLayout { GridRow { … } }`), as in SwiftUI.
///
/// Its subviews are rows: a `GridRow`'s views are cells, one column each unless
/// `.gridCellColumns(_:)` says more; any other view is a row of one cell spanning every column.
/// Columns are as wide as their widest cells and rows as tall as their tallest; with a proposal,
/// the width (less the gaps) is shared among the columns and the height among the rows with the
/// stack rule, least flexible first. Each cell is offered its whole space (the columns it spans by
/// its row's height) and placed in it by `.gridCellAnchor(_:)`, else by its column's
/// `.gridColumnAlignment(_:)` (or the grid's horizontal alignment) and its row's vertical alignment
/// (or the grid's); a baseline alignment lines the row's cells up on their text baselines.
public struct GridLayout: Layout, Hashable {
    /// How cells are placed in their space.
    public var alignment: Alignment
    /// Columns between columns; `nil` for the default (1).
    public var horizontalSpacing: Int?
    /// Rows between rows; `nil` for the default (0).
    public var verticalSpacing: Int?

    /// Creates a grid layout.
    public init(alignment: Alignment = .center, horizontalSpacing: Int? = nil, verticalSpacing: Int? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        subviews.isEmpty ? .zero : GridArrangement(subviews, layout: self, proposal: proposal).size
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let arrangement = GridArrangement(subviews, layout: self, proposal: proposal)
        for (row, subview) in subviews.enumerated() {
            let placements = arrangement.placements(ofRow: row, in: bounds)
            if let rowNode = arrangement.rowNodes[row] {
                let rect = arrangement.rowRect(row, in: bounds)
                if !subview.isRecording { rowNode.setCellPlacements(placements) }
                subview.place(in: rect, proposal: ProposedViewSize(rect.size))
            } else if let placement = placements.first {
                subview.place(in: placement.rect, proposal: placement.proposal)
            }
        }
    }

    /// A grid passes on no guide of its cells (its baselines are its edges).
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> Int? { nil }

    /// A grid passes on no guide of its cells (its baselines are its edges).
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout ()) -> Int? { nil }
}

/// The node of a `GridRow`: in a grid, its cells go where the grid says; elsewhere it lays them out
/// as an `HStack` does.
@MainActor
final class GridRowNode: ViewNode {
    private(set) var alignment: VerticalAlignment?
    /// Where the grid puts each cell (set by the grid before it places the row).
    private var cellPlacements: [GridArrangement.Placement]?

    override func update(with view: any View) {
        guard let row = view as? any GridRowContent else { return }
        if row.rowAlignment != alignment {
            alignment = row.rowAlignment
            invalidateLayout()
        }
        reconcile([(key: AnyHashable(0), view: row.rowContent)])
    }

    /// Takes the cells' places from the grid; the row is placed again when one moved.
    func setCellPlacements(_ placements: [GridArrangement.Placement]) {
        if let old = cellPlacements, old.count == placements.count,
           zip(old, placements).allSatisfy({ $0.node === $1.node && $0.rect == $1.rect && $0.proposal == $1.proposal }) {
            return
        }
        cellPlacements = placements
        needsPlacement = true
    }

    private var rule: StackRule { StackRule(axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil) }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        rule.sizeThatFits(proposal, subviews: LayoutSubviews(layoutChildren))
    }

    override func placeChildren(in rect: Rect) {
        guard let cellPlacements else {
            rule.placeSubviews(in: rect, proposal: placedProposal, subviews: LayoutSubviews(layoutChildren))
            return
        }
        for placement in cellPlacements { placement.node.place(in: placement.rect, proposal: placement.proposal) }
    }
}

/// A `GridRow`, whatever its content's type.
@MainActor
protocol GridRowContent {
    var rowAlignment: VerticalAlignment? { get }
    var rowContent: any View { get }
}

extension GridRow: GridRowContent, NodeRepresentable {
    var rowAlignment: VerticalAlignment? { alignment }
    var rowContent: any View { content }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        GridRowNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

extension Grid: LayoutContainer {
    var containerLayout: GridLayout {
        GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
    }
    var containerContent: any View { content }

    /// In a scroll view, a node that makes only the rows and cells on screen (``ScrolledGridNode``);
    /// elsewhere, the layout node that measures every cell, as SwiftUI's grid does.
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        var node: ViewNode? = parent
        while let current = node {
            if current is ScrollNode { return ScrolledGridNode(graph: graph, parent: parent, key: key, viewType: Self.self) }
            node = current.parent
        }
        return LayoutNode(graph: graph, parent: parent, key: key, viewType: Self.self, layout: containerLayout)
    }
}
