@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// A buffer of `width`x`height` filled with `.` so every cell shows in a snapshot, drawn into by `draw`.
func render(width: Int, height: Int, lineDrawing: Bool = true, background: Character = ".",
            _ draw: (Canvas) -> Void) -> ScreenBuffer {
    let buffer = ScreenBuffer(size: Size(width: width, height: height))
    let canvas = Canvas(buffer: buffer, lineDrawing: lineDrawing)
    canvas.fill(canvas.bounds, with: background)
    buffer.takeChanges { _, _ in }
    buffer.cellsWritten = 0
    draw(canvas)
    return buffer
}

/// Every cell of the buffer with its position, continuation cells included.
func allCells(of buffer: ScreenBuffer) -> [(Cell, Point)] {
    var cells: [(Cell, Point)] = []
    for y in 0..<buffer.size.height {
        for x in 0..<buffer.size.width { cells.append((buffer[x, y], Point(x: x, y: y))) }
    }
    return cells
}

/// True when every wide cell is followed by a continuation cell and every continuation cell follows a wide one.
func wideCellsAreConsistent(_ buffer: ScreenBuffer) -> Bool {
    for y in 0..<buffer.size.height {
        for x in 0..<buffer.size.width {
            let cell = buffer[x, y]
            if cell.width == 2 && (x + 1 >= buffer.size.width || !buffer[x + 1, y].isContinuation) { return false }
            if cell.isContinuation && (x == 0 || buffer[x - 1, y].width != 2) { return false }
        }
    }
    return true
}
