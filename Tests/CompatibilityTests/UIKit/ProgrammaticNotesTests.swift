import Testing
import TermHost
import TermHostTesting

@Suite("UIKit corpus: programmatic set-ups, the view lifecycle and bar insets")
@MainActor
struct ProgrammaticNotesTests {
    private func launch(_ root: WidgetController, size: Size = Size(width: 30, height: 6)) -> HeadlessApp {
        HeadlessApp(size: size) { _ in
            let window = Window()
            window.rootViewController = root
            return window
        }
    }

    /// UIKit's `loadView()`: "the default implementation ... creates a plain UIView" the size of the
    /// screen, so `UITableView(frame: view.bounds)` in `viewDidLoad` fills it.
    @Test func theRootViewHasTheScreensSizeInViewDidLoad() {
        let fruit = FruitTableController()
        let app = launch(NavigationController(rootViewController: fruit))
        #expect(fruit.boundsInViewDidLoad == Rect(x: 0, y: 0, width: 30, height: 6))
        #expect(fruit.tableView.frame == Rect(x: 0, y: 0, width: 30, height: 6))
        #expect(app.lines[0].contains("Fruit"))
        #expect(app.lines[1...5] == [" Apple", " Banana", " Cherry", " Damson", " Elderberry"],
                "the first row is below the bar, not under it")
    }

    /// `contentInsetAdjustmentBehavior` `.automatic`: a scroll view under a navigation bar gets the bar's
    /// height in `adjustedContentInset.top`, and at rest `contentOffset.y` is minus that inset.
    @Test func aTableUnderANavigationBarGetsAnAdjustedInset() {
        let fruit = FruitTableController()
        _ = launch(NavigationController(rootViewController: fruit))
        #expect(fruit.tableView.contentInset == .zero)
        #expect(fruit.tableView.adjustedContentInset == EdgeInsets(top: 1, left: 0, bottom: 0, right: 0))
        #expect(fruit.tableView.contentOffset.y == -1)
    }

    /// `.never`: "Do not adjust the scroll view insets": the first row is under the bar.
    @Test func neverLeavesTheFirstRowUnderTheBar() {
        let fruit = FruitTableController()
        let app = launch(NavigationController(rootViewController: fruit))
        fruit.tableView.contentInsetAdjustmentBehavior = .never
        app.waitUntilIdle()
        #expect(fruit.tableView.adjustedContentInset == .zero)
        #expect(app.lines[1] == " Banana")
    }

    /// `contentInset` adds to the safe area: `adjustedContentInset` is their sum.
    @Test func contentInsetAddsToTheSafeArea() {
        let fruit = FruitTableController()
        let app = launch(NavigationController(rootViewController: fruit))
        fruit.tableView.contentInset = EdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
        app.waitUntilIdle()
        #expect(fruit.tableView.adjustedContentInset.top == 2)
        #expect(app.lines[1...2] == ["", " Apple"])
    }

    /// A click lands on the row drawn there, below the inset.
    @Test func aClickUnderTheInsetSelectsTheRowShownThere() {
        let fruit = FruitTableController()
        let app = launch(NavigationController(rootViewController: fruit))
        #expect(app.click(on: "Cherry"))
        #expect(fruit.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
    }

    /// "Call this method to reload all the data ... the table view ... clears the selection": after a
    /// re-sort, no stale row stays highlighted.
    @Test func reloadDataClearsTheSelection() {
        let fruit = FruitTableController()
        let app = launch(NavigationController(rootViewController: fruit))
        #expect(app.click(on: "Apple"))
        #expect(fruit.tableView.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        fruit.sortDescending()
        app.waitUntilIdle()
        #expect(fruit.tableView.indexPathForSelectedRow == nil)
        #expect(fruit.tableView.indexPathsForSelectedRows == nil)
        #expect(app.lines[1] == " Honeydew")
    }

    /// UIKit's order: `viewWillAppear`, `viewIsAppearing`, `viewWillLayoutSubviews`,
    /// `viewDidLayoutSubviews`, `viewDidAppear`.
    @Test func theAppearanceAndLayoutCallbacksComeInUIKitsOrder() {
        let fruit = FruitTableController()
        _ = launch(NavigationController(rootViewController: fruit))
        let first = fruit.calls.prefix(6)
        #expect(Array(first) == ["viewDidLoad", "viewWillAppear", "viewIsAppearing", "viewWillLayoutSubviews",
                                 "viewDidLayoutSubviews", "viewDidAppear"])
    }

    @Test func aPushedControllerGetsTheSameOrder() {
        let root = LifecycleRecordingController()
        let navigation = NavigationController(rootViewController: root)
        let app = launch(navigation)
        let pushed = LifecycleRecordingController()
        navigation.pushViewController(pushed, animated: true)
        app.waitUntilIdle()
        #expect(Array(pushed.calls.prefix(6)) == ["viewDidLoad", "viewWillAppear", "viewIsAppearing",
                                                   "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(pushed.boundsInViewDidLoad?.size == Size(width: 30, height: 6))
    }

    /// A full-view text view under a navigation bar starts its first line below the bar.
    @Test func aFullViewTextViewStartsBelowTheBar() {
        let note = NoteEditorController()
        let app = launch(NavigationController(rootViewController: note))
        #expect(note.textView.adjustedContentInset.top == 1)
        #expect(app.lines[1...2] == ["First line", "Second line"])
        app.click(at: Point(x: 3, y: 1))
        app.type("X")
        #expect(note.textView.text == "FirXst line\nSecond line", "a click lands where the text is drawn")
    }

    /// A scroll view's `contentInset`, `adjustedContentInset` and indicator flags.
    @Test func aScrollViewKeepsItsContentInsideItsInsets() {
        let controller = WidgetController()
        let scrollView = ScrollWidget(frame: Rect(x: 0, y: 0, width: 20, height: 4))
        let label = LabelWidget("Top")
        label.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        scrollView.addSubview(label)
        scrollView.contentSize = Size(width: 20, height: 10)
        scrollView.contentInset = EdgeInsets(top: 1, left: 0, bottom: 20, right: 0)
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        controller.view.addSubview(scrollView)
        let app = launch(controller, size: Size(width: 20, height: 4))
        #expect(scrollView.adjustedContentInset.top == 1)
        #expect(scrollView.contentOffset == Point(x: 0, y: -1))
        #expect(app.lines[0...1] == ["", "Top"], "no indicator is drawn")
        scrollView.setContentOffset(Point(x: 0, y: 0))
        app.waitUntilIdle()
        #expect(app.lines[0] == "Top")
    }

    /// `UITableView.automaticDimension`: a cell whose hosting controller's view was added to the cell
    /// itself rather than its content view still gets a row that shows it.
    @Test func aCellWithAHostedViewOnTheCellItselfShowsIt() {
        let list = HostedBadgeListController()
        let app = launch(list)
        #expect(app.lines[0...1].map { $0.trimmingCharacters(in: .whitespaces) } == ["Hosted badge", "Hosted badge"])
        #expect(list.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height >= 1)
    }
}
