import TermHost

/// The app's root controller: the task list on the left, the hosted detail on the right.
final class TwoPaneController: WidgetController {
    private let store: TaskStore
    private let list: TaskListController
    private let detail: HostingController<TaskDetailView>

    /// The list pane's width, in columns.
    private let listWidth = 28

    init(store: TaskStore) {
        self.store = store
        list = TaskListController(store: store)
        detail = HostingController(rootView: TaskDetailView(store: store))
        super.init(nibName: nil, bundle: nil)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for child in [list, detail] as [WidgetController] {
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        list.view.frame = Rect(x: 0, y: 0, width: listWidth, height: bounds.height)
        detail.view.frame = Rect(x: listWidth + 1, y: 0, width: bounds.width - listWidth - 1, height: bounds.height)
    }
}

/// The window the app shows: the two panes over the whole screen; q quits, as Ctrl-C does.
@MainActor
func makeTwoPaneWindow(_ app: Application) -> Window {
    let window = Window()
    window.rootViewController = TwoPaneController(store: TaskStore())
    app.unhandledKeyHandler = { event in
        guard event == .character("q") else { return false }
        app.stop()
        return true
    }
    return window
}
