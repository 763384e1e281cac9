import Observation
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
        #expect(list.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.height == 3,
                "height for width: wraps at 10 columns (12 less the row's insets)")
        #expect(app.find("item that") == Point(x: 1, y: 2))
        #expect(app.find("Third") == Point(x: 1, y: 4))
        #expect(app.line(1).hasPrefix(" A long"))
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

@MainActor
private final class PlainCellRows: ListWidgetDataSource {
    var items: [String]
    var asked = 0
    init(_ items: [String]) { self.items = items }
    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        asked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
        let text = items[indexPath.row]
        cell.contentConfiguration = HostingConfiguration { Row(text: text) }
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

@Observable
@MainActor
private final class Lines {
    var count = 1
}

private struct GrowingRow: View {
    let model: Lines
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<model.count) { line in Text("line \(line)") }
        }
    }
}

@MainActor
private final class GrowingRows: ListWidgetDataSource {
    let model: Lines
    var asked = 0
    init(_ model: Lines) { self.model = model }
    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        asked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "grow", for: indexPath)
        if indexPath.row == 0 {
            let model = model
            cell.contentConfiguration = HostingConfiguration { GrowingRow(model: model) }
        } else {
            cell.textLabel?.text = "below"
        }
        return cell
    }
}

@Suite("Hosting: HostingConfiguration on any cell")
@MainActor
struct HostingConfigurationOnAnyCellTests {
    @Test func aPlainListCellShowsAHostingConfigurationBesideItsAccessory() {
        let rows = PlainCellRows(["Alpha", "Beta"])
        let window = Window()
        let list = ListWidget(frame: Rect(x: 0, y: 0, width: 12, height: 3))
        list.dataSource = rows
        window.addSubview(list)
        let app = run(window, width: 12, height: 3)
        #expect(app.lines.prefix(2) == [" Alpha    ›", " Beta     ›"])
        #expect(list.cellForRow(at: IndexPath(row: 0, section: 0)).map { !($0 is HostingListCell) } == true)
        list.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        app.waitUntilIdle()
        #expect(app.style(at: Point(x: 0, y: 1)).attributes.contains(.reverse), "the selection is drawn over the hosted view")
    }

    @Test func aHostedRowThatGrowsPushesTheRowBelowDownWithoutAReload() {
        let model = Lines()
        let rows = GrowingRows(model)
        let window = Window()
        let list = ListWidget(frame: Rect(x: 0, y: 0, width: 12, height: 5))
        list.dataSource = rows
        window.addSubview(list)
        let app = run(window, width: 12, height: 5)
        #expect(app.lines.prefix(2) == [" line 0", " below"])
        let asked = rows.asked
        model.count = 3
        app.waitUntilIdle()
        #expect(app.lines.prefix(4) == [" line 0", " line 1", " line 2", " below"])
        #expect(rows.asked == asked, "the row is measured again, not asked for again")
    }
}
