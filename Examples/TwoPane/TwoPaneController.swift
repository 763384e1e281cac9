import TermHost

/// The app's root controller: the task list on the left, the hosted detail on the right, and the timer
/// that counts the running task's time.
final class TwoPaneController: WidgetController {
    private let store: TaskStore
    private let scheduler: Scheduler
    private let list: TaskListController
    private let detail: HostingController<TaskDetailView>
    private var nextTick: ScheduledWork?

    /// The list pane's width, in columns.
    private let listWidth = 28

    init(store: TaskStore, scheduler: Scheduler) {
        self.store = store
        self.scheduler = scheduler
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

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        scheduleTick()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        nextTick?.cancel()
    }

    /// Counts a second for the running task, then schedules the next second.
    private func scheduleTick() {
        nextTick = scheduler.schedule(after: .seconds(1)) { [weak self] in
            self?.store.tick()
            self?.scheduleTick()
        }
    }
}

/// The window the app shows: the two panes over the whole screen; q quits, as Ctrl-C does.
@MainActor
func makeTwoPaneWindow(_ app: Application) -> Window {
    let window = Window()
    window.rootViewController = TwoPaneController(store: TaskStore(), scheduler: app.scheduler)
    app.unhandledKeyHandler = { event in
        guard event == .character("q") else { return false }
        app.stop()
        return true
    }
    return window
}
