import Observation
import Testing
import TermHost
import TermHostTesting

/// Three buttons in a vertical stack view, as a UIKit screen builds them.
@MainActor
private final class ButtonsController: WidgetController {
    let save = ButtonWidget("Save")
    let delete = ButtonWidget("Delete")
    let share = ButtonWidget("Share")

    override func viewDidLoad() {
        super.viewDidLoad()
        let stack = StackWidget(axis: .vertical, arrangedSubviews: [save, delete, share])
        stack.frame = Rect(x: 0, y: 0, width: 20, height: 3)
        view.addSubview(stack)
    }
}

@Observable
@MainActor
private final class Flags {
    var showsSecond = true
}

/// Hosted SwiftUI buttons between two UIKit buttons.
private struct HostedButtons: View {
    let flags: Flags
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("First") {}
            if flags.showsSecond { Button("Second") {} }
        }
    }
}

@MainActor
private final class MixedController: WidgetController {
    let before = ButtonWidget("Before")
    let after = ButtonWidget("After")
    let flags = Flags()
    lazy var host = HostWidget(rootView: HostedButtons(flags: flags))

    override func viewDidLoad() {
        super.viewDidLoad()
        before.frame = Rect(x: 0, y: 0, width: 12, height: 1)
        host.frame = Rect(x: 0, y: 1, width: 12, height: 2)
        after.frame = Rect(x: 0, y: 3, width: 12, height: 1)
        for widget in [before, host, after] { view.addSubview(widget) }
    }
}

/// When the focused view leaves the window, focus moves to the next focusable view in order (or the
/// previous one when it was the last), as UIKit's focus system moves it (`UIFocusSystem`), in the
/// frame that removed it; the same rule as for declarative views, across hosted components too.
@Suite("Widgets: focus after the focused view is removed")
@MainActor
struct WidgetFocusAfterRemovalTests {
    /// The three buttons' controller and app after `removed` was removed while `focused` was the
    /// first responder, and the number of frames from the removal until idle.
    private func removing(_ removed: KeyPath<ButtonsController, ButtonWidget>,
                          focused: KeyPath<ButtonsController, ButtonWidget>) -> (ButtonsController, HeadlessApp, frames: Int) {
        let controller = ButtonsController()
        let app = controllerApp(controller, size: Size(width: 20, height: 4))
        #expect(controller[keyPath: focused].becomeFirstResponder())
        app.waitUntilIdle()
        let frames = app.statistics.frames
        controller[keyPath: removed].removeFromSuperview()
        app.waitUntilIdle()
        return (controller, app, app.statistics.frames - frames)
    }

    @Test func removingTheFocusedButtonFocusesTheNextOne() {
        let (controller, app, frames) = removing(\.delete, focused: \.delete)
        #expect(controller.share.isFirstResponder && app.focused === controller.share)
        #expect(frames == 1)
    }

    @Test func removingTheLastFocusedButtonFocusesThePreviousOne() {
        let (controller, app, _) = removing(\.share, focused: \.share)
        #expect(app.focused === controller.delete)
    }

    @Test func removingAHostWithTheFocusedViewFocusesTheViewAfterIt() {
        let controller = MixedController()
        let app = controllerApp(controller, size: Size(width: 20, height: 5))
        app.tab(to: "Second")
        #expect(app.focusedDescription == "Second")
        controller.host.removeFromSuperview()
        app.waitUntilIdle()
        #expect(controller.after.isFirstResponder)
    }

    @Test func aHostedViewLeavingFocusesTheNextViewInWindowOrder() {
        let controller = MixedController()
        let app = controllerApp(controller, size: Size(width: 20, height: 5))
        app.tab(to: "Second")
        let frames = app.statistics.frames
        controller.flags.showsSecond = false
        app.waitUntilIdle()
        #expect(controller.after.isFirstResponder, "nothing follows it in the host: the next is the widget after the host")
        #expect(app.statistics.frames - frames == 1)
    }

    @Test func removingAnUnfocusedViewLeavesFocusAlone() {
        let (controller, app, _) = removing(\.delete, focused: \.share)
        #expect(app.focused === controller.share)
    }
}
