import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// Canvas.clear writes whole rows at once (ScreenBuffer.fillRun); it must leave exactly what clearing
/// cell by cell leaves, wide characters cut at either end included.
@Suite("Clear fast path")
struct ClearFastPathTests {
    private func changes(_ buffer: ScreenBuffer) -> [String] {
        var result: [String] = []
        buffer.takeChanges { cell, point in result.append("\(point)\(cell.character)\(cell.width)\(cell.style)") }
        return result
    }

    private func cells(_ buffer: ScreenBuffer) -> [Cell] {
        var result: [Cell] = []
        for y in 0..<buffer.size.height {
            for x in 0..<buffer.size.width { result.append(buffer[x, y]) }
        }
        return result
    }

    @Test func clearingMatchesCellByCellWrites() {
        let background = ["a世b界c", "世界世界世界", "ab  世 cd界"]
        let style = Style(background: .ansi(4))
        for minX in -1...7 {
            for width in 0...9 {
                let fast = ScreenBuffer(size: Size(width: 10, height: 3))
                let slow = ScreenBuffer(size: Size(width: 10, height: 3))
                for (y, line) in background.enumerated() {
                    Canvas(buffer: fast).drawText(line, at: Point(x: 0, y: y), style: .bold)
                    Canvas(buffer: slow).drawText(line, at: Point(x: 0, y: y), style: .bold)
                }
                _ = changes(fast)
                _ = changes(slow)
                let rect = Rect(x: minX, y: 0, width: width, height: 3)
                Canvas(buffer: fast).clear(rect, style: style)
                let area = rect.intersection(Rect(x: 0, y: 0, width: 10, height: 3))
                if !area.isEmpty {
                    for y in area.minY..<area.maxY {
                        for x in area.minX..<area.maxX { slow.write(Cell(" ", style: style), x: x, y: y) }
                    }
                }
                #expect(cells(fast) == cells(slow), "clear at x \(minX) width \(width)")
                #expect(changes(fast) == changes(slow), "clear at x \(minX) width \(width)")
                #expect(fast.cellsWritten == slow.cellsWritten)
            }
        }
    }
}
