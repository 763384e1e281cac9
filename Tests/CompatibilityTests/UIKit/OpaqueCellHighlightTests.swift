import Testing
import TermHost
import TermHostTesting

/// A selected or focused table row reads as highlighted whatever its cell paints: UIKit puts the
/// `selectedBackgroundView` "above the background view and below all other views" and gives the cell's
/// labels their highlighted state, so a cell with an opaque background colour still shows its selection.
@MainActor
private final class OpaqueRows: NSObject, ListWidgetDataSource {
    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "opaque", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        cell.backgroundColor = .blue
        cell.contentView.backgroundColor = .blue
        return cell
    }
}

/// Rows whose cells host an opaque SwiftUI view (`UIHostingConfiguration`).
@MainActor
private final class HostedRows: NSObject, ListWidgetDataSource {
    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "hosted", for: indexPath)
        cell.contentConfiguration = HostingConfiguration {
            Text("Hosted \(indexPath.row)")
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(Color.blue)
        }
        return cell
    }
}

@Suite("UIKit: a focused or selected row shows over an opaque cell")
@MainActor
struct OpaqueCellHighlightTests {
    @Test func theFocusedAndTheSelectedRowAreHighlightedOverAnOpaqueCell() throws {
        let rows = OpaqueRows()
        var table = ListWidget()
        let app = HeadlessApp(size: Size(width: 20, height: 4)) { _ in
            let window = Window()
            table = ListWidget(frame: Rect(x: 0, y: 0, width: 20, height: 4))
            table.register(ListCellWidget.self, forCellReuseIdentifier: "opaque")
            table.dataSource = rows
            window.addSubview(table)
            return window
        }
        app.press(.down)
        #expect(table.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
        let focused = try #require(app.style(of: "Row 1"))
        #expect(focused.attributes.contains(.reverse), "the focused row is highlighted over the blue cell")
        #expect(try #require(app.style(of: "Row 0")).attributes.contains(.reverse) == false)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        app.waitUntilIdle()
        #expect(try #require(app.style(of: "Row 2")).attributes.contains(.reverse), "the selected row too")
    }

    @Test func theFocusedRowIsHighlightedOverOpaqueHostedContent() throws {
        let rows = HostedRows()
        let app = HeadlessApp(size: Size(width: 20, height: 4)) { _ in
            let window = Window()
            let table = ListWidget(frame: Rect(x: 0, y: 0, width: 20, height: 4))
            table.register(ListCellWidget.self, forCellReuseIdentifier: "hosted")
            table.dataSource = rows
            window.addSubview(table)
            return window
        }
        app.press(.down)
        #expect(try #require(app.style(of: "Hosted 1")).attributes.contains(.reverse), "over the hosted blue row")
        #expect(try #require(app.style(of: "Hosted 2")).attributes.contains(.reverse) == false)
    }
}
