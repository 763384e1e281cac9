import TermHostCore

/// How a grid lays out its cells for one proposal: the column widths and the row heights, each
/// shared out as a stack shares its length (``StackRule/share(_:priorities:length:)``), and where
/// every cell goes.
///
/// A column's length for an offer is what its widest cell takes for it; a cell spanning `n` columns,
/// offered `n` times the column's offer, adds an `n`th of what it needs beyond its columns' widths
/// to each of them (the first columns one more while a remainder lasts). So columns are as wide as their widest cells when everything fits, and a flexible
/// cell (a `Color`, or a `Divider` in a row of its own) makes its columns flexible too, unless
/// `.gridCellUnsizedAxes(_:)` takes it out of the sizing. Rows are as tall as their tallest cells,
/// each measured at its width.
@MainActor
struct GridArrangement {
    struct Cell {
        let node: ViewNode
        let row: Int
        let column: Int
        let span: Int
        let unsized: Axis.Set
    }

    /// A cell's space and what it is placed with.
    struct Placement {
        let node: ViewNode
        let rect: Rect
        let proposal: ProposedViewSize
    }

    let layout: GridLayout
    private(set) var cells: [Cell] = []
    /// Each row's node when it is a `GridRow` (`nil`: a view spanning all the columns).
    private(set) var rowNodes: [GridRowNode?] = []
    private(set) var columnCount = 0
    private var cellsByColumn: [[Int]] = []
    /// The cells of each row (they are listed row by row).
    private var rowRanges: [Range<Int>] = []
    private var cellsByRow: [[Int]] = []
    /// Each column's `.gridColumnAlignment`, from its first single-column cell that sets one.
    private var columnAlignments: [HorizontalAlignment?] = []
    private(set) var widths: [Int] = []
    private(set) var heights: [Int] = []

    private var horizontalGap: Int { layout.horizontalSpacing ?? 1 }
    private var verticalGap: Int { layout.verticalSpacing ?? 0 }

    init(_ subviews: LayoutSubviews, layout: GridLayout, proposal: ProposedViewSize) {
        self.layout = layout
        collect(subviews)
        widths = lengths(count: columnCount, offered: proposal.width, gap: horizontalGap, length: columnLength)
        heights = lengths(count: rowNodes.count, offered: proposal.height, gap: verticalGap, length: rowLength)
    }

    private mutating func collect(_ subviews: LayoutSubviews) {
        var spanning: [Int] = []
        for (row, subview) in subviews.enumerated() {
            let rowNode = subview.node as? GridRowNode
            rowNodes.append(rowNode)
            let first = cells.count
            defer { rowRanges.append(first..<cells.count) }
            guard let rowNode else {
                spanning.append(cells.count)
                cells.append(Cell(node: subview.node, row: row, column: 0, span: 0, unsized: unsizedAxes(of: subview.node)))
                continue
            }
            var column = 0
            for node in rowNode.layoutChildren {
                let span = node.layoutValue(for: GridCellColumnsKey.self) ?? 1
                cells.append(Cell(node: node, row: row, column: column, span: span, unsized: unsizedAxes(of: node)))
                column += span
            }
            columnCount = max(columnCount, column)
        }
        columnCount = max(columnCount, spanning.isEmpty ? 0 : 1)
        for index in spanning {
            let cell = cells[index]
            cells[index] = Cell(node: cell.node, row: cell.row, column: 0, span: columnCount, unsized: cell.unsized)
        }
        cellsByColumn = Array(repeating: [], count: columnCount)
        cellsByRow = Array(repeating: [], count: rowNodes.count)
        columnAlignments = Array(repeating: nil, count: columnCount)
        for (index, cell) in cells.enumerated() {
            if cell.span == 1, rowNodes[cell.row] != nil, columnAlignments[cell.column] == nil {
                columnAlignments[cell.column] = cell.node.layoutValue(for: GridColumnAlignmentKey.self) ?? nil
            }
            if !cell.unsized.contains(.horizontal) {
                for column in cell.column..<min(columnCount, cell.column + cell.span) { cellsByColumn[column].append(index) }
            }
            if !cell.unsized.contains(.vertical) { cellsByRow[cell.row].append(index) }
        }
    }

    private func unsizedAxes(of node: ViewNode) -> Axis.Set {
        node.layoutValue(for: GridCellUnsizedAxesKey.self) ?? []
    }

    /// The lengths of `count` tracks: ideal without an offer, else the offer shared out.
    private func lengths(count: Int, offered: Int?, gap: Int, length: (Int, Int?) -> Int) -> [Int] {
        guard let offered else { return (0..<count).map { length($0, nil) } }
        let gaps = max(0, count - 1) * gap
        let offers = StackRule.share(offered - gaps, priorities: Array(repeating: 0, count: count), length: length)
        return offers.enumerated().map { length($0.offset, $0.element) }
    }

