import Testing
import TermHost
import TermHostTesting

@Suite("Lists: selection, taps and the keyboard cursor")
@MainActor
struct ListSelectionTests {
    private func fruit() -> TableModel { TableModel(rows: ["apple", "banana", "cherry", "damson"]) }

    @Test func arrowsMoveTheCursorAndEnterTapsTheRowInUIKitsOrder() {
        let model = fruit()
        let (list, app) = showList(model)
        app.press(.down)
        #expect(model.events.isEmpty, "moving the cursor is not a selection")
        #expect(app.style(at: Point(x: 0, y: 1)).attributes.isSuperset(of: [.reverse, .bold]))
        #expect(app.style(at: Point(x: 19, y: 1)).attributes.contains(.reverse), "the whole row")
        app.press(.enter)
        #expect(model.events == ["willSelect 0.1", "select 0.1", "primary 0.1"])
        #expect(list.indexPathForSelectedRow == path(1))
        app.press(.down)
        app.press(.character(" "))
        #expect(model.events.suffix(4) == ["willSelect 0.2", "deselect 0.1", "select 0.2", "primary 0.2"],
                "single selection deselects the old row first")
        #expect(list.indexPathsForSelectedRows == [path(2)])
    }

    @Test func aClickHighlightsOnPressAndTapsOnRelease() {
        let model = fruit()
        let (list, app) = showList(model)
        app.application.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 2))))
        app.waitUntilIdle()
        #expect(list.cellForRow(at: path(2))?.isHighlighted == true)
        #expect(model.events.isEmpty, "nothing is selected until the release")
        app.send(.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 2))))
        #expect(model.events == ["willSelect 0.2", "select 0.2", "primary 0.2"])
        #expect(list.cellForRow(at: path(2))?.isHighlighted == false)
        app.application.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 0))))
        app.send(.mouse(MouseEvent(.release(.left), at: Point(x: 2, y: 3))))
        #expect(model.events.count == 3, "released on another row: no tap")
    }

    @Test func willSelectCanRefuseOrRedirectTheSelection() {
        let model = fruit()
        model.refuseSelection = [path(0)]
        model.redirectSelection = [path(1): path(3)]
        let (list, app) = showList(model)
        app.press(.enter)
        #expect(list.indexPathForSelectedRow == nil)
        #expect(model.events == ["willSelect 0.0", "primary 0.0"], "the primary action comes whatever the selection did")
        app.press(.down)
        app.press(.enter)
        #expect(list.indexPathForSelectedRow == path(3))
        #expect(model.events.suffix(3) == ["willSelect 0.1", "select 0.3", "primary 0.1"])
    }

    @Test func multipleSelectionTogglesRowsWithoutPrimaryActionsWhenExtending() {
        let model = fruit()
        let (list, app) = showList(model) { $0.allowsMultipleSelection = true }
        app.press(.enter)
        app.press(.down)
        app.press(.down)
        app.press(.enter)
        #expect(list.indexPathsForSelectedRows == [path(0), path(2)])
        #expect(model.events == ["willSelect 0.0", "select 0.0", "primary 0.0", "willSelect 0.2", "select 0.2"])
        app.press(.up)
        app.press(.up)
        app.press(.enter)
        #expect(list.indexPathsForSelectedRows == [path(2)], "a tap on a selected row deselects it")
        #expect(model.events.last == "deselect 0.0")
        #expect(app.style(at: Point(x: 0, y: 2)).attributes.contains(.reverse), "selected rows are reversed")
        #expect(!app.style(at: Point(x: 0, y: 2)).attributes.contains(.bold), "only the cursor row is bold")
    }

    @Test func programmaticSelectionDoesNotTellTheDelegate() {
        let model = fruit()
        let (list, app) = showList(model)
        list.selectRow(at: path(3), animated: true, scrollPosition: .none)
        app.waitUntilIdle()
        #expect(list.indexPathForSelectedRow == path(3))
        #expect(list.indexPathForFocusedRow == path(3), "the keyboard cursor goes with it")
        list.selectRow(at: path(1), animated: false, scrollPosition: .none)
        #expect(list.indexPathsForSelectedRows == [path(1)])
        list.deselectRow(at: path(1), animated: true)
        #expect(list.indexPathForSelectedRow == nil)
        #expect(model.events.isEmpty)
        list.selectRow(at: path(2), animated: false, scrollPosition: .none)
        list.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(list.indexPathsForSelectedRows == nil, "nil deselects everything")
    }

    @Test func withoutAllowsSelectionATapOnlyPerformsThePrimaryAction() {
        let model = fruit()
        let (list, app) = showList(model) { $0.allowsSelection = false }
        app.press(.enter)
        #expect(list.indexPathForSelectedRow == nil)
        #expect(model.events == ["primary 0.0"])
    }

    @Test func selectionFollowsFocusSelectsAsTheCursorMoves() {
        let model = fruit()
        let (list, app) = showList(model) { $0.selectionFollowsFocus = true }
        app.press(.down)
        app.press(.down)
        #expect(list.indexPathForSelectedRow == path(2))
        #expect(model.events == ["willSelect 0.1", "select 0.1", "willSelect 0.2", "deselect 0.1", "select 0.2"])
    }

    @Test func theCursorIsDrawnOnlyWhileTheListHasFocus() {
        let model = fruit()
        let (list, app) = showList(model)
        list.selectRow(at: path(1), animated: false, scrollPosition: .none)
        app.press(.down)
        app.press(.down)
        #expect(app.style(at: Point(x: 0, y: 3)).attributes.isSuperset(of: [.reverse, .bold]))
        #expect(app.style(at: Point(x: 0, y: 1)).attributes.contains(.reverse))
        let other = ButtonWidget("Other")
        other.frame = Rect(x: 0, y: 5, width: 9, height: 1)
        list.window?.addSubview(other)
        app.application.focusEngine.focus(other)
        app.waitUntilIdle()
        #expect(!app.style(at: Point(x: 0, y: 3)).attributes.contains(.reverse), "no focus, no cursor")
        #expect(app.style(at: Point(x: 0, y: 1)).attributes.contains(.reverse), "the selection stays")
    }

    @Test func selectionStyleNoneDrawsNoSelectionButKeepsTheCursor() {
        final class Plain: ListWidgetDataSource {
            func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
                let cell = ListCellWidget(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "row \(indexPath.row)"
                cell.selectionStyle = .none
                return cell
            }
        }
        let source = Plain()
        let list = ListWidget(frame: Rect(x: 0, y: 0, width: 10, height: 2))
        list.dataSource = source
        let other = ButtonWidget("Other")
        other.frame = Rect(x: 0, y: 2, width: 9, height: 1)
        let window = Window()
        window.addSubview(other)
        window.addSubview(list)
        let app = HeadlessApp(size: Size(width: 10, height: 3)) { _ in window }
        app.application.focusEngine.focus(other)
        list.selectRow(at: path(1), animated: false, scrollPosition: .none)
        app.waitUntilIdle()
        #expect(!app.style(at: Point(x: 0, y: 1)).attributes.contains(.reverse))
        app.application.focusEngine.focus(list)
        app.waitUntilIdle()
        #expect(app.style(at: Point(x: 0, y: 1)).attributes.contains(.reverse), "the cursor shows on the row")
    }
}
