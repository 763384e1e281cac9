import TermHostCore
import Observation

/// The node of a `Grid` inside a `ScrollView`: it lays out and draws only what is visible. SwiftUI's
/// `Grid` is not lazy (it measures every cell), and a 300 x 300 grid would make 90,000 nodes for the
/// screenful it shows; here the grid's rows and each `GridRow`'s cells are read by offset
/// (``LazyRows``, as `LazyVStack` reads its `ForEach`), and only the rows and columns in the scroll
/// view's visible part, with a margin (two rows and one column each way), are made, measured and drawn.
///
/// The choice for sizes, since the cells not made cannot be measured: a column is as wide as the
/// widest of its cells made so far, and a column none of whose cells was made is as wide as the
/// widest column measured (at first, that of the first row's first cells); widths only grow while the
/// number of columns stays, so columns never jump narrower when scrolled. A row is as tall as its
/// tallest made cell; a row never made is as tall as the first row. The grid's size, and the scroll
/// view's content, follow what was seen, as a lazy stack's do. With a width offered narrower than the
/// columns (a vertical scroll view), the columns share it as ``GridLayout`` shares it (each column
/// taking at most its width). Rows of more than ``ScrolledGridRowNode/wholeRowLimit`` cells take a cell to
/// span one column until it is made; a view that is not a `GridRow` spans every column without
/// sizing them (as with `.gridCellUnsizedAxes(.horizontal)`).
@MainActor
final class ScrolledGridNode: ViewNode {
    private var layout = GridLayout()
    private var rows: LazyRows?
    /// The made rows, by offset.
    private var made: [Int: ViewNode] = [:]
    /// Each column's width as measured (the widest of its made cells), `nil` before any was made.
    private var measuredWidths: [Int?] = []
    /// The widest column measured: the width of a column not measured.
    private var columnEstimate = 1
    private var columnGap: Int { layout.horizontalSpacing ?? 1 }
    private var rowLengths = GridTrackLengths()
    /// Each column's `.gridColumnAlignment`, from the first made cell that set one.
    private var columnAlignments: [Int: HorizontalAlignment] = [:]
    /// The made rows whose views read something that changed since.
    private var changedRows = Set<ObjectIdentifier>()
    /// Rows and columns made beside the visible ones, each way.
    private let overscanRows = 2
    private let overscanColumns = 1
    /// The first rows whose cell counts give the number of columns.
    private let sampleRows = 8
    /// The cells of the first row measured before anything is placed, for the first estimates.
    private let sampleColumns = 16

    override func update(with view: any View) {
        guard let grid = view as? any LayoutContainer, let newLayout = grid.containerLayout as? GridLayout else { return }
        var changed = rows == nil || newLayout != layout
        layout = newLayout
        rowLengths.gap = layout.verticalSpacing ?? 0
        let newRows = LazyRows(grid.containerContent)
        if newRows.count != rows?.count {
            rowLengths.reset(count: newRows.count)
            changed = true
        }
        rows = newRows
        if updateMadeRows(newRows) { changed = true }
        if resizeColumns() { changed = true }
        if changed { invalidateLayout() }
    }

    /// Gives each made row its new view at its offset; rows whose identity or kind changed are let go.
    private func updateMadeRows(_ rows: LazyRows) -> Bool {
        var gone: [ViewNode] = []
        for (offset, node) in made {
            guard offset < rows.count, AnyHashable(rows.key(at: offset)) == node.key else {
                made[offset] = nil
                gone.append(node)
                continue
            }
            let view = trackedRowView(rows, at: offset, for: RowIdentity(node)) { [weak self] in self?.rowDidChange($0) }
            if ObjectIdentifier(type(of: view)) == node.viewType {
                node.update(with: view)
            } else {
                made[offset] = nil
                gone.append(node)
            }
        }
        retire(gone)
        return !gone.isEmpty
    }

    /// The number of columns: the most cells of the first rows and of the made rows (at least one
    /// when a row spans them all). Returns whether it changed.
    private func resizeColumns() -> Bool {
        guard let rows else { return false }
        var count = 0
        var spanning = false
        for offset in 0..<min(rows.count, sampleRows) {
            if let row = rows.view(at: offset) as? any GridRowContent {
                count = max(count, LazyRows(row.rowContent).count)
            } else {
                spanning = true
            }
        }
        for node in made.values {
            if let row = node as? ScrolledGridRowNode { count = max(count, row.columnCount) } else { spanning = true }
        }
        if spanning { count = max(count, 1) }
        guard count != measuredWidths.count else { return false }
        if count < measuredWidths.count {
            measuredWidths.removeLast(measuredWidths.count - count)
        } else {
            measuredWidths += Array(repeating: nil, count: count - measuredWidths.count)
        }
        return true
    }

    private func retire(_ nodes: [ViewNode]) {
        guard !nodes.isEmpty else { return }
        focusMayLeave(nodes, from: children)
        children = made.keys.sorted().compactMap { made[$0] }
        for node in nodes {
            changedRows.remove(ObjectIdentifier(node))
            node.unmount()
        }
    }

