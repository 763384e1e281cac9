import Observation
import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting
import TermHostTesting

// Structural checks of the incremental layout paths: a stack re-measures only the arranged subview
// whose intrinsic size changed, and a list reload that keeps the row's height re-places no cell.

/// Counts how often labels are measured.
@MainActor
private final class MeasureCounter {
    var measurements = 0
}

/// A label that counts its measurements.
@MainActor
private final class CountingLabel: LabelWidget {
    let counter: MeasureCounter

    init(_ text: String, counter: MeasureCounter) {
        self.counter = counter
        super.init(text)
    }

    override func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
                                          verticalFittingPriority vertical: LayoutPriority) -> Size {
        counter.measurements += 1
        return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontal,
                                             verticalFittingPriority: vertical)
    }
}

@Observable
@MainActor
private final class GrowingLines {
    var count = 1
}

private struct GrowingText: View {
    let model: GrowingLines
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<model.count) { line in Text("Line \(line)") }
        }
    }
}

@MainActor
private final class TextRows: ListWidgetDataSource {
    var texts = (0..<1_000).map { "Row \($0)" }

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
        let text = texts[indexPath.row]
        cell.contentConfiguration = HostingConfiguration { Text(text) }
        return cell
    }
}

@Suite("Incremental stack and list layout")
@MainActor
struct IncrementalLayoutTests {
    private static let size = Size(width: 60, height: 20)

    @Test func aResizingHostInAStackReMeasuresNoSibling() {
        let model = GrowingLines()
        let counter = MeasureCounter()
        var made: StackWidget?
        let app = hostAmongSiblings(HostWidget { GrowingText(model: model) }, siblings: 200, size: Self.size) {
            CountingLabel($0, counter: counter)
        } made: { made = $0 }
        for lines in [2, 3, 2, 1] {
            counter.measurements = 0
            model.count = lines
            app.waitUntilIdle()
            #expect(app.find("Sibling 5")?.y == 5 + lines, "the siblings below still move")
            #expect(app.find("Sibling 12")?.y == 12 + lines)
            #expect(counter.measurements == 0, "only the host is measured again")
        }
        counter.measurements = 0
        made?.frame = Rect(origin: .zero, size: Size(width: 40, height: Self.size.height))
        app.waitUntilIdle()
        #expect(counter.measurements == 200, "a new width measures every sibling again, once")
        counter.measurements = 0
        made?.spacing = 1
        app.waitUntilIdle()
        #expect(counter.measurements == 200, "a new spacing measures every sibling again, once")
        #expect(app.find("Sibling 2")?.y == 4)
    }

    /// A hosted stack that grows or shrinks by one line lays out only the nodes placed somewhere new:
    /// the text added (not the lines that stayed) and the containers that changed size. A node measured
    /// for several proposals in the frame (the host's ideal, maximum and height-for-width questions,
    /// then its placement) is one node laid out.
    @Test func aOneLineGrowthOfAHostLaysOutOnlyTheNodesWhoseFramesChange() {
        let model = GrowingLines()
        let app = hostAmongSiblings(HostWidget { GrowingText(model: model) }, siblings: 20, size: Self.size)
        for lines in [2, 3, 4, 3, 2, 1] {
            let before = app.statistics
            model.count = lines
            app.waitUntilIdle()
            let laidOut = app.statistics.nodesLaidOut - before.nodesLaidOut
            let moved = app.statistics.nodeFramesChanged - before.nodeFramesChanged
            #expect(app.find("Line \(lines - 1)") != nil)
            #expect(app.find("Line \(lines)") == nil)
            #expect(laidOut >= 1, "the stack that changed size is laid out")
            #expect(laidOut <= moved, "\(lines) lines: \(laidOut) nodes laid out, \(moved) frames changed")
        }
    }

