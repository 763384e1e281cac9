import Testing
import TermHost
import TermHostTesting

@MainActor
private final class CountingCell: ListCellWidget {
    static var created = 0
    required init(reuseIdentifier: String?) {
        CountingCell.created += 1
        super.init(reuseIdentifier: reuseIdentifier)
    }
}

@MainActor
private final class Rows: ListWidgetDataSource, ListWidgetDelegate {
    var items: [String]
    var asked: [Int] = []
    var selected: [Int] = []
    var chosen: [Int] = []
    init(_ items: [String]) { self.items = items }
    func numberOfRows(in listWidget: ListWidget) -> Int { items.count }
    func listWidget(_ listWidget: ListWidget, cellForRowAt row: Int) -> ListCellWidget {
        asked.append(row)
        let cell = listWidget.dequeueReusableCell(withIdentifier: "row", for: row)
        cell.textLabel.text = items[row]
        cell.textLabel.numberOfLines = 0
        return cell
    }
    func listWidget(_ listWidget: ListWidget, didSelectRowAt row: Int) { selected.append(row) }
    func listWidget(_ listWidget: ListWidget, performPrimaryActionForRowAt row: Int) { chosen.append(row) }
}

@Suite("List widget", .serialized)
@MainActor
struct ListWidgetTests {
    private func makeList(_ rows: Rows, height: Int = 4, width: Int = 12) -> (ListWidget, HeadlessApp) {
        let list = ListWidget()
        list.register(CountingCell.self, forCellReuseIdentifier: "row")
        list.dataSource = rows
        list.delegate = rows
        let app = show([(list, Rect(x: 0, y: 0, width: width, height: height))], size: Size(width: width, height: height))
        return (list, app)
    }

    @Test func showsRowsAndSelectionReversed() {
        let rows = Rows(["apple", "banana", "cherry"])
        let (list, app) = makeList(rows)
        #expect(app.screen == "apple\nbanana\ncherry\n")
        app.press(.down)
        #expect(list.selectedRow == 0)
        #expect(app.style(at: Point(x: 0, y: 0)).attributes.contains(.reverse))
        #expect(app.style(at: Point(x: 11, y: 0)).attributes.contains(.reverse))
        app.press(.down)
        #expect(!app.style(at: Point(x: 0, y: 0)).attributes.contains(.reverse))
        #expect(app.style(at: Point(x: 0, y: 1)).attributes.contains(.reverse))
        app.press(.enter)
        app.click(on: "cherry")
        #expect(rows.selected == [0, 1, 2])
        #expect(rows.chosen == [1])
    }

    @Test func hundredThousandRowsCreateOnlyVisibleCells() {
        CountingCell.created = 0
        let rows = Rows((0..<100_000).map { "row \($0)" })
        let (list, app) = makeList(rows, height: 5)
        #expect(CountingCell.created == 5)
        #expect(rows.asked == [0, 1, 2, 3, 4])
        app.press(.end)
        #expect(list.selectedRow == 99_999)
        #expect(app.screen == "row 99995\nrow 99996\nrow 99997\nrow 99998\nrow 99999")
        #expect(CountingCell.created == 5, "cells are reused")
        #expect(rows.asked.count == 10, "only the shown rows were asked for")
        for _ in 0..<20 { app.press(.up) }
        #expect(list.selectedRow == 99_979)
        #expect(CountingCell.created <= 6)
        #expect(list.visibleCells.count == 5)
        app.press(.home)
        #expect(app.line(0).hasPrefix("row 0"))
        #expect(CountingCell.created <= 6)
    }

    @Test func pageKeysAndWheelMoveTheSelection() {
        let rows = Rows((0..<50).map { "r\($0)" })
        let (list, app) = makeList(rows, height: 5)
        app.press(.pageDown)
        #expect(list.selectedRow == 3)
        app.press(.pageDown)
        #expect(list.selectedRow == 7)
        #expect(app.line(4).hasPrefix("r7"))
        app.send(.mouse(MouseEvent(.scrollDown, at: Point(x: 1, y: 1))))
        #expect(list.selectedRow == 8)
        app.press(.pageUp)
        #expect(list.selectedRow == 4)
        #expect(app.line(0).hasPrefix("r4"))
    }

    @Test func variableHeightsComeFromTheCells() {
        let rows = Rows(["short", "a much longer row that wraps", "end"])
        let (list, app) = makeList(rows, height: 6, width: 10)
        #expect(app.screen == "short\na much\nlonger row\nthat wraps\nend\n")
        #expect(list.cellForRow(at: 1)?.frame.height == 3)
        rows.items[1] = "now short"
        list.reloadRows(at: [1])
        app.waitUntilIdle()
        #expect(app.screen == "short\nnow short\nend\n\n\n")
    }

    @Test func reloadDataAsksAgain() {
        let rows = Rows(["a", "b"])
        let (list, app) = makeList(rows)
        rows.items = ["x", "y", "z"]
        list.reloadData()
        app.waitUntilIdle()
        #expect(app.screen == "x\ny\nz\n")
        #expect(list.numberOfRows == 3)
    }
}
