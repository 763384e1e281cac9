import Testing
import TermHost
import TermHostTesting

@MainActor
private final class Logged: WidgetController {
    let name: String
    var log: (String) -> Void = { _ in }
    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    override func viewDidLoad() { log("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log("\(name).viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log("\(name).viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log("\(name).viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log("\(name).viewDidDisappear") }
}

@Suite("Presentation styles, completions and the presenting chain")
@MainActor
struct ModalPresentationStyleTests {
    private func frame(of controller: WidgetController) -> Rect? {
        guard let view = controller.viewIfLoaded else { return nil }
        let box = view.superview as? BoxWidget
        return (box ?? view).convertToWindow(box?.bounds ?? view.bounds)
    }

    @Test func eachStylePlacesThePresentedView() {
        let root = WidgetController()
        let app = controllerApp(root, size: Size(width: 20, height: 8))
        let expected: [(ModalPresentationStyle, Rect)] = [
            (.automatic, Rect(x: 2, y: 1, width: 16, height: 6)),
            (.pageSheet, Rect(x: 2, y: 1, width: 16, height: 6)),
            (.formSheet, Rect(x: 5, y: 2, width: 10, height: 4)),
            (.fullScreen, Rect(x: 0, y: 0, width: 20, height: 8)),
            (.overFullScreen, Rect(x: 0, y: 0, width: 20, height: 8)),
        ]
        for (style, rect) in expected {
            let sheet = WidgetController()
            sheet.modalPresentationStyle = style
            sheet.preferredContentSize = Size(width: 8, height: 2)
            root.present(sheet)
            app.waitUntilIdle()
            #expect(frame(of: sheet) == rect, "\(style)")
            root.dismiss()
        }
    }

    @Test func fullScreenHidesWhatIsBelowAndOverFullScreenShowsItThrough() {
        let root = WidgetController()
        let label = LabelWidget("below")
        label.frame = Rect(x: 0, y: 0, width: 5, height: 1)
        root.view.addSubview(label)
        let app = controllerApp(root, size: Size(width: 20, height: 8))
        let over = WidgetController()
        over.modalPresentationStyle = .overFullScreen
        root.present(over)
        app.waitUntilIdle()
        #expect(app.line(0).hasPrefix("below"))
        root.dismiss()
        let full = WidgetController()
        full.modalPresentationStyle = .fullScreen
        root.present(full)
        app.waitUntilIdle()
        #expect(!app.contains("below"))
        app.press(.escape)
        #expect(root.presentedViewController === full, "Esc does not dismiss a full-screen presentation")
    }

    @Test func fullScreenCallsThePresenterAndItsChildrenInUIKitOrderAndCompletionsComeLast() {
        var log: [String] = []
        let root = Logged("A")
        root.log = { log.append($0) }
        let navigation = NavigationController(rootViewController: root)
        let app = controllerApp(navigation, size: Size(width: 20, height: 8))
        log.removeAll()
        let modal = Logged("B")
        modal.log = { log.append($0) }
        modal.modalPresentationStyle = .fullScreen
        root.present(modal, animated: true) { log.append("completion") }
        app.waitUntilIdle()
        #expect(log == ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear",
                        "A.viewDidDisappear", "completion"])
        #expect(modal.presentingViewController === navigation, "the presentation is made by the full-screen context")
        #expect(root.presentedViewController === modal, "a child sees its ancestor's presentation")
        log.removeAll()
        modal.dismiss(animated: true) { log.append("dismissed") }
        #expect(log == ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear", "dismissed"])
    }

    @Test func aSheetLeavesThePresenterAlone() {
        var log: [String] = []
        let root = Logged("A")
        root.log = { log.append($0) }
        let app = controllerApp(root, size: Size(width: 20, height: 8))
        log.removeAll()
        let sheet = Logged("B")
        sheet.log = { log.append($0) }
        root.present(sheet) { log.append("completion") }
        app.waitUntilIdle()
        #expect(log == ["B.viewDidLoad", "B.viewWillAppear", "B.viewDidAppear", "completion"])
    }

    @Test func presentingFromAViewOutsideAWindowDoesNothing() {
        let loose = WidgetController()
        let root = WidgetController()
        let app = controllerApp(root, size: Size(width: 20, height: 8))
        var completed = false
        loose.present(WidgetController()) { completed = true }
        #expect(!completed && loose.presentedViewController == nil)
        let shown = WidgetController()
        root.present(shown)
        root.present(shown) { completed = true }
        #expect(!completed, "an already presented controller is not presented again")
        #expect(app.application.diagnostics.count == 1, "the attached presenter reports the refused presentation")
    }

    @Test func dismissFromAChildOfThePresentedControllerDismissesIt() {
        let root = WidgetController()
        let app = controllerApp(root, size: Size(width: 20, height: 8))
        let form = WidgetController()
        let navigation = NavigationController(rootViewController: form)
        root.present(navigation)
        app.waitUntilIdle()
        #expect(form.presentingViewController === root)
        var done = false
        form.dismiss(animated: true) { done = true }
        #expect(done && root.presentedViewController == nil)
    }

