import Testing
import TermHost
import TermHostTesting

@Suite("Lists: editing — delete by key, editing mode controls, moving rows")
@MainActor
struct ListEditingTests {
    private func tasks() -> TableModel { TableModel(rows: ["write", "test", "ship"]) }

    @Test func deleteOrBackspaceCommitsTheDeleteEditingStyleOfTheCursorRow() {
        let model = tasks()
        model.deletesOnCommit = true
        let (list, app) = showList(model, height: 4)
        app.press(.down)
        app.press(.delete)
        #expect(model.events == ["commit delete 0.1"])
        #expect(app.lines.prefix(2) == [" write", " ship"])
        #expect(list.indexPathForFocusedRow == path(1), "the cursor is on the row that moved up")
        app.press(.backspace)
        #expect(model.events.last == "commit delete 0.1")
        #expect(app.lines.prefix(2) == [" write", ""])
        #expect(list.indexPathForFocusedRow == path(0))
    }

    @Test func rowsTheDataSourceDoesNotLetEditAreNotCommitted() {
        let model = tasks()
        model.editable = { $0.row != 0 }
        let (_, app) = showList(model)
        #expect(app.press(.delete, then: app.focused ?? app.application) == false, "the key goes on")
        #expect(model.events.isEmpty)
        model.editingStyle = .insert
        app.press(.down)
        app.press(.delete)
        #expect(model.events.isEmpty, "an insert row is not deleted")
        app.press(.insert)
        #expect(model.events == ["commit insert 0.1"])
    }

    @Test func editingModeDrawsTheEditingAndReorderControls() {
        let model = tasks()
        model.movable = { $0.row < 2 }
        let (list, app) = showList(model, width: 12, height: 4)
        list.setEditing(true, animated: true)
        app.waitUntilIdle()
        #expect(list.isEditing)
        #expect(app.lines.prefix(3) == [" ⊖ write  ≡", " ⊖ test   ≡", " ⊖ ship"])
        list.isEditing = false
        app.waitUntilIdle()
        #expect(app.lines.prefix(3) == [" write", " test", " ship"])
    }

    @Test func aClickOnTheDeleteControlCommitsTheDelete() {
        let model = tasks()
        model.deletesOnCommit = true
        let (list, app) = showList(model, width: 12, height: 4)
        list.setEditing(true, animated: false)
        app.waitUntilIdle()
        app.click(at: Point(x: 0, y: 2))
        #expect(model.events == ["commit delete 0.2"])
        #expect(app.lines.prefix(3) == [" ⊖ write", " ⊖ test", ""])
        app.click(at: Point(x: 5, y: 0))
        #expect(model.events.last == "commit delete 0.2", "a click on the content is not a delete")
        #expect(list.indexPathForSelectedRow == nil, "rows are not selected in editing mode by default")
    }

    @Test func shiftArrowsMoveAMovableRowInEditingMode() {
        let model = TableModel([.init(header: "Today", rows: ["write", "test"]), .init(header: "Later", rows: ["ship"])])
        model.movable = { _ in true }
        let (list, app) = showList(model, width: 14, height: 6)
        app.press(.down, modifiers: .shift)
        #expect(model.events.isEmpty, "only in editing mode")
        list.setEditing(true, animated: false)
        app.press(.down, modifiers: .shift)
        #expect(model.events == ["move 0.0 0.1"])
        #expect(list.indexPathForFocusedRow == path(1), "the cursor moves with the row")
        app.press(.down, modifiers: .shift)
        #expect(model.events.last == "move 0.1 1.0", "into the next section")
        #expect(app.grid == " Today\n ⊖ test     ≡\n Later\n ⊖ write    ≡\n ⊖ ship     ≡")
        #expect(list.indexPathForFocusedRow == path(0, 1))
    }
}