    /// What column `column` takes for `offer`: its widest single-column cell's width, plus an equal
    /// part of what a cell spanning it needs beyond the single-column widths of its columns.
    private func columnLength(_ column: Int, _ offer: Int?) -> Int {
        var extra = 0
        for index in cellsByColumn[column] where cells[index].span > 1 {
            let cell = cells[index]
            let gaps = (cell.span - 1) * horizontalGap
            let cellOffer = offer.map { min(Int.infinity, $0 * cell.span + gaps) }
            let taken = cell.node.measure(ProposedViewSize(width: cellOffer, height: nil)).width
            let end = min(columnCount, cell.column + cell.span)
            let covered = (cell.column..<end).reduce(0) { $0 + singleColumnLength($1, offer) }
            let missing = taken - gaps - covered
            guard missing > 0 else { continue }
            let part = missing / cell.span + (column - cell.column < missing % cell.span ? 1 : 0)
            extra = max(extra, part)
        }
        return singleColumnLength(column, offer) + extra
    }

    /// The widest width the single-column cells of `column` take for `offer`.
    private func singleColumnLength(_ column: Int, _ offer: Int?) -> Int {
        var length = 0
        for index in cellsByColumn[column] where cells[index].span == 1 {
            length = max(length, cells[index].node.measure(ProposedViewSize(width: offer, height: nil)).width)
        }
        return length
    }

    /// What row `row` takes for `offer`: its tallest cell's height at its width (or, when the row
    /// lines up on a baseline, the height of its cells lined up).
    private func rowLength(_ row: Int, _ offer: Int?) -> Int {
        let dimensions = cellsByRow[row].map { cells[$0].node.dimensions(in: ProposedViewSize(width: width(of: cells[$0]), height: offer)) }
        let key = verticalAlignment(ofRow: row).key
        if key.baseline != nil { return GuideLineUp(key, dimensions: dimensions).length }
        return dimensions.map(\.height).max() ?? 0
    }

    /// The width of a cell's space: the columns it spans and the gaps between them.
    private func width(of cell: Cell) -> Int {
        let end = min(columnCount, cell.column + cell.span)
        guard cell.column < end else { return 0 }
        return widths[cell.column..<end].reduce(0, +) + (end - cell.column - 1) * horizontalGap
    }

    private func verticalAlignment(ofRow row: Int) -> VerticalAlignment {
        rowNodes[row]?.alignment ?? layout.alignment.vertical
    }

    /// The grid's size.
    var size: Size {
        Size(width: widths.reduce(0, +) + max(0, widths.count - 1) * horizontalGap,
             height: heights.reduce(0, +) + max(0, heights.count - 1) * verticalGap)
    }

    /// Where row `row` lies when the grid is placed in `bounds`.
    func rowRect(_ row: Int, in bounds: Rect) -> Rect {
        let top = heights[..<row].reduce(0, +) + row * verticalGap
        return Rect(x: bounds.minX, y: bounds.minY + top, width: size.width, height: heights[row])
    }

    /// Where each cell of row `row` goes when the grid is placed in `bounds`.
    func placements(ofRow row: Int, in bounds: Rect) -> [Placement] {
        let rowRect = rowRect(row, in: bounds)
        let rowCells = Array(cells[rowRanges[row]])
        let spaces = rowCells.map { cell -> Rect in
            let left = widths[..<min(cell.column, widths.count)].reduce(0, +) + cell.column * horizontalGap
            return Rect(x: bounds.minX + left, y: rowRect.minY, width: width(of: cell), height: rowRect.height)
        }
        let proposals = spaces.map { ProposedViewSize($0.size) }
        let dimensions = zip(rowCells, proposals).map { $0.node.dimensions(in: $1) }
        let vertical = verticalAlignment(ofRow: row)
        let lineUp = vertical.key.baseline == nil ? nil : GuideLineUp(vertical.key, dimensions: dimensions)
        return rowCells.indices.map { index in
            let cell = rowCells[index]
            let space = spaces[index]
            let size = dimensions[index].size
            var origin: Point
            if let anchor = cell.node.layoutValue(for: GridCellAnchorKey.self) ?? nil {
                origin = space.origin + anchor.offset(in: space.size) - anchor.offset(in: size)
            } else {
                let alignment = Alignment(horizontal: horizontalAlignment(of: cell), vertical: vertical)
                origin = space.origin + alignment.origin(of: dimensions[index], in: space.size)
                if let lineUp { origin.y = space.minY + lineUp.origin(of: index, in: space.height) }
            }
            return Placement(node: cell.node, rect: Rect(origin: origin, size: size), proposal: proposals[index])
        }
    }

    /// A cell's horizontal alignment: its column's, else the grid's.
    private func horizontalAlignment(of cell: Cell) -> HorizontalAlignment {
        guard cell.span == 1, rowNodes[cell.row] != nil else { return layout.alignment.horizontal }
        return columnAlignments[cell.column] ?? layout.alignment.horizontal
    }
}
