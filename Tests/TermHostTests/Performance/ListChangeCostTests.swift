import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting
import TermHostTesting

/// The data source of the bench's list-1000 scenarios: plain cells (`defaultContentConfiguration()`)
/// or hosted ones (`HostingConfiguration { Text(...) }`).
@MainActor
private final class TextRows: ListWidgetDataSource {
    var texts = (0..<1_000).map { "Row \($0)" }
    let hosted: Bool

    init(hosted: Bool) { self.hosted = hosted }

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        let text = texts[indexPath.row]
        if hosted {
            cell.contentConfiguration = HostingConfiguration { Text(text) }
        } else {
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        return cell
    }
}

/// What one `reloadRows(at: [row 5])` costs in a 1,000-row list, counted (never timed).
@Suite("List change cost")
@MainActor
struct ListChangeCostTests {
    private static let size = Size(width: 60, height: 20)

    /// A hosted `Text` on one style run is drawn as one run per row: no character goes through the
    /// one-cell write (it did: one write per character, each sanitized and measured again).
    @Test(arguments: [false, true])
    func aReloadedRowIsDrawnWithoutOneCellWrites(hosted: Bool) {
        let rows = TextRows(hosted: hosted)
        let (app, list) = showFullScreenList(rows, size: Self.size, registering: ListCellWidget.self, forCellReuseIdentifier: "cell")
        let buffer = app.application.screen
        for change in 1...3 {
            let before = buffer.singleCellWrites
            rows.texts[5] = "Row 5 changed \(change)"
            list.reloadRows(at: [IndexPath(row: 5, section: 0)], with: .none)
            app.waitUntilIdle()
            #expect(app.line(5).hasPrefix(" Row 5 changed \(change) "))
            #expect(buffer.singleCellWrites - before == 0)
        }
    }

    /// A `Text` of several styled runs still gets each run's style, character by character.
    @Test func aTextOfSeveralRunsKeepsEachRunsStyle() {
        let app = HeadlessApp(size: Size(width: 20, height: 2)) { _ in
            let window = Window()
            let host = HostWidget { Text("ab") + Text("cd").bold() }
            host.contentAlignment = .topLeading
            host.frame = Rect(x: 0, y: 0, width: 20, height: 1)
            window.addSubview(host)
            return window
        }
        #expect(app.line(0).hasPrefix("abcd"))
        #expect(!app.style(at: Point(x: 1, y: 0)).attributes.contains(.bold))
        #expect(app.style(at: Point(x: 2, y: 0)).attributes.contains(.bold))
        #expect(app.style(at: Point(x: 3, y: 0)).attributes.contains(.bold))
    }
}
