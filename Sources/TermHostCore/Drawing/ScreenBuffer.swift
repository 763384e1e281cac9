/// The grid of cells a frame is drawn into, with the record of what changed since it was last presented.
///
/// Drawing writes the back grid through a ``Canvas``; ``takeChanges(_:)`` hands the cells that differ
/// from what the terminal already shows to a callback and forgets them, so a frame pushes only
/// changed cells. Only rows touched since the last call are compared.
public final class ScreenBuffer {
    /// The grid size.
    public private(set) var size: Size {
        get { gridSize }
        set { gridSize = newValue }
    }
    // The state lives in private stored properties behind the public accessors: the optimizer sees
    // every access to them, so they need no run-time exclusivity check.
    private var gridSize: Size
    private var cells: [Cell]
    private var presented: [Cell]
    /// Per row, the touched column span (`lower == Int.max` when untouched).
    private var touched: [(lower: Int, upper: Int)]
    private var touchedRows: [Int] = []
    /// Cells written since the counter was last reset (for work measurements).
    public var cellsWritten: Int {
        get { written }
        set { written = newValue }
    }
    private var written = 0
    /// Calls of the one-cell ``write(_:x:y:)`` (for work measurements: text drawn as runs makes none).
    private(set) var singleCellWrites = 0

    /// Creates a blank buffer of `size`.
    public init(size: Size) {
        let clamped = Size(width: max(0, size.width), height: max(0, size.height))
        gridSize = clamped
        cells = Array(repeating: .blank, count: clamped.area)
        presented = cells
        touched = Array(repeating: (Int.max, Int.min), count: clamped.height)
    }

    /// Resizes the grid; every cell becomes blank and the whole screen counts as changed.
    public func resize(to newSize: Size) {
        let clamped = Size(width: max(0, newSize.width), height: max(0, newSize.height))
        size = clamped
        cells = Array(repeating: .blank, count: clamped.area)
        presented = Array(repeating: Cell("\u{0}"), count: clamped.area)
        touched = Array(repeating: (Int.max, Int.min), count: clamped.height)
        touchedRows = []
        for row in 0..<clamped.height { touch(row: row, from: 0, to: clamped.width) }
    }

    /// Forces every cell to be sent again at the next ``takeChanges(_:)`` (after the terminal lost its contents).
    public func invalidatePresented() {
        changePresented { presented in
            for i in presented.indices { presented[i] = Cell("\u{0}") }
        }
        for row in 0..<size.height { touch(row: row, from: 0, to: size.width) }
    }

    /// Runs `body` on the grid moved out of `cells` (and back after). `cells`, `presented`, `touched`
    /// and `touchedRows` are only ever read, assigned or moved, never changed in place, so the optimizer
    /// sees that no access to them overlaps another and checks none at run time (an array changed in place
    /// in a class property is checked at every access: the copy its change may make is a call the
    /// optimizer cannot see into). `body` must not use the buffer's cells: they are empty meanwhile.
    @inline(__always)
    private func changeCells<Result>(_ body: (inout [Cell]) -> Result) -> Result {
        var moved: [Cell] = []
        swap(&moved, &cells)
        defer { swap(&moved, &cells) }
        return body(&moved)
    }

    /// ``changeCells(_:)`` for `presented`.
    @inline(__always)
    private func changePresented<Result>(_ body: (inout [Cell]) -> Result) -> Result {
        var moved: [Cell] = []
        swap(&moved, &presented)
        defer { swap(&moved, &presented) }
        return body(&moved)
    }

    /// ``changeCells(_:)`` for `touched`.
    @inline(__always)
    private func changeTouched(_ body: (inout [(lower: Int, upper: Int)]) -> Void) {
        var moved: [(lower: Int, upper: Int)] = []
        swap(&moved, &touched)
        defer { swap(&moved, &touched) }
        body(&moved)
    }

