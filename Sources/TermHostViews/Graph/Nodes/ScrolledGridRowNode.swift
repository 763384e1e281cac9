import TermHostCore
import Observation

/// The node of a `GridRow` in a ``ScrolledGridNode``: it makes the nodes of only the cells in the
/// columns the grid asks for (those on screen and a margin), reading the row's `ForEach`s by offset
/// (``LazyRows``), and places them where the grid says.
///
/// A row of at most ``wholeRowLimit`` cells is made whole, so its `.gridCellColumns(_:)` spans are all
/// known; in a longer row a cell is taken to span one column until it is made.
@MainActor
final class ScrolledGridRowNode: ViewNode {
    /// Rows of at most this many cells are made whole.
    static let wholeRowLimit = 64

    private(set) var alignment: VerticalAlignment?
    private var cells: LazyRows?
    /// The made cells, by offset in the row.
    private var made: [Int: ViewNode] = [:]
    /// Where the grid puts each made cell (set before the row is placed).
    private var placements: [GridArrangement.Placement] = []

    /// The number of cells in the row.
    var cellCount: Int { cells?.count ?? 0 }

    override func update(with view: any View) {
        guard let row = view as? any GridRowContent else { return }
        if row.rowAlignment != alignment {
            alignment = row.rowAlignment
            invalidateLayout()
        }
        let newCells = LazyRows(row.rowContent)
        cells = newCells
        var gone: [ViewNode] = []
        for (offset, node) in made {
            guard offset < newCells.count, AnyHashable(newCells.key(at: offset)) == node.key else {
                gone.append(node)
                made[offset] = nil
                continue
            }
            let view = trackedCell(newCells, at: offset)
            if ObjectIdentifier(type(of: view)) == node.viewType {
                node.update(with: view)
            } else {
                gone.append(node)
                made[offset] = nil
            }
        }
        retire(gone)
    }

    /// Makes the cell views again when something one of them read changed.
    override func refresh() {
        guard let cells else { return }
        for (offset, node) in made {
            let view = trackedCell(cells, at: offset)
            if ObjectIdentifier(type(of: view)) == node.viewType { node.update(with: view) }
        }
    }

    private func trackedCell(_ cells: LazyRows, at offset: Int) -> any View {
        graph.countBodyEvaluation()
        return withObservationTracking {
            cells.view(at: offset)
        } onChange: { [weak self] in
            MainThread.run { self?.markDirty() }
        }
    }

    /// The made cells with the column each starts at and the columns it spans, in order.
    var madeCells: [(node: ViewNode, column: Int, span: Int)] {
        var result: [(node: ViewNode, column: Int, span: Int)] = []
        var extra = 0
        for offset in made.keys.sorted() {
            guard let node = made[offset] else { continue }
            let span = max(1, node.layoutValue(for: GridCellColumnsKey.self) ?? 1)
            result.append((node, offset + extra, span))
            extra += span - 1
        }
        return result
    }

    /// The number of columns the row takes (its spans counted where known).
    var columnCount: Int {
        madeCells.reduce(cellCount) { $0 + $1.span - 1 }
    }

    /// Makes the cells in `columns` (all of them in a short row) and lets go of the others, except
    /// one holding the focus.
    func makeCells(in columns: ClosedRange<Int>) {
        guard let cells else { return }
        let count = cells.count
        let wanted: Range<Int> = count <= Self.wholeRowLimit ? 0..<count
            : min(count, columns.lowerBound)..<min(count, columns.upperBound + 1)
        var gone: [ViewNode] = []
        for (offset, node) in made where !wanted.contains(offset) && !node.containsFocus {
            made[offset] = nil
            gone.append(node)
        }
        retire(gone)
        var added = false
        for offset in wanted where made[offset] == nil {
            let view = trackedCell(cells, at: offset)
            let node = graph.makeNode(for: view, key: AnyHashable(cells.key(at: offset)), parent: self)
            node.update(with: view)
            made[offset] = node
            added = true
            if isMounted { node.mount() }
        }
        if added || !gone.isEmpty { children = made.keys.sorted().compactMap { made[$0] } }
    }

    private func retire(_ nodes: [ViewNode]) {
        guard !nodes.isEmpty else { return }
        focusMayLeave(nodes, from: children)
        children = made.keys.sorted().compactMap { made[$0] }
        for node in nodes { node.unmount() }
    }

    /// Takes the cells' places from the grid; the row is placed again when one moved.
    func setPlacements(_ new: [GridArrangement.Placement]) {
        if placements.count == new.count,
           zip(placements, new).allSatisfy({ $0.node === $1.node && $0.rect == $1.rect && $0.proposal == $1.proposal }) {
            return
        }
        placements = new
        needsPlacement = true
    }

    override func placeChildren(in rect: Rect) {
        for placement in placements { ContentUnit(placement.node.layoutNodes).place(in: placement.rect, proposal: placement.proposal) }
    }
}
