import Testing
import TermHost
import TermHostTesting

/// A root controller whose view holds two child controllers side by side.
@MainActor
private final class Split {
    let root = titled("R")
    let left = titled("A")
    let right = titled("B")
    let app: HeadlessApp

    init() {
        app = run(window(root: root))
        for (index, child) in [left, right].enumerated() {
            root.addChild(child)
            child.view.frame = Rect(x: index * 20, y: 0, width: 20, height: 5)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
        }
        app.waitUntilIdle()
    }
}

@Suite("Hosting: containment (H3, H4, H5)")
@MainActor
struct HostContainmentTests {
    @Test func joinsTheNearestControllerWhenEnteringAWindow() {
        let split = Split()
        let host = HostWidget { Text("Hosted") }
        host.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        #expect(host.hostingController?.parent == nil)
        split.left.view.addSubview(host)
        #expect(host.hostingController?.parent === split.left)
        #expect(split.left.children.count == 1)
        split.app.waitUntilIdle()
        #expect(split.app.find("Hosted") == Point(x: 2, y: 0), "centred in the host")
    }

    @Test func reparentingMovesTheControllerInUIKitOrder() {
        let split = Split()
        let log = HostingLog()
        let host = HostWidget(hostingController: LoggingHostingController(rootView: Text("Moving"), log: log))
        host.frame = Rect(x: 0, y: 0, width: 10, height: 1)
        split.left.view.addSubview(host)
        #expect(log.calls == ["willMove(A)", "viewWillAppear", "viewDidAppear", "didMove(A)"])
        log.calls = []
        split.right.view.addSubview(host)
        #expect(log.calls == ["willMove(nil)", "viewWillDisappear", "viewDidDisappear", "didMove(nil)",
                              "willMove(B)", "viewWillAppear", "viewDidAppear", "didMove(B)"])
        #expect(host.hostingController?.parent === split.right)
        #expect(split.left.children.isEmpty && split.right.children.count == 1)
        split.app.waitUntilIdle()
        #expect(split.app.find("Moving") == Point(x: 22, y: 0))
    }

    @Test func removingTheHostDetachesItsController() {
        let split = Split()
        let host = HostWidget { Text("Gone") }
        split.left.view.addSubview(host)
        host.removeFromSuperview()
        #expect(host.hostingController?.parent == nil)
        #expect(split.left.children.isEmpty)
    }

    @Test func explicitAttachOverridesTheAutomaticOne() {
        let split = Split()
        let elsewhere = titled("X")
        let host = HostWidget { Text("Pinned") }
        host.attach(to: elsewhere)
        #expect(host.hostingController?.parent === elsewhere)
        split.left.view.addSubview(host)
        #expect(host.hostingController?.parent === elsewhere, "automatic containment is off")
        host.removeFromSuperview()
        #expect(host.hostingController?.parent === elsewhere)
        host.detach()
        #expect(host.hostingController?.parent == nil && elsewhere.children.isEmpty)
        split.right.view.addSubview(host)
        #expect(host.hostingController?.parent === split.right, "automatic again after detach")
    }

    @Test func hostingControllerAsAChildPinnedToTheEdges() {
        let root = titled("R")
        let app = run(window(root: root), width: 30, height: 6)
        let child = HostingController(rootView: Text("Child").frame(maxWidth: .infinity, maxHeight: .infinity,
                                                                    alignment: .bottomTrailing))
        root.addChild(child)
        child.view.frame = root.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        app.waitUntilIdle()
        #expect(app.find("Child") == Point(x: 25, y: 5))
        app.resize(to: Size(width: 40, height: 8))
        #expect(app.find("Child") == Point(x: 35, y: 7))
        #expect(child.parent === root)
    }

    @Test func hostingControllerAsTheWindowRoot() {
        let controller = HostingController(rootView: VStack { Text("Root content") })
        let app = run(window(root: controller), width: 20, height: 3)
        #expect(app.find("Root content") == Point(x: 4, y: 1))
        #expect(controller.hostWidget?.window != nil)
    }

    @Test func presentedModallyAndDismissedFromTheComponent() {
        let root = titled("R")
        let app = run(window(root: root))
        var disappeared = 0
        let sheet = HostingController(rootView: SheetView { disappeared += 1 })
        sheet.title = "Sheet"
        root.present(sheet)
        app.waitUntilIdle()
        #expect(app.find("Close") != nil)
        #expect(root.presentedViewController === sheet)
        app.press(.enter)
        #expect(root.presentedViewController == nil)
        #expect(app.find("Close") == nil)
        #expect(disappeared == 1)
    }

    @Test func pushedOnANavigationControllerWhoseBarCanBeHidden() {
        let start = HostingController(rootView: Text("Start"))
        start.title = "Home"
        let navigation = NavigationController(rootViewController: start)
        let app = run(window(root: navigation), width: 30, height: 6)
        let pushed = Text("Pushed").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .embeddedInHostingController()
        navigation.pushViewController(pushed, animated: false)
        app.waitUntilIdle()
        #expect(app.find("Pushed") == Point(x: 0, y: 1), "below the bar: the bar is in the safe area")
        navigation.setNavigationBarHidden(true, animated: false)
        app.waitUntilIdle()
        #expect(app.find("Pushed") == Point(x: 0, y: 0))
        navigation.popViewController(animated: false)
        app.waitUntilIdle()
        #expect(app.find("Start") != nil)
    }
}

/// A component that dismisses its own presentation.
private struct SheetView: View {
    let onGone: @MainActor () -> Void
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Close") { dismiss() }
            .onDisappear { onGone() }
    }
}