    /// Adding subviews one by one measures each once: the others keep their measurements (re-measuring
    /// every arranged subview on each addition made building a stack of N quadratic in N).
    @Test func addingArrangedSubviewsOneByOneMeasuresEachOnce() {
        let counter = MeasureCounter()
        var made: StackWidget?
        let app = HeadlessApp(size: Self.size) { _ in
            let window = Window()
            let stack = StackWidget(axis: .vertical)
            stack.frame = Rect(origin: .zero, size: Self.size)
            window.addSubview(stack)
            made = stack
            return window
        }
        let stack = made
        for index in 0..<200 { stack?.addArrangedSubview(CountingLabel("Item \(index)", counter: counter)) }
        app.waitUntilIdle()
        #expect(counter.measurements == 200, "each new label measured once, none of the others again")
        #expect(app.find("Item 0")?.y == 0)
        #expect(app.find("Item 19")?.y == 19)
        counter.measurements = 0
        stack?.arrangedSubviews.first?.removeFromSuperview()
        stack?.insertArrangedSubview(CountingLabel("Inserted", counter: counter), at: 3)
        app.waitUntilIdle()
        #expect(counter.measurements == 1, "a removal measures nothing, an insertion the inserted label")
        #expect(app.find("Item 1")?.y == 0, "the removed label's place is taken")
        #expect(app.find("Inserted")?.y == 3)
        #expect(app.find("Item 4")?.y == 4)
    }

    @Test func aHiddenSiblingCollapsesAndShowsAgain() {
        let labels = (0..<30).map { LabelWidget("Item \($0)") }
        let app = HeadlessApp(size: Self.size) { _ in
            let window = Window()
            let stack = StackWidget(axis: .vertical, arrangedSubviews: labels)
            stack.frame = Rect(origin: .zero, size: Self.size)
            window.addSubview(stack)
            return window
        }
        labels[2].isHidden = true
        app.waitUntilIdle()
        #expect(app.find("Item 3")?.y == 2)
        labels[2].isHidden = false
        labels[1].text = "Item 1\nsecond line"
        labels[1].numberOfLines = 0
        app.waitUntilIdle()
        #expect(app.find("Item 2")?.y == 3)
        #expect(app.find("Item 3")?.y == 4)
    }

    @Test func aOneRowReloadReconfiguresTheCellInPlace() {
        let rows = TextRows()
        let (app, list) = showFullScreenList(rows, size: Self.size)
        let others = list.visibleCells.enumerated().filter { $0.offset != 5 }.map { ($0.element, $0.element.frame) }
        for change in 1...3 {
            let placed = list.cellsPlaced
            let laidOut = app.statistics.widgetsLaidOut
            rows.texts[5] = "Row 5 changed \(change)"
            list.reloadRows(at: [IndexPath(row: 5, section: 0)], with: .none)
            app.waitUntilIdle()
            #expect(app.line(5).hasPrefix(" Row 5 changed \(change)"))
            #expect(list.cellsPlaced == placed, "no cell is placed again")
            #expect(app.statistics.widgetsLaidOut - laidOut <= 3, "the list and the reloaded cell's content")
            #expect(list.visibleCells.count == Self.size.height)
            for (cell, frame) in others { #expect(cell.frame == frame) }
        }
    }

    @Test func aRedrawOfOneRowLooksAtTheCellsInItsRegionOnly() {
        let rows = TextRows()
        let (app, list) = showFullScreenList(rows, size: Self.size)
        list.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        app.waitUntilIdle()
        #expect(app.line(5).hasPrefix(" Row 505"))
        let examined = list.cellsExamined
        rows.texts[505] = "Row 505 changed"
        list.reloadRows(at: [IndexPath(row: 505, section: 0)], with: .none)
        app.waitUntilIdle()
        #expect(app.line(5).hasPrefix(" Row 505 changed"))
        #expect(list.cellsExamined - examined <= 2, "the damaged row's cell (and at most a neighbour), not the \(list.visibleCells.count) shown")
    }

    @Test func aReloadThatChangesTheRowHeightMovesTheRowsBelow() {
        let rows = TextRows()
        let (app, list) = showFullScreenList(rows, size: Self.size)
        let placed = list.cellsPlaced
        rows.texts[5] = "Row 5\nsecond line"
        list.reloadRows(at: [IndexPath(row: 5, section: 0)], with: .none)
        app.waitUntilIdle()
        #expect(list.cellsPlaced > placed, "the cells below move")
        #expect(app.line(6).hasPrefix(" second line"))
        #expect(app.line(7).hasPrefix(" Row 6"))
        #expect(list.visibleCells.count == Self.size.height - 1)
    }
}
