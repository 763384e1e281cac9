import Testing
import TermHost
import TermHostTesting

@MainActor
private final class CountingCell: ListCellWidget {
    static var created = 0
    override init(style: CellStyle, reuseIdentifier: String?) {
        CountingCell.created += 1
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
}

/// One section of numbered rows, cells from a registered class.
@MainActor
private final class NumberedRows: ListWidgetDataSource {
    var rows: [String]
    var asked: [Int] = []
    init(_ rows: [String]) { self.rows = rows }
    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        asked.append(indexPath.row)
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.textLabel?.numberOfLines = 0
        return cell
    }
}

@Suite("Lists: virtualization, reuse, heights, scrolling", .serialized)
@MainActor
struct ListVirtualizationTests {
    private func makeList(_ rows: NumberedRows, width: Int = 12, height: Int = 5) -> (ListWidget, HeadlessApp) {
        let list = ListWidget(frame: Rect(x: 0, y: 0, width: width, height: height))
        list.register(CountingCell.self, forCellReuseIdentifier: "row")
        list.dataSource = rows
        let window = Window()
        window.addSubview(list)
        let app = HeadlessApp(size: Size(width: width, height: height)) { _ in window }
        app.application.focusEngine.focus(list)
        app.waitUntilIdle()
        return (list, app)
    }

    @Test func hundredThousandRowsMakeOnlyTheVisibleCells() {
        CountingCell.created = 0
        let rows = NumberedRows((0..<100_000).map { "row \($0)" })
        let (list, app) = makeList(rows)
        #expect(CountingCell.created == 5)
        #expect(rows.asked == [0, 1, 2, 3, 4])
        app.press(.end)
        #expect(list.indexPathForFocusedRow == path(99_999))
        #expect(app.screen == " row 99995\n row 99996\n row 99997\n row 99998\n row 99999")
        #expect(CountingCell.created == 5, "cells are reused")
        #expect(rows.asked.count == 10, "only the shown rows were asked for")
        for _ in 0..<20 { app.press(.up) }
        #expect(list.indexPathForFocusedRow == path(99_979))
        #expect(CountingCell.created <= 6)
        #expect(list.visibleCells.count == 5)
        app.press(.home)
        #expect(app.line(0).hasPrefix(" row 0"))
        #expect(CountingCell.created <= 6)
    }

    @Test func pageKeysMoveTheCursorByAScreenAndTheWheelScrollsTheContent() {
        let rows = NumberedRows((0..<50).map { "r\($0)" })
        let (list, app) = makeList(rows)
        #expect(list.indexPathForFocusedRow == path(0), "the cursor starts on the first row when the list takes focus")
        app.press(.pageDown)
        #expect(list.indexPathForFocusedRow == path(4))
        app.press(.pageDown)
        #expect(list.indexPathForFocusedRow == path(8))
        #expect(app.line(4).hasPrefix(" r8"))
        app.send(.mouse(MouseEvent(.scrollDown, at: Point(x: 1, y: 1))))
        #expect(app.line(0).hasPrefix(" r7"), "three lines further")
        #expect(list.indexPathForFocusedRow == path(8), "the wheel scrolls; it does not move the cursor")
        #expect(list.contentOffset == Point(x: 0, y: 7))
        app.press(.pageUp)
        #expect(list.indexPathForFocusedRow == path(4))
        #expect(app.line(0).hasPrefix(" r4"))
        #expect(list.indexPathForSelectedRow == nil, "moving the cursor selects nothing")
    }

    @Test func rowsAreAsTallAsTheirCellsAtTheListsWidth() {
        let rows = NumberedRows(["short", "a much longer row that wraps", "end"])
        let (list, app) = makeList(rows, width: 12, height: 6) // 10 columns of content: a row is inset by one at each side
        #expect(app.screen == " short\n a much\n longer row\n that wraps\n end\n")
        #expect(list.cellForRow(at: path(1))?.frame.height == 3)
        #expect(list.rectForRow(at: path(2)) == Rect(x: 0, y: 4, width: 12, height: 1))
        rows.rows[1] = "now short"
        list.reloadRows(at: [path(1)], with: .automatic)
        app.waitUntilIdle()
        #expect(app.screen == " short\n now short\n end\n\n\n")
    }

    @Test func aFixedRowHeightOrTheDelegatesHeightWinsOverTheCell() {
        let model = TableModel(rows: ["one", "two", "three"])
        let (list, app) = showList(model, width: 10, height: 8) { $0.rowHeight = 2 }
        #expect(app.grid == " one\n\n two\n\n three")
        #expect(list.rectForRow(at: path(2)).minY == 4)
    }

    @Test func reloadDataAsksForTheCountsAndTheShownRowsAgain() {
        let rows = NumberedRows(["a", "b"])
        let (list, app) = makeList(rows)
        rows.rows = ["x", "y", "z"]
        list.reloadData()
        app.waitUntilIdle()
        #expect(app.screen == " x\n y\n z\n\n")
        #expect(list.numberOfRows(inSection: 0) == 3)
        #expect(list.numberOfSections == 1, "numberOfSections(in:) defaults to one")
    }

    @Test func visibleCellsAndIndexPathsAnswerForTheRowsOnScreen() {
        let rows = NumberedRows((0..<20).map { "r\($0)" })
        let (list, app) = makeList(rows)
        list.scrollToRow(at: path(10), at: .top, animated: true)
        app.waitUntilIdle()
        #expect(list.indexPathsForVisibleRows == (10..<15).map { path($0) })
        let cell = list.cellForRow(at: path(12))
        #expect(cell?.textLabel?.text == "r12")
        #expect(cell.flatMap(list.indexPath(for:)) == path(12))
        #expect(list.cellForRow(at: path(3)) == nil, "rows off screen have no cell")
        #expect(list.visibleCells.map { $0.textLabel?.text ?? "" } == ["r10", "r11", "r12", "r13", "r14"])
    }

    @Test func scrollToRowPlacesTheRowAtTheAskedPosition() {
        let rows = NumberedRows((0..<30).map { "r\($0)" })
        let (list, app) = makeList(rows)
        list.scrollToRow(at: path(20), at: .bottom, animated: false)
        app.waitUntilIdle()
        #expect(app.lines[4] == " r20")
        list.scrollToRow(at: path(10), at: .middle, animated: false)
        app.waitUntilIdle()
        #expect(app.lines[2] == " r10")
        list.scrollToRow(at: path(12), at: .none, animated: false)
        app.waitUntilIdle()
        #expect(app.lines[2] == " r10", "already visible: no scrolling")
        list.scrollToRow(at: path(29), at: .top, animated: false)
        app.waitUntilIdle()
        #expect(app.lines[4] == " r29", "the offset is clamped to the content")
    }
}
