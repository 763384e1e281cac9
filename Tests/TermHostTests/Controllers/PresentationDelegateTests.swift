import Testing
import TermHost
import TermHostTesting

@MainActor
private final class Recorder: PopoverPresentationControllerDelegate {
    var log: [String] = []
    var allowsDismissal = true
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        log.append("should")
        return allowsDismissal
    }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) { log.append("will") }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) { log.append("did") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { log.append("attempt") }
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) { log.append("prepare") }
}

@MainActor
private final class Sheet: WidgetController {
    var log: (String) -> Void = { _ in }
    override func viewWillAppear(_ animated: Bool) { log("viewWillAppear") }
    override func viewDidDisappear(_ animated: Bool) { log("viewDidDisappear") }
}

@Suite("Presentation controllers and their delegate: dismissals the user starts")
@MainActor
struct PresentationDelegateTests {
    private func presentSheet(_ recorder: Recorder, style: ModalPresentationStyle = .pageSheet)
        -> (WidgetController, Sheet, HeadlessApp) {
        let root = WidgetController()
        let app = controllerApp(root, size: Size(width: 30, height: 10))
        let sheet = Sheet()
        sheet.modalPresentationStyle = style
        sheet.log = { recorder.log.append($0) }
        sheet.presentationController?.delegate = recorder
        root.present(sheet)
        app.waitUntilIdle()
        return (root, sheet, app)
    }

    @Test func escOnASheetAsksWillDismissesThenDidAfterTheLastLifecycleCall() {
        let recorder = Recorder()
        let (root, _, app) = presentSheet(recorder)
        recorder.log.removeAll()
        app.press(.escape)
        #expect(recorder.log == ["should", "will", "viewDidDisappear", "did"])
        #expect(root.presentedViewController == nil)
    }

    @Test func dismissingFromCodeTellsTheDelegateNothing() {
        let recorder = Recorder()
        let (root, _, _) = presentSheet(recorder)
        recorder.log.removeAll()
        root.dismiss()
        #expect(recorder.log == ["viewDidDisappear"])
    }

    @Test func aModalSheetIsNotDismissedAndTheDelegateHearsTheAttemptWithoutBeingAsked() {
        let recorder = Recorder()
        let (root, sheet, app) = presentSheet(recorder)
        sheet.isModalInPresentation = true
        recorder.log.removeAll()
        app.press(.escape)
        #expect(recorder.log == ["attempt"])
        #expect(root.presentedViewController === sheet)
    }

    @Test func aDelegateThatRefusesKeepsTheSheet() {
        let recorder = Recorder()
        recorder.allowsDismissal = false
        let (root, sheet, app) = presentSheet(recorder)
        recorder.log.removeAll()
        app.press(.escape)
        #expect(recorder.log == ["should", "attempt"])
        #expect(root.presentedViewController === sheet)
    }

    @Test func aPopoverIsPreparedBeforeItAppearsAndAClickOutsideIsAUserDismissal() {
        let recorder = Recorder()
        let (root, sheet, app) = presentSheet(recorder, style: .popover)
        #expect(recorder.log == ["prepare", "viewWillAppear"])
        #expect(sheet.presentationController === sheet.popoverPresentationController)
        recorder.log.removeAll()
        app.click(at: Point(x: 0, y: 9))
        #expect(recorder.log == ["should", "will", "viewDidDisappear", "did"])
        #expect(root.presentedViewController == nil)
    }

    @Test func eachStyleHasItsKindOfPresentationControllerAndAChildSharesItsPresentedAncestors() {
        let controller = WidgetController()
        #expect(controller.presentationController is SheetPresentationController)
        controller.modalPresentationStyle = .fullScreen
        #expect(!(controller.presentationController is SheetPresentationController))
        #expect(!(controller.presentationController is PopoverPresentationController))
        #expect(controller.presentationController?.presentedViewController === controller)
        #expect(controller.presentationController?.presentationStyle == .fullScreen)

        let root = WidgetController()
        let app = controllerApp(root, size: Size(width: 30, height: 10))
        let form = WidgetController()
        let navigation = NavigationController(rootViewController: form)
        navigation.modalPresentationStyle = .formSheet
        root.present(navigation)
        app.waitUntilIdle()
        #expect(form.presentationController === navigation.presentationController)
        #expect(navigation.presentationController?.presentingViewController === root)
    }
}
