import Testing
import TermHost
import TermHostTesting

/// The ported to-do list (TonyJem/ToDoListWithNoStoryboard) at 100×30 with the points unit: rows of 50 points are
/// 3 rows, the check mark 20 points in, the edit and delete buttons 24 points wide and 20 from the trailing edge;
/// a click on a row marks its item done. Without the unit each row is 50 lines and the first item is off screen.
@MainActor
@Suite("Ported app: ToDoList (UIKit table with custom cells)")
struct ToDoListTests {
    private func launch(unit: LengthUnit = .points) -> (ToDoList.ToDoListViewController, HeadlessApp) {
        let controller = ToDoList.ToDoListViewController()
        let app = HeadlessApp(size: Size(width: 100, height: 30)) { application in
            application.lengthUnit = unit
            let window = Window()
            window.rootViewController = NavigationController(rootViewController: controller)
            return window
        }
        return (controller, app)
    }

    static func rows(_ marks: [String]) -> String {
        var lines = ["                                               Tasks                               F2 ↑  F3 ✎  F4 +", ""]
        let titles = ["TodoItem1", "TodoItem2", "TodoItem3", "TodoItem4", "TodoItem5", "TodoItem6TodoItem6TodoItem6TodoItem6"]
        for (mark, title) in zip(marks, titles) {
            lines.append("     \(mark)   " + title.padding(toLength: 81, withPad: " ", startingAt: 0) + "✎   ⌫")
            lines += ["", ""]
        }
        return lines.dropLast(2).joined(separator: "\n")
    }

    @Test func theFirstScreenShowsEveryItemInRowsOfFiftyPoints() {
        let (_, app) = launch()
        #expect(portPicture(app, fills: false) == Self.rows(["○", "✔", "○", "✔", "○", "✔"]))
        #expect(app.style(of: "TodoItem1")?.attributes.contains(.bold) == true, "boldSystemFont")
        #expect(app.terminal.cell(at: Point(x: 0, y: 10)).style.background == ToDoList.AppColors.backgroundColor,
                "the view's teal background")
        #expect(app.terminal.cell(at: Point(x: 47, y: 0)).style.foreground == ToDoList.AppColors.navBarFontColor,
                "titleTextAttributes")
    }

    @Test func clickingARowMarksItsItemDone() {
        let (controller, app) = launch()
        #expect(app.click(on: "TodoItem1"))
        #expect(controller.model.todoItems[0].isMarkedDone)
        #expect(portPicture(app, fills: false) == Self.rows(["✔", "✔", "○", "✔", "○", "✔"]))
        #expect(controller.todoItemsTableView.indexPathForSelectedRow == nil, "deselected in didSelectRowAt")
    }

    @Test func theDeleteButtonRemovesItsRow() {
        let (controller, app) = launch()
        app.click(at: Point(x: 94, y: 2))
        #expect(controller.model.todoItems.count == 5)
        #expect(app.lines[2].contains("TodoItem2"))
    }

    @Test func theSortButtonReversesTheOrder() {
        let (_, app) = launch()
        app.press(.function(2))
        #expect(app.lines[0].hasSuffix("F2 ↓  F3 ✎  F4 +"))
        #expect(app.lines[2].contains("TodoItem6TodoItem6"))
    }

    @Test func theAddButtonAsksForATaskAndCreatesItOnceItHasText() {
        let (controller, app) = launch()
        app.press(.function(4))
        #expect(app.contains("Create new task"))
        #expect(app.contains("Put your task here"))
        #expect(app.style(of: "[ Create ]")?.attributes.contains(.dim) == true, "disabled until the field has text")
        app.type("Buy milk")
        #expect(app.click(on: "[ Create ]"))
        #expect(controller.model.todoItems.first?.title == "Buy milk", "added, then sorted by title")
        #expect(app.lines[2].contains("Buy milk"))
    }

    @Test func withoutTheUnitTheRowsAreFiftyLinesAndTheScreenLooksEmpty() {
        let (_, app) = launch(unit: .cells)
        #expect(!app.contains("TodoItem"), "the first row's content is at its middle, line 25 of 50, below the checkmark")
        #expect(app.lines[0].contains("Tasks"))
    }
}
