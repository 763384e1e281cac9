import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

@Suite("ScreenBuffer")
struct ScreenBufferTests {
    private func changes(_ buffer: ScreenBuffer) -> [(Character, Point)] {
        var result: [(Character, Point)] = []
        buffer.takeChanges { cell, point in result.append((cell.character, point)) }
        return result
    }

    private func presented(_ size: Size) -> (ScreenBuffer, Canvas) {
        let buffer = ScreenBuffer(size: size)
        _ = changes(buffer)
        return (buffer, Canvas(buffer: buffer))
    }

    @Test func newBufferIsBlankWithNothingToSend() {
        let buffer = ScreenBuffer(size: Size(width: 3, height: 2))
        #expect(buffer.text() == "   \n   ")
        #expect(changes(buffer).isEmpty)
    }

    @Test func changesAreReportedOnce() {
        let (buffer, canvas) = presented(Size(width: 6, height: 2))
        canvas.drawText("abc", at: Point(x: 1, y: 1))
        let first = changes(buffer)
        #expect(first.map(\.0) == ["a", "b", "c"])
        #expect(first.map(\.1) == [Point(x: 1, y: 1), Point(x: 2, y: 1), Point(x: 3, y: 1)])
        #expect(changes(buffer).isEmpty)
    }

    @Test func drawingTheSameContentAgainReportsNothing() {
        let (buffer, canvas) = presented(Size(width: 8, height: 3))
        canvas.drawBorder(canvas.bounds, title: "T")
        canvas.drawText("世界", at: Point(x: 1, y: 1))
        #expect(!changes(buffer).isEmpty)
        canvas.drawBorder(canvas.bounds, title: "T")
        canvas.drawText("世界", at: Point(x: 1, y: 1))
        #expect(changes(buffer).isEmpty)
    }

    @Test func aOneCellChangeReportsExactlyOneCell() {
        let (buffer, canvas) = presented(Size(width: 20, height: 10))
        canvas.fill(canvas.bounds, with: "x")
        _ = changes(buffer)
        canvas.put("y", at: Point(x: 7, y: 4))
        let reported = changes(buffer)
        #expect(reported.count == 1)
        #expect(reported.first?.0 == "y")
        #expect(reported.first?.1 == Point(x: 7, y: 4))
    }

    @Test func aStyleChangeIsAChange() {
        let (buffer, canvas) = presented(Size(width: 4, height: 1))
        canvas.drawText("ab", at: .zero)
        _ = changes(buffer)
        canvas.applyStyle(.bold, to: Rect(x: 1, y: 0, width: 1, height: 1))
        #expect(changes(buffer).map(\.1) == [Point(x: 1, y: 0)])
    }

    @Test func changingBackReportsTheCellAgain() {
        let (buffer, canvas) = presented(Size(width: 4, height: 1))
        canvas.put("a", at: .zero)
        _ = changes(buffer)
        canvas.put("b", at: .zero)
        canvas.put("a", at: .zero)
        #expect(changes(buffer).isEmpty)
    }

    @Test func continuationCellsAreSkipped() {
        let (buffer, canvas) = presented(Size(width: 6, height: 1))
        canvas.drawText("a世b", at: .zero)
        let reported = changes(buffer)
        #expect(reported.map(\.0) == ["a", "世", "b"])
        #expect(reported.map(\.1.x) == [0, 1, 3])
    }

    @Test func replacingAWideCharacterReportsBothColumns() {
        let (buffer, canvas) = presented(Size(width: 4, height: 1))
        canvas.drawText("世", at: .zero)
        _ = changes(buffer)
        canvas.put("x", at: Point(x: 1, y: 0))
        let reported = changes(buffer)
        #expect(reported.map(\.0) == [" ", "x"])
        #expect(reported.map(\.1.x) == [0, 1])
    }

    @Test func resizeMakesEverythingChange() {
        let (buffer, canvas) = presented(Size(width: 4, height: 2))
        canvas.drawText("abcd", at: .zero)
        _ = changes(buffer)
        buffer.resize(to: Size(width: 3, height: 3))
        #expect(buffer.size == Size(width: 3, height: 3))
        #expect(buffer.text() == "   \n   \n   ")
        #expect(changes(buffer).count == 9)
        #expect(changes(buffer).isEmpty)
    }

    @Test func resizeToZeroAndBack() {
        let buffer = ScreenBuffer(size: Size(width: 3, height: 2))
        buffer.resize(to: Size(width: 0, height: 0))
        #expect(changes(buffer).isEmpty)
        #expect(buffer.text() == "")
        Canvas(buffer: buffer).drawText("abc", at: .zero)
        buffer.resize(to: Size(width: -2, height: 5))
        #expect(buffer.size == Size(width: 0, height: 5))
        buffer.resize(to: Size(width: 2, height: 1))
        #expect(changes(buffer).count == 2)
    }

    @Test func invalidatePresentedSendsEverythingAgain() {
        let (buffer, canvas) = presented(Size(width: 3, height: 2))
        canvas.drawText("a世", at: .zero)
        _ = changes(buffer)
        buffer.invalidatePresented()
        let reported = changes(buffer)
        #expect(reported.count == 5)
        #expect(reported.map(\.0).prefix(2) == ["a", "世"])
    }

    @Test func subscriptOutsideTheGridIsBlank() {
        let buffer = ScreenBuffer(size: Size(width: 2, height: 2))
        #expect(buffer[-1, 0] == .blank)
        #expect(buffer[0, 2] == .blank)
        #expect(buffer.line(5) == "")
    }

    @Test func drawingAFiveCharacterLabelWritesFiveCells() {
        let (buffer, canvas) = presented(Size(width: 20, height: 2))
        buffer.cellsWritten = 0
        canvas.drawText("Label", at: Point(x: 2, y: 1))
        #expect(buffer.cellsWritten == 5)
    }

    @Test func clippedDrawingWritesOnlyVisibleCells() {
        let (buffer, canvas) = presented(Size(width: 10, height: 2))
        buffer.cellsWritten = 0
        canvas.subcanvas(Rect(x: 0, y: 0, width: 3, height: 1)).drawText("Hello, world", at: .zero)
        #expect(buffer.cellsWritten == 3)
    }
}
