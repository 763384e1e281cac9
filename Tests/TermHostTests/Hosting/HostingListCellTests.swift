import Testing
import TermHost
import TermHostTesting

private struct Row: View {
    let text: String
    var body: some View {
        Text(text)
    }
}

@MainActor
private final class Rows: ListWidgetDataSource {
    var items: [String]
    var made: Set<ObjectIdentifier> = []
    var asked: [Int] = []

    init(_ items: [String]) { self.items = items }

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        asked.append(indexPath.row)
        let cell = tableView.dequeueHostingCell(withIdentifier: "row", for: indexPath)
        let text = items[indexPath.row]
        cell.contentConfiguration = HostingConfiguration { Row(text: text) }
        if let content = cell.contentWidget { made.insert(ObjectIdentifier(content)) }
        return cell
    }
}

@Suite("Hosting: self-sizing hosted list cells (L1)")
@MainActor
struct HostingListCellTests {
    private func list(_ rows: Rows, height: Int = 6) -> (ListWidget, HeadlessApp) {
        let window = Window()
        let list = ListWidget(frame: Rect(x: 0, y: 0, width: 12, height: height))
        list.dataSource = rows
        window.addSubview(list)
        return (list, run(window, width: 12, height: height))
    }

    @Test func cellsAreSizedByTheirContentAtTheListsWidth() {
        let rows = Rows(["Short", "A long item that wraps", "Third"])
        let (list, app) = list(rows)
        #expect(list.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == 1)
        #expect(list.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height == 2, "height for width: wraps at 12 columns")
        #expect(app.find("that wraps") == Point(x: 0, y: 2))
        #expect(app.find("Third") == Point(x: 0, y: 3))
        #expect(app.line(1).hasPrefix("A long item"))
    }

    @Test func onlyVisibleRowsAreBuiltAndGraphsAreReused() {
        let rows = Rows((0..<200).map { "Item \($0)" })
        let (list, app) = list(rows, height: 5)
        #expect(Set(rows.asked) == Set(0..<5), "only the rows on screen")
        for _ in 0..<30 { app.press(.down) }
        app.press(.end)
        #expect(app.find("Item 199") != nil)
        #expect(rows.made.count <= 8, "hosts are reused, not made per row")
        let cell = list.cellForRow(at: IndexPath(row: 199, section: 0)) as? HostingListCell
        let host = cell?.contentWidget as? HostWidget<Row>
        #expect(host?.rootView.text == "Item 199", "the reused graph got the new root view")
    }

    @Test func selectionIsDrawnOverTheHostedContent() {
        let rows = Rows(["One", "Two"])
        let (list, app) = list(rows)
        list.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        app.waitUntilIdle()
        #expect(app.style(at: Point(x: 0, y: 1)).attributes.contains(.reverse))
        #expect(!app.style(at: Point(x: 0, y: 0)).attributes.contains(.reverse))
    }
}