    // MARK: Tracking what rows read

    private func rowDidChange(_ node: ViewNode) {
        guard made.values.contains(where: { $0 === node }) else { return }
        changedRows.insert(ObjectIdentifier(node))
        markDirty()
    }

    override func refresh() {
        guard let rows, !changedRows.isEmpty else { return }
        remakeChangedRows(made, changed: &changedRows, rows: rows) { [weak self] in self?.rowDidChange($0) }
    }

    /// The node of row `offset`, made (and mounted) if it was not.
    private func row(_ offset: Int) -> ViewNode? {
        if let node = made[offset] { return node }
        guard let rows, offset >= 0, offset < rows.count else { return nil }
        let identity = RowIdentity(nil)
        let view = trackedRowView(rows, at: offset, for: identity) { [weak self] in self?.rowDidChange($0) }
        let key = AnyHashable(rows.key(at: offset))
        let node = view is any GridRowContent
            ? ScrolledGridRowNode(graph: graph, parent: self, key: key, viewType: type(of: view))
            : graph.makeNode(for: view, key: key, parent: self)
        identity.node = node
        node.update(with: view)
        made[offset] = node
        children = made.keys.sorted().compactMap { made[$0] }
        if isMounted { node.mount() }
        return node
    }

    // MARK: Measuring

    /// Makes the first row's first cells and measures them, for the first estimates of a column's
    /// width and a row's height.
    private func measureFirstCells() {
        guard made.isEmpty, rowLengths.count > 0, let first = row(0) else { return }
        (first as? ScrolledGridRowNode)?.makeCells(in: 0...max(0, sampleColumns - 1))
        _ = measure(rowsIn: [0], widths: idealWidths)
    }

    private var idealWidths: [Int] { measuredWidths.map { $0 ?? columnEstimate } }

    /// The columns' widths for a width offered (none: their ideal widths).
    private func widths(offered: Int?) -> [Int] {
        let ideal = idealWidths
        guard let offered, !ideal.isEmpty, offered < Self.total(ideal, gap: columnGap) else { return ideal }
        let gaps = (ideal.count - 1) * columnGap
        let shares = StackRule.share(offered - gaps, priorities: Array(repeating: 0, count: ideal.count)) { column, offer in
            offer.map { min($0, ideal[column]) } ?? ideal[column]
        }
        return shares.enumerated().map { min($0.element, ideal[$0.offset]) }
    }

    /// Measures the made cells of `offsets`: widens their columns and sets the rows' heights (the
    /// first row's is the estimate of every row not made). Returns whether a length changed.
    private func measure(rowsIn offsets: [Int], widths: [Int]) -> Bool {
        var changed = false
        for offset in offsets {
            guard let row = made[offset] as? ScrolledGridRowNode else { continue }
            for cell in row.madeCells where cell.column < measuredWidths.count && cell.span == 1 {
                if columnAlignments[cell.column] == nil, let alignment = cell.node.layoutValue(for: GridColumnAlignmentKey.self) ?? nil {
                    columnAlignments[cell.column] = alignment
                }
                let unsized = cell.node.layoutValue(for: GridCellUnsizedAxesKey.self) ?? []
                guard !unsized.contains(.horizontal) else { continue }
                let width = ContentUnit(cell.node.layoutNodes).measure(.unspecified).width
                let known = measuredWidths[cell.column]
                if known == nil || width > known ?? 0 {
                    measuredWidths[cell.column] = max(width, known ?? 0)
                    changed = true
                }
            }
        }
        let widest = max(1, measuredWidths.reduce(0) { max($0, $1 ?? 0) })
        if widest != columnEstimate {
            columnEstimate = widest
            changed = true
        }
        let starts = Self.starts(of: widths, gap: columnGap)
        for offset in offsets {
            guard let node = made[offset] else { continue }
            let height: Int
            if let row = node as? ScrolledGridRowNode {
                height = row.madeCells.reduce(0) { tallest, cell in
                    let unsized = cell.node.layoutValue(for: GridCellUnsizedAxesKey.self) ?? []
                    guard !unsized.contains(.vertical), cell.column < widths.count else { return tallest }
                    let width = Self.width(of: cell.column, span: cell.span, widths: widths, starts: starts, gap: columnGap)
                    return max(tallest, ContentUnit(cell.node.layoutNodes).measure(ProposedViewSize(width: width, height: nil)).height)
                }
            } else {
                height = ContentUnit(node.layoutNodes).measure(ProposedViewSize(width: Self.total(widths, gap: columnGap), height: nil)).height
            }
            if offset == 0, rowLengths.setEstimate(max(1, height)) { changed = true }
            if rowLengths.setLength(height, of: offset) { changed = true }
        }
        return changed
    }

    private static func starts(of widths: [Int], gap: Int) -> [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(widths.count + 1)
        var position = 0
        for width in widths {
            starts.append(position)
            position += width + gap
        }
        starts.append(position)
        return starts
    }

