import Testing
import TermHost
import TermHostTesting

/// A table view is one focus group (UIKit's focus system: "focus groups", a table or collection view
/// being one): Tab moves between groups, the arrow keys move between the rows inside; the controls in
/// a focused row's cell answer that row (here: Space on the row goes to the cell's switch).
@MainActor
private final class SwitchRows: NSObject, ListWidgetDataSource, ListWidgetDelegate {
    var isOn = [false, false, false]
    var selected: [IndexPath] = []

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { isOn.count }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "switch", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Option \(indexPath.row)"
        cell.contentConfiguration = content
        let toggle = CheckboxWidget()
        toggle.isOn = isOn[indexPath.row]
        toggle.addAction(Action { [weak self] _ in self?.isOn[indexPath.row] = toggle.isOn }, for: .valueChanged)
        cell.accessoryView = toggle
        return cell
    }

    func tableView(_ tableView: ListWidget, didSelectRowAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

@Suite("UIKit: a table view is one focus group")
@MainActor
struct ListFocusGroupTests {
    @Test func tabStopsAtTheTableOnceAndSpaceReachesTheFocusedRowsSwitch() {
        let rows = SwitchRows()
        let app = HeadlessApp(size: Size(width: 30, height: 6)) { _ in
            let window = Window()
            let before = ButtonWidget(frame: Rect(x: 0, y: 0, width: 12, height: 1))
            before.setTitle("Before", for: .normal)
            let table = ListWidget(frame: Rect(x: 0, y: 1, width: 30, height: 4))
            table.register(ListCellWidget.self, forCellReuseIdentifier: "switch")
            table.dataSource = rows
            table.delegate = rows
            let after = ButtonWidget(frame: Rect(x: 0, y: 5, width: 12, height: 1))
            after.setTitle("After", for: .normal)
            window.addSubview(before)
            window.addSubview(table)
            window.addSubview(after)
            return window
        }
        #expect(app.focusedDescription == "Before")
        app.press(.tab)
        #expect(app.focusedDescription == "row 0", "the table is the next stop, not the switches in it")
        app.press(.down)
        #expect(app.focusedDescription == "row 1", "arrows move between rows")
        app.press(.character(" "))
        #expect(rows.isOn == [false, true, false], "Space goes to the focused row's switch")
        app.press(.enter)
        #expect(rows.selected == [IndexPath(row: 1, section: 0)], "Enter still selects the row")
        app.press(.tab)
        #expect(app.focusedDescription == "After", "Tab leaves the table")
        app.press(.tab, modifiers: .shift)
        #expect(app.focusedDescription == "row 1", "Shift-Tab comes back to the table's focused row")
    }
}
