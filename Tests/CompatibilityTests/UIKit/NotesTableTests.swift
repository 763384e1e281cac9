import Testing
import TermHost
import TermHostTesting

@Suite("UIKit: UITableViewController (ListWidgetController), as documented")
@MainActor
struct NotesTableTests {
    private func launch() -> (NotesViewController, NavigationController, HeadlessApp) {
        let notes = NotesViewController()
        let navigation = NavigationController(rootViewController: notes)
        let app = HeadlessApp(size: Size(width: 40, height: 12)) { _ in
            let window = Window()
            window.rootViewController = navigation
            return window
        }
        return (notes, navigation, app)
    }

    /// "The table view managed by the controller object" is its view, made with the style given to
    /// `init(style:)`, and "sets the data source and the delegate of the table view to self".
    @Test func theTableViewIsTheViewAndTheControllerIsItsDataSourceAndDelegate() {
        let notes = NotesViewController()
        #expect(notes.tableView === notes.view)
        #expect(notes.tableView.style == .grouped)
        #expect(notes.tableView.dataSource === notes)
        #expect(notes.tableView.delegate === notes)
        let plain = PlainTableController()
        #expect(plain.tableView.style == .plain, "init() and init(nibName:bundle:) make a plain table")
        #expect(ListWidgetController(style: .insetGrouped).tableView.style == .insetGrouped)
        #expect(plain.clearsSelectionOnViewWillAppear, "the default is true")
    }

    /// The overridden data source methods fill the table: sections, their header titles, the rows.
    @Test func theOverriddenDataSourceMethodsFillTheTable() {
        let notes = NotesViewController()
        let app = HeadlessApp(size: Size(width: 40, height: 8)) { _ in
            let window = Window()
            window.rootViewController = notes
            return window
        }
        #expect(app.grid == """
             Today
             Buy milk
             Call Ana

             Work
             Ship the release
            """)
        #expect(notes.tableView.numberOfSections == 2)
        #expect(notes.tableView.numberOfRows(inSection: 0) == 2)
        #expect(notes.displayed == 3, "willDisplay, overridden, heard of every shown row")
    }

    /// A table view controller with nothing overridden shows one empty section.
    @Test func withNothingOverriddenTheTableIsEmpty() {
        let plain = PlainTableController()
        _ = HeadlessApp(size: Size(width: 20, height: 4)) { _ in
            let window = Window()
            window.rootViewController = plain
            return window
        }
        #expect(plain.tableView.numberOfSections == 1)
        #expect(plain.tableView.numberOfRows(inSection: 0) == 0)
    }

    /// The overridden `didSelectRowAt` hears the selection; coming back, the selection is cleared
    /// ("clears the selection ... when the table is about to appear", clearsSelectionOnViewWillAppear).
    @Test func selectingPushesAndComingBackClearsTheSelection() {
        let (notes, navigation, app) = launch()
        #expect(app.click(on: "Call Ana"))
        #expect(notes.selections == [IndexPath(row: 1, section: 0)])
        #expect(navigation.topViewController?.title == "Call Ana")
        #expect(notes.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        navigation.popViewController(animated: true)
        app.waitUntilIdle()
        #expect(notes.tableView.indexPathForSelectedRow == nil)
    }

    @Test func withClearsSelectionOffTheSelectionStays() {
        let (notes, navigation, app) = launch()
        notes.clearsSelectionOnViewWillAppear = false
        #expect(app.click(on: "Buy milk"))
        navigation.popViewController(animated: true)
        app.waitUntilIdle()
        #expect(notes.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    }

    /// "UITableViewController implements the superclass method [setEditing] so that it toggles the editing
    /// mode of the table view"; editButtonItem calls it.
    @Test func setEditingAndTheEditButtonPutTheTableInEditingMode() {
        let (notes, _, app) = launch()
        notes.setEditing(true, animated: true)
        #expect(notes.isEditing && notes.tableView.isEditing)
        #expect(notes.editButtonItem.title == "Done")
        app.waitUntilIdle()
        #expect(app.click(on: "Done"))
        #expect(!notes.isEditing && !notes.tableView.isEditing)
        #expect(notes.editButtonItem.title == "Edit")
        #expect(app.click(on: "Edit"))
        #expect(notes.tableView.isEditing)
    }

    /// Deleting a row reaches the overridden `commit editingStyle`, which updates the model and the table.
    @Test func deletingARowReachesTheOverriddenCommit() {
        let (notes, _, app) = launch()
        app.press(.tab)
        app.press(.down)
        app.press(.delete)
        #expect(notes.deleted == ["Call Ana"])
        #expect(!app.contains("Call Ana"))
        #expect(notes.tableView.numberOfRows(inSection: 0) == 1)
    }
}
