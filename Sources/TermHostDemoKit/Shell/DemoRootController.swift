import TermHost

/// The demo's shell: a navigation stack of screens (the launcher at the root), the status line
/// at the bottom with the keys that work on the current screen, and a centred message instead of
/// both while the terminal is smaller than ``minimumSize``.
@MainActor
final class DemoRootController: WidgetController {
    /// The smallest terminal the screens are laid out for.
    static let minimumSize = Size(width: 80, height: 24)

    private unowned let app: Application
    private let navigation: NavigationController
    private let statusBar = StatusBarWidget()
    private let tooSmall = TooSmallWidget(minimumSize: DemoRootController.minimumSize)
    private var hintsUpdateScheduled = false
    private weak var focusBeforeShrinking: Responder?

    /// A shell on `application` showing the launcher.
    init(application: Application) {
        self.app = application
        let launcher = LauncherController()
        navigation = NavigationController(rootViewController: launcher)
        super.init(nibName: nil, bundle: nil)
        launcher.shell = self
        launcher.onOpen = { [weak self] scenario in self?.open(scenario) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        statusBar.backgroundStyle = DemoTheme.statusBar
        statusBar.titleStyle = DemoTheme.statusBar
        statusBar.keyStyle = DemoTheme.statusKey
        addChild(navigation)
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
        view.addSubview(statusBar)
        view.addSubview(tooSmall)
        app.unhandledKeyHandler = { [weak self] event in self?.handleUnhandledKey(event) ?? false }
        // The Esc hint depends on what has focus (q is typed into a text field), so it follows focus.
        app.focusEngine.addFocusChangeHandler { [weak self] _ in self?.setNeedsHintsUpdate() }
        setNeedsHintsUpdate()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let fits = bounds.width >= Self.minimumSize.width && bounds.height >= Self.minimumSize.height
        if fits == navigation.view.isHidden { sizeFitDidChange(fits: fits) }
        navigation.view.isHidden = !fits
        statusBar.isHidden = !fits
        tooSmall.isHidden = fits
        navigation.view.frame = Rect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 1))
        statusBar.frame = Rect(x: 0, y: max(0, bounds.height - 1), width: bounds.width, height: 1)
        tooSmall.frame = bounds
    }

    /// Where the screens schedule deferred work and timers.
    var scheduler: Scheduler { app.scheduler }

    /// Keeps focus across a spell of "too small": remembers it when the screens hide and gives it
    /// back (after this layout) when they show again.
    private func sizeFitDidChange(fits: Bool) {
        guard fits else {
            focusBeforeShrinking = app.focusEngine.focused
            return
        }
        app.scheduler.schedule { [weak self] in
            guard let self else { return }
            let engine = self.app.focusEngine
            if let saved = self.focusBeforeShrinking, saved.canBecomeFocused {
                engine.focus(saved)
            } else if engine.focused == nil {
                engine.focusNext()
            }
            self.focusBeforeShrinking = nil
        }
    }

    // MARK: Navigation

    /// Pushes the screen of `scenario` over the launcher.
    func open(_ scenario: DemoScenario) {
        let screen = scenario.makeController()
        (screen as? DemoScreen)?.shell = self
        screen.title = scenario.title
        navigation.pushViewController(screen, animated: false)
        setNeedsHintsUpdate()
    }

    /// `q` (and an Esc nobody took): closes a modal, else goes back, else (on the launcher) quits. On a
    /// screen whose component takes Esc itself (its sheet, its pushed page), q does what Esc does there.
    private func handleUnhandledKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        switch event.key {
        case .character("q"), .escape:
            if event.key == .character("q"), (navigation.topViewController as? DemoScreenController)?.escapeInside != nil {
                app.handle(.key(KeyEvent(.escape)))
            } else if let presented = topPresentedController() {
                presented.dismiss()
                setNeedsHintsUpdate()
            } else if navigation.viewControllers.count > 1 {
                navigation.popViewController(animated: false)
            } else if event.key == .character("q") {
                app.stop()
            } else {
                return false
            }
            return true
        default:
            return false
        }
    }

    // MARK: Status line

    /// Updates the status line on the next turn of the run loop (once, however often it is asked).
    func setNeedsHintsUpdate() {
        guard !hintsUpdateScheduled else { return }
        hintsUpdateScheduled = true
        app.scheduler.schedule { [weak self] in self?.updateHints() }
    }

    private func updateHints() {
        hintsUpdateScheduled = false
        statusBar.items = currentHints()
    }

    private func currentHints() -> [StatusBarWidget.Item] {
        if let presented = topPresentedController() {
            return ((presented as? KeyHintProviding)?.keyHints ?? []) + tabHint + [.hint(escapeKeys, "Close")]
        }
        guard let top = navigation.topViewController else { return [] }
        let specific = (top as? KeyHintProviding)?.keyHints ?? []
        if let inside = (top as? DemoScreenController)?.escapeInside { return specific + tabHint + [.hint(escapeKeys, inside)] }
        if navigation.viewControllers.count == 1 { return specific }
        return specific + tabHint + [.hint(escapeKeys, "Back")]
    }

    /// The keys that close or go back: Esc and q, or only Esc while a text field or editor has focus,
    /// where q is typed. A focused responder that shows the terminal's text cursor takes typed text.
    private var escapeKeys: String {
        app.focusEngine.focused?.cursorPosition == nil ? "Esc/q" : "Esc"
    }

    /// "Tab Next" where Tab has somewhere to go: more than one control can take focus.
    private var tabHint: [StatusBarWidget.Item] {
        app.focusEngine.focusableResponders().count > 1 ? [.hint("Tab", "Next")] : []
    }

    /// The controller presented modally from the top screen or one of its children, if any.
    private func topPresentedController() -> WidgetController? {
        guard let top = navigation.topViewController else { return nil }
        var pending = [top]
        while let controller = pending.popLast() {
            if var presented = controller.presentedViewController {
                while let next = presented.presentedViewController { presented = next }
                return presented
            }
            pending.append(contentsOf: controller.children)
        }
        return nil
    }
}
