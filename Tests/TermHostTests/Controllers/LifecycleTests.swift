import Testing
import TermHost
import TermHostTesting

@MainActor
final class CallLog {
    var calls: [String] = []
}

@MainActor
class Recording: WidgetController {
    let name: String
    let log: CallLog
    init(_ name: String, log: CallLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    override func viewDidLoad() { log.calls.append("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.calls.append("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.calls.append("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.calls.append("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.calls.append("\(name).viewDidDisappear") }
    override func willMove(toParent parent: WidgetController?) {
        log.calls.append("\(name).willMove(\(parent.map { ($0 as? Recording)?.name ?? "nav" } ?? "nil"))")
    }
    override func didMove(toParent parent: WidgetController?) {
        log.calls.append("\(name).didMove(\(parent.map { ($0 as? Recording)?.name ?? "nav" } ?? "nil"))")
    }
}

@Suite("Controller lifecycle order")
@MainActor
struct LifecycleTests {
    private func app(root: WidgetController) -> HeadlessApp {
        HeadlessApp(size: Size(width: 30, height: 10)) { _ in
            let window = Window()
            window.rootViewController = root
            return window
        }
    }

    @Test func rootAppearsWhenInstalled() {
        let log = CallLog()
        _ = app(root: Recording("A", log: log))
        #expect(log.calls == ["A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
    }

    @Test func addAndRemoveChild() {
        let log = CallLog()
        let parent = Recording("P", log: log)
        let app = app(root: parent)
        defer { withExtendedLifetime(app) {} }
        log.calls = []
        let child = Recording("C", log: log)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.calls == ["C.willMove(P)", "C.viewDidLoad", "C.viewWillAppear", "C.viewDidAppear", "C.didMove(P)"])
        #expect(parent.children.count == 1 && child.parent === parent)
        log.calls = []
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(log.calls == ["C.willMove(nil)", "C.viewWillDisappear", "C.viewDidDisappear", "C.didMove(nil)"])
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test func pushAndPop() {
        let log = CallLog()
        let root = Recording("A", log: log)
        let navigation = NavigationController(rootViewController: root)
        let app = app(root: navigation)
        #expect(log.calls == ["A.willMove(nav)", "A.didMove(nav)", "A.viewDidLoad", "A.viewWillAppear", "A.viewDidAppear"])
        log.calls = []
        let pushed = Recording("B", log: log)
        navigation.pushViewController(pushed, animated: false)
        #expect(log.calls == ["B.willMove(nav)", "B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear",
                              "A.viewDidDisappear", "B.viewDidAppear", "B.didMove(nav)"])
        log.calls = []
        app.press(.escape)
        #expect(log.calls == ["B.willMove(nil)", "B.viewWillDisappear", "A.viewWillAppear",
                              "B.viewDidDisappear", "A.viewDidAppear", "B.didMove(nil)"])
        #expect(navigation.viewControllers.count == 1)
        log.calls = []
        app.press(.escape)
        #expect(log.calls.isEmpty, "the root is never popped")
    }

    @Test func presentAndDismiss() {
        let log = CallLog()
        let root = Recording("A", log: log)
        let app = app(root: root)
        defer { withExtendedLifetime(app) {} }
        log.calls = []
        let modal = Recording("M", log: log)
        var completed = false
        root.present(modal) { completed = true }
        #expect(log.calls == ["M.viewDidLoad", "M.viewWillAppear", "M.viewDidAppear"])
        #expect(completed)
        #expect(root.presentedViewController === modal && modal.presentingViewController === root)
        log.calls = []
        modal.dismiss()
        #expect(log.calls == ["M.viewWillDisappear", "M.viewDidDisappear"])
        #expect(root.presentedViewController == nil && modal.presentingViewController == nil)
    }
}
