import Testing
import TermHost
import TermHostTesting

@Suite("UIKit corpus: a list that inserts and deletes rows in batch updates")
@MainActor
struct TaskListTests {
    private func launch() -> (TaskListViewController, HeadlessApp) {
        let tasks = TaskListViewController()
        let app = HeadlessApp(size: Size(width: 40, height: 9)) { _ in
            let window = Window()
            window.rootViewController = tasks
            return window
        }
        return (tasks, app)
    }

    @Test func theLayoutShowsTheButtonsAndTheTasks() {
        let (_, app) = launch()
        #expect(app.grid == """
            [ Add ] [ Archive done ] [ Edit ]

             Buy milk
             Call Ada
             Write report
            """)
    }

    @Test func addInsertsATaskAtRowZeroAndTheOthersMoveDown() {
        let (tasks, app) = launch()
        let buyMilk = tasks.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(app.click(on: "[ Add ]"))
        #expect(tasks.batchesCompleted == 1, "performBatchUpdates called its completion")
        #expect(app.lines[2...5] == [" New task 1", " Buy milk", " Call Ada", " Write report"])
        #expect(tasks.tableView.cellForRow(at: IndexPath(row: 1, section: 0)) === buyMilk, "Buy milk kept its cell")
        app.press(.enter)
        #expect(app.lines[2...3] == [" New task 2", " New task 1"], "Enter on the focused Add button adds again")
    }

    @Test func aTapChecksATaskAndArchiveDoneDeletesAndInsertsInOneBatch() {
        let (tasks, app) = launch()
        #expect(app.click(on: "Buy milk"))
        #expect(app.click(on: "Write report"))
        #expect(app.lines[2] == " Buy milk                             ✓")
        #expect(app.lines[4] == " Write report                         ✓")
        #expect(app.click(on: "[ Archive done ]"))
        #expect(app.grid == """
            [ Add ] [ Archive done ] [ Edit ]

             Call Ada
             Archived 2                           ✓
            """)
        #expect(tasks.tasks.map(\.title) == ["Call Ada", "Archived 2"])
    }

    @Test func deleteOnTheFocusedRowCommitsTheDeleteEditingStyle() {
        let (tasks, app) = launch()
        #expect(app.click(on: "Call Ada"))
        app.press(.backspace)
        #expect(tasks.tasks.map(\.title) == ["Buy milk", "Write report"])
        #expect(app.lines[2...4] == [" Buy milk", " Write report", ""])
        #expect(app.focusedDescription == "row 1", "the cursor stays on the row that moved up")
        app.press(.delete)
        #expect(app.lines[2...3] == [" Buy milk", ""])
    }

    @Test func editShowsTheDeleteControlsAndAClickOnOneDeletesTheRow() {
        let (tasks, app) = launch()
        #expect(app.click(on: "[ Edit ]"))
        #expect(tasks.tableView.isEditing)
        #expect(app.lines[2...4] == [" ⊖ Buy milk", " ⊖ Call Ada", " ⊖ Write report"])
        app.click(at: Point(x: 0, y: 3))
        #expect(app.lines[2...4] == [" ⊖ Buy milk", " ⊖ Write report", ""])
        #expect(app.click(on: "[ Edit ]"))
        #expect(app.lines[2...3] == [" Buy milk", " Write report"])
    }
}