    private static func total(_ widths: [Int], gap: Int) -> Int {
        widths.isEmpty ? 0 : widths.reduce(0, +) + (widths.count - 1) * gap
    }

    /// The width of the columns `column..<column + span` and the gaps between them.
    private static func width(of column: Int, span: Int, widths: [Int], starts: [Int], gap: Int) -> Int {
        let end = min(widths.count, column + span)
        guard column < end else { return 0 }
        return starts[end] - starts[column] - gap
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        measureFirstCells()
        let widths = widths(offered: proposal.width)
        return Size(width: Self.total(widths, gap: columnGap), height: rowLengths.total)
    }

    // MARK: Placement

    /// The part of the graph that shows: the enclosing scroll view's frame, else the root's.
    private var visibleRegion: Rect {
        var node = parent
        while let current = node {
            if current is ScrollNode { return current.frame }
            node = current.parent
        }
        return graph.root.frame
    }

    override func placeChildren(in rect: Rect) {
        guard let rows, rows.count > 0, measuredWidths.count > 0 else { return }
        measureFirstCells()
        var widths = widths(offered: placedProposal.width)
        var starts = Self.starts(of: widths, gap: columnGap)
        let visible = visibleRegion.intersection(rect)
        var wantedRows: [Int] = []
        var wantedColumns = 0...0
        if !visible.isEmpty {
            let top = visible.minY - rect.minY
            let first = max(0, rowLengths.index(at: top) - overscanRows)
            let last = min(rows.count - 1, rowLengths.index(at: top + visible.height - 1) + overscanRows)
            if first <= last { wantedRows = Array(first...last) }
            let left = visible.minX - rect.minX
            let right = left + visible.width - 1
            let firstColumn = max(0, (starts.lastIndex { $0 <= left } ?? 0) - overscanColumns)
            let lastColumn = min(measuredWidths.count - 1, (starts.lastIndex { $0 <= right } ?? 0) + overscanColumns)
            wantedColumns = firstColumn...max(firstColumn, lastColumn)
        }
        let wanted = Set(wantedRows)
        var gone: [ViewNode] = []
        for (offset, node) in made where !wanted.contains(offset) && !node.containsFocus {
            made[offset] = nil
            gone.append(node)
        }
        retire(gone)
        for offset in wantedRows {
            (row(offset) as? ScrolledGridRowNode)?.makeCells(in: wantedColumns)
        }
        var changed = resizeColumns()
        if measure(rowsIn: made.keys.sorted(), widths: widths) { changed = true }
        if changed {
            widths = self.widths(offered: placedProposal.width)
            starts = Self.starts(of: widths, gap: columnGap)
        }
        let totalWidth = Self.total(widths, gap: columnGap)
        for (offset, node) in made.sorted(by: { $0.key < $1.key }) {
            let rowRect = Rect(x: rect.minX, y: rect.minY + rowLengths.start(of: offset), width: totalWidth, height: rowLengths.length(of: offset))
            guard let row = node as? ScrolledGridRowNode else {
                let placement = place(node, in: rowRect, horizontal: layout.alignment.horizontal, vertical: layout.alignment.vertical)
                ContentUnit(node.layoutNodes).place(in: placement.rect, proposal: placement.proposal)
                continue
            }
            let vertical = row.alignment ?? layout.alignment.vertical
            let placements = row.madeCells.compactMap { cell -> GridArrangement.Placement? in
                guard cell.column < widths.count else { return nil }
                let space = Rect(x: rect.minX + starts[cell.column], y: rowRect.minY,
                                 width: Self.width(of: cell.column, span: cell.span, widths: widths, starts: starts, gap: columnGap),
                                 height: rowRect.height)
                let horizontal = cell.span == 1 ? columnAlignments[cell.column] ?? layout.alignment.horizontal : layout.alignment.horizontal
                return place(cell.node, in: space, horizontal: horizontal, vertical: vertical)
            }
            row.setPlacements(placements)
            row.place(in: rowRect, proposal: ProposedViewSize(rowRect.size))
        }
        if changed {
            invalidateLayout()
            application?.setNeedsFrame()
        }
    }

    /// Where `node` goes in `space`: by its `.gridCellAnchor`, else by the alignments.
    private func place(_ node: ViewNode, in space: Rect, horizontal: HorizontalAlignment, vertical: VerticalAlignment) -> GridArrangement.Placement {
        let proposal = ProposedViewSize(space.size)
        let dimensions = ContentUnit(node.layoutNodes).dimensions(in: proposal)
        let size = Size(width: dimensions.width, height: dimensions.height)
        let origin: Point
        if let anchor = node.layoutValue(for: GridCellAnchorKey.self) ?? nil {
            origin = space.origin + anchor.offset(in: space.size) - anchor.offset(in: size)
        } else {
            origin = space.origin + Alignment(horizontal: horizontal, vertical: vertical).origin(of: dimensions, in: space.size)
        }
        return GridArrangement.Placement(node: node, rect: Rect(origin: origin, size: size), proposal: proposal)
    }
}
