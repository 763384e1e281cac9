import TermHost
import TermHostTesting

/// A headless app showing `window`.
@MainActor
func run(_ window: Window, width: Int = 40, height: Int = 12) -> HeadlessApp {
    HeadlessApp(size: Size(width: width, height: height)) { _ in window }
}

/// A window whose root controller is `controller`.
@MainActor
func window(root controller: WidgetController) -> Window {
    let window = Window()
    window.rootViewController = controller
    return window
}

/// Records lifecycle calls in order.
@MainActor
final class HostingLog {
    var calls: [String] = []
}

/// A hosting controller that logs its containment and appearance calls.
@MainActor
final class LoggingHostingController<Content: View>: HostingController<Content> {
    let log: HostingLog
    init(rootView: Content, log: HostingLog) {
        self.log = log
        super.init(rootView: rootView)
    }
    override func willMove(toParent parent: WidgetController?) { log.calls.append("willMove(\(name(parent)))") }
    override func didMove(toParent parent: WidgetController?) { log.calls.append("didMove(\(name(parent)))") }
    override func viewWillAppear(_ animated: Bool) { log.calls.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.calls.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.calls.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.calls.append("viewDidDisappear") }
    private func name(_ parent: WidgetController?) -> String { parent?.title ?? "nil" }
}

/// A plain controller with a title (used as a parent).
@MainActor
func titled(_ title: String) -> WidgetController {
    let controller = WidgetController()
    controller.title = title
    return controller
}