    /// ``changeCells(_:)`` for `touchedRows`.
    @inline(__always)
    private func changeTouchedRows(_ body: (inout [Int]) -> Void) {
        var moved: [Int] = []
        swap(&moved, &touchedRows)
        defer { swap(&moved, &touchedRows) }
        body(&moved)
    }

    /// The cell at column `x`, row `y` (blank outside the grid).
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return .blank }
        return cells[y * size.width + x]
    }

    @inline(__always)
    private func touch(row: Int, from lower: Int, to upper: Int) {
        var span = touched[row]
        if span.lower == Int.max { changeTouchedRows { $0.append(row) } }
        span.lower = min(span.lower, lower)
        span.upper = max(span.upper, upper)
        changeTouched { $0[row] = span }
    }

    /// Writes `cell` at (x, y). A wide cell (width 2, or more for a cluster of several spacing scalars)
    /// that does not fit before the right edge becomes a space; overwriting part of an existing wide
    /// character blanks the rest of it.
    func write(_ cell: Cell, x: Int, y: Int) {
        guard x >= 0, y >= 0, x < size.width, y < size.height else { return }
        let rowStart = y * size.width
        var cell = cell
        var width = max(1, Int(cell.width))
        if x + width > size.width {
            cell = Cell(" ", style: cell.style)
            width = 1
        }
        let columns = size.width
        let (lower, upper) = changeCells { cells in
            let lower = Self.blankOwner(in: &cells, ofContinuationAt: x, rowStart: rowStart)
            cells[rowStart + x] = cell
            for column in (x + 1)..<(x + width) {
                cells[rowStart + column] = Cell(" ", style: cell.style, width: 0)
            }
            return (lower, Self.blankContinuations(in: &cells, from: x + width, rowStart: rowStart, columns: columns))
        }
        cellsWritten += 1
        singleCellWrites += 1
        touch(row: y, from: lower, to: upper)
    }

    /// When column `x` is part of a wide character that starts further left, blanks that character's
    /// columns left of `x`. Returns the first column changed (`x` when none).
    @inline(__always)
    private static func blankOwner(in cells: inout [Cell], ofContinuationAt x: Int, rowStart: Int) -> Int {
        guard cells[rowStart + x].isContinuation else { return x }
        var owner = x
        while owner > 0 && cells[rowStart + owner].isContinuation { owner -= 1 }
        for column in owner..<x { cells[rowStart + column] = Cell(" ", style: cells[rowStart + column].style) }
        return owner
    }

    /// Blanks the continuation cells from column `x` on, which belonged to a wide character just
    /// overwritten. Returns the column after the last one changed (`x` when none).
    @inline(__always)
    private static func blankContinuations(in cells: inout [Cell], from x: Int, rowStart: Int, columns: Int) -> Int {
        var column = x
        while column < columns && cells[rowStart + column].isContinuation {
            cells[rowStart + column] = Cell(" ", style: cells[rowStart + column].style)
            column += 1
        }
        return column
    }

    /// Clamps a run of `count` columns of row `y` from column `x` to the grid. Returns the row's first
    /// index and the run's columns, or `nil` for an empty run.
    @inline(__always)
    private func clampRun(x: Int, y: Int, count: Int) -> (rowStart: Int, start: Int, end: Int)? {
        guard y >= 0, y < size.height else { return nil }
        let start = max(0, x), end = min(size.width, x + count)
        guard start < end else { return nil }
        return (y * size.width, start, end)
    }

    /// Writes one-column cells over `count` columns of row `y` from column `x` (clamped to the grid),
    /// the `i`-th showing `character(i)` with `style` drawn over what is there (``Style/legible(over:)``). Same result as
    /// ``write(_:x:y:)`` cell by cell (a wide character cut at either end loses its other half), in one pass.
    /// `character` must not use the buffer (its cells are moved out meanwhile, see ``changeCells(_:)``).
    @inline(__always)
    func writeRun(x: Int, y: Int, count: Int, style: Style, character: (Int) -> Character) {
        guard let (rowStart, start, end) = clampRun(x: x, y: y, count: count) else { return }
        let columns = size.width
        let (lower, upper) = changeCells { cells in
            let lower = Self.blankOwner(in: &cells, ofContinuationAt: start, rowStart: rowStart)
            let legibility = style.mayChangeForLegibility
            cells.withUnsafeMutableBufferPointer { cells in
                for column in start..<end {
                    let index = rowStart + column
                    let base = cells[index].style
                    cells[index] = Cell(character(column - x), style: legibility ? style.legible(over: base) : style.over(base))
                }
            }
            return (lower, max(end, Self.blankContinuations(in: &cells, from: end, rowStart: rowStart, columns: columns)))
        }
        cellsWritten += end - start
        touch(row: y, from: lower, to: upper)
    }

    /// Writes the one-column `cell` over `count` columns of row `y` from column `x` (clamped to the grid).
    /// Same result as ``write(_:x:y:)`` cell by cell (a wide character cut at either end loses its other
    /// half), in one pass: clearing a damaged region costs one array access per row, not several per cell.
    /// The columns at either end that already hold `cell` are neither stored nor touched, so clearing a
    /// region that is mostly blank already leaves ``takeChanges(_:)`` little to compare (the cells
    /// outside the touched spans are the ones presented, and a cell left as it was keeps that true).
    func fillRun(_ cell: Cell, x: Int, y: Int, count: Int) {
        guard cell.width == 1 else {
            for column in x..<(x + max(0, count)) { write(cell, x: column, y: y) }
            return
        }
        guard let (rowStart, start, end) = clampRun(x: x, y: y, count: count) else { return }
        let columns = size.width
        let (lower, first, last, upper) = changeCells { cells in
            let lower = Self.blankOwner(in: &cells, ofContinuationAt: start, rowStart: rowStart)
            let (first, last) = cells.withUnsafeMutableBufferPointer { cells in
                var first = rowStart + start, last = rowStart + end
                while first < last && cells[first] == cell { first += 1 }
                while last > first && cells[last - 1] == cell { last -= 1 }
                for index in first..<last { cells[index] = cell }
                return (first - rowStart, last - rowStart)
            }
            return (lower, first, last, max(end, Self.blankContinuations(in: &cells, from: end, rowStart: rowStart, columns: columns)))
        }
        cellsWritten += end - start
        // Changed: [lower, start) left of the run, at most [first, last) in it, [end, upper) right of it.
        let from = lower < start ? lower : first, to = upper > end ? upper : last
        if from < to { touch(row: y, from: from, to: to) }
    }

    /// Calls `body` with every cell that differs from what was last presented, row by row, and
    /// records them as presented. Continuation cells are skipped (the wide cell covers them).
    public func takeChanges(_ body: (Cell, Point) -> Void) {
        let width = size.width
        for row in touchedRows {
            let span = touched[row]
            changeTouched { $0[row] = (Int.max, Int.min) }
            let rowStart = row * width
            var x = max(0, span.lower)
            let end = min(width, span.upper)
            while x < end {
                let index = rowStart + x
                let cell = cells[index]
                if cell != presented[index] {
                    changePresented { presented in
                        presented[index] = cell
                        for column in (x + 1)..<min(width, x + max(1, Int(cell.width))) {
                            presented[rowStart + column] = cells[rowStart + column]
                        }
                    }
                    if !cell.isContinuation { body(cell, Point(x: x, y: row)) }
                }
                x += 1
            }
        }
        changeTouchedRows { $0.removeAll(keepingCapacity: true) }
    }

    /// The grid as text, one line per row, continuation cells left out (so each line reads as shown).
    public func text() -> String {
        var lines: [String] = []
        lines.reserveCapacity(size.height)
        for row in 0..<size.height { lines.append(line(row)) }
        return lines.joined(separator: "\n")
    }

    /// Row `y` as text, continuation cells left out.
    public func line(_ y: Int) -> String {
        cells.line(y, in: size)
    }
}