    @Test func dismissingLowerInAStackOfPresentationsDismissesEverythingAboveIt() {
        let root = WidgetController()
        let app = controllerApp(root, size: Size(width: 20, height: 8))
        var log: [String] = []
        let first = Logged("A"), second = Logged("B")
        first.log = { log.append($0) }
        second.log = { log.append($0) }
        root.present(first)
        first.present(second)
        app.waitUntilIdle()
        #expect(second.presentingViewController === first && root.presentedViewController === first)
        log.removeAll()
        var done = false
        root.dismiss { done = true }
        #expect(done && root.presentedViewController == nil && first.presentedViewController == nil)
        #expect(log == ["B.viewWillDisappear", "B.viewDidDisappear", "A.viewWillDisappear", "A.viewDidDisappear"])
        #expect(second.viewIfLoaded?.window == nil && first.viewIfLoaded?.window == nil)
    }

    @Test func presentingWhileAlreadyPresentingShowsOverTheTopmostPresented() {
        let root = WidgetController()
        let app = controllerApp(root, size: Size(width: 20, height: 8))
        let first = WidgetController(), second = WidgetController()
        root.present(first)
        root.present(second)
        app.waitUntilIdle()
        #expect(second.presentingViewController === first)
        #expect(second.viewIfLoaded?.window != nil)
    }

    @Test func popoverAnchorsBelowOrAboveItsSourceAndAtABarButtonItem() {
        let root = WidgetController()
        let anchor = ButtonWidget("Here")
        anchor.frame = Rect(x: 14, y: 1, width: 6, height: 1)
        root.view.addSubview(anchor)
        let low = ButtonWidget("Low")
        low.frame = Rect(x: 0, y: 7, width: 5, height: 1)
        root.view.addSubview(low)
        let app = controllerApp(root, size: Size(width: 20, height: 8))
        func popover(at view: Widget) -> WidgetController {
            let controller = WidgetController()
            controller.modalPresentationStyle = .popover
            controller.preferredContentSize = Size(width: 6, height: 2)
            controller.popoverPresentationController?.sourceView = view
            root.present(controller)
            app.waitUntilIdle()
            return controller
        }
        let below = popover(at: anchor)
        #expect(frame(of: below) == Rect(x: 12, y: 2, width: 8, height: 4), "below, moved left to stay on screen")
        root.dismiss()
        let above = popover(at: low)
        #expect(frame(of: above) == Rect(x: 0, y: 3, width: 8, height: 4), "no room below: above")
        root.dismiss()
        #expect(WidgetController().popoverPresentationController == nil, "only popovers have one")
    }

    @Test func popoverAtABarButtonItemAndClickOutsideUnlessModal() {
        let root = WidgetController()
        let item = BarButtonItem(title: "More")
        root.navigationItem.rightBarButtonItem = item
        let navigation = NavigationController(rootViewController: root)
        let app = controllerApp(navigation, size: Size(width: 30, height: 8))
        let menu = WidgetController()
        menu.modalPresentationStyle = .popover
        menu.preferredContentSize = Size(width: 6, height: 1)
        menu.popoverPresentationController?.barButtonItem = item
        root.present(menu)
        app.waitUntilIdle()
        #expect(frame(of: menu) == Rect(x: 22, y: 1, width: 8, height: 3), "under the item's title")
        menu.isModalInPresentation = true
        app.click(at: Point(x: 1, y: 6))
        #expect(navigation.presentedViewController === menu)
        menu.isModalInPresentation = false
        app.click(at: Point(x: 1, y: 6))
        #expect(navigation.presentedViewController == nil)
    }

    @Test func aFormSheetFollowsPreferredContentSize() {
        let root = WidgetController()
        let app = controllerApp(root, size: Size(width: 20, height: 8))
        let sheet = WidgetController()
        sheet.modalPresentationStyle = .formSheet
        sheet.preferredContentSize = Size(width: 4, height: 1)
        root.present(sheet)
        app.waitUntilIdle()
        #expect(frame(of: sheet)?.size == Size(width: 6, height: 3))
        sheet.preferredContentSize = Size(width: 10, height: 3)
        app.waitUntilIdle()
        #expect(frame(of: sheet)?.size == Size(width: 12, height: 5))
        sheet.title = "Titled"
        app.waitUntilIdle()
        #expect(!app.contains("Titled"), "a panel has no title in its border: a sheet's title belongs to its content")
    }

    @Test func showPushesInsideANavigationControllerAndPresentsOtherwise() {
        let root = WidgetController()
        let navigation = NavigationController(rootViewController: root)
        let app = controllerApp(navigation, size: Size(width: 20, height: 8))
        let pushed = WidgetController()
        root.show(pushed, sender: nil)
        #expect(navigation.topViewController === pushed)
        let lone = WidgetController()
        let other = controllerApp(lone, size: Size(width: 20, height: 8))
        let presented = WidgetController()
        lone.show(presented, sender: nil)
        other.waitUntilIdle()
        app.waitUntilIdle()
        #expect(lone.presentedViewController === presented)
    }
}
