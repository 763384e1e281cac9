// UIGestureRecognizer's documented behaviour with the renames only; the action is the method itself where
// UIKit writes #selector (Linux has no Objective-C runtime).
import Testing
import TermHost
import TermHostTesting

@MainActor
private final class TapCounter {
    var taps = 0
    var states: [GestureRecognizer.State] = []
    var locations: [Point] = []

    func tapped() { taps += 1 }

    func handle(_ sender: GestureRecognizer) {
        states.append(sender.state)
        locations.append(sender.location(in: sender.view))
    }
}

@MainActor
private final class PanHandler {
    var translations: [Point] = []
    var states: [GestureRecognizer.State] = []

    func pan(_ sender: PanGestureRecognizer) {
        states.append(sender.state)
        translations.append(sender.translation(in: sender.view))
    }
}

@Suite("UIKit: gesture recognizers")
@MainActor
struct GestureRecognizerCompatibilityTests {
    private func show(_ view: Widget) -> HeadlessApp {
        HeadlessApp(size: Size(width: 30, height: 8)) { _ in
            let window = Window()
            window.addSubview(view)
            return window
        }
    }

    @Test func aTapCallsEveryTargetOnceWithTheRecognizerInTheEndedState() {
        let counter = TapCounter()
        let view = Widget(frame: Rect(x: 2, y: 1, width: 10, height: 3))
        let tap = TapGestureRecognizer(target: counter, action: TapCounter.handle)
        tap.addTarget(counter, action: TapCounter.tapped)
        view.addGestureRecognizer(tap)
        #expect(tap.view === view)
        #expect(view.gestureRecognizers?.count == 1)
        let app = show(view)
        app.click(at: Point(x: 5, y: 2))
        #expect(counter.taps == 1)
        #expect(counter.states == [.ended])
        #expect(counter.locations == [Point(x: 3, y: 1)], "location(in:) is in the view's coordinates")
        #expect(tap.state == .possible)
    }

    @Test func numberOfTapsRequiredTwoNeedsADoubleClick() {
        let counter = TapCounter()
        let view = Widget(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        let doubleTap = TapGestureRecognizer(target: counter, action: TapCounter.tapped)
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        let app = show(view)
        app.click(at: Point(x: 1, y: 1))
        #expect(counter.taps == 0)
        app.click(at: Point(x: 1, y: 1))
        #expect(counter.taps == 1)
        app.click(at: Point(x: 1, y: 1))
        app.advance(by: .seconds(1))
        app.click(at: Point(x: 1, y: 1))
        #expect(counter.taps == 1, "clicks too far apart are two single taps")
    }

    @Test func disabledRemovedOrNonInteractiveViewsDoNotRecognize() {
        let counter = TapCounter()
        let imageView = ImageWidget(frame: Rect(x: 0, y: 0, width: 4, height: 2))
        let tap = TapGestureRecognizer(target: counter, action: TapCounter.tapped)
        imageView.addGestureRecognizer(tap)
        let app = show(imageView)
        app.click(at: Point(x: 1, y: 1))
        #expect(counter.taps == 0, "an image view ignores events until isUserInteractionEnabled is set")
        imageView.isUserInteractionEnabled = true
        app.click(at: Point(x: 1, y: 1))
        #expect(counter.taps == 1)
        tap.isEnabled = false
        app.click(at: Point(x: 1, y: 1))
        #expect(counter.taps == 1)
        tap.isEnabled = true
        imageView.removeGestureRecognizer(tap)
        #expect(tap.view == nil)
        #expect(imageView.gestureRecognizers == nil)
        app.click(at: Point(x: 1, y: 1))
        #expect(counter.taps == 1)
    }

    @Test func aButtonInsideTheViewKeepsItsOwnTap() {
        let counter = TapCounter()
        let container = Widget(frame: Rect(x: 0, y: 0, width: 20, height: 4))
        container.addGestureRecognizer(TapGestureRecognizer(target: counter, action: TapCounter.tapped))
        let button = ButtonWidget("Go")
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        var pressed = 0
        button.action = { pressed += 1 }
        container.addSubview(button)
        let app = show(container)
        #expect(app.click(on: "Go"))
        // "If you have a single tap gesture recognizer attached to a button's parent view, and the user taps the
        // button, then the button's action method receives the touch event instead of the gesture recognizer."
        #expect(pressed == 1)
        #expect(counter.taps == 0)
        app.click(at: Point(x: 10, y: 2))
        #expect(counter.taps == 1)
    }

    @Test func cancelsTouchesInViewDecidesWhetherTheViewAlsoGetsTheClick() {
        let counter = TapCounter()
        let button = ButtonWidget("Go")
        button.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        var pressed = 0
        button.action = { pressed += 1 }
        let tap = TapGestureRecognizer(target: counter, action: TapCounter.tapped)
        button.addGestureRecognizer(tap)
        let app = show(button)
        #expect(tap.cancelsTouchesInView, "default true")
        app.click(at: Point(x: 1, y: 0))
        #expect(counter.taps == 1)
        #expect(pressed == 0, "a recognized tap cancels the view's own touches")
        tap.cancelsTouchesInView = false
        app.click(at: Point(x: 1, y: 0))
        #expect(counter.taps == 2)
        #expect(pressed == 1)
    }

    @Test func aLongPressBeginsAfterTheMinimumDurationAndEndsOnRelease() {
        let counter = TapCounter()
        let view = Widget(frame: Rect(x: 0, y: 0, width: 10, height: 3))
        let press = LongPressGestureRecognizer(target: counter, action: TapCounter.handle)
        #expect(press.minimumPressDuration == 0.5)
        view.addGestureRecognizer(press)
        let app = show(view)
        app.send(.mouse(MouseEvent(.press(.left), at: Point(x: 1, y: 1))))
        app.advance(by: .milliseconds(300))
        #expect(counter.states.isEmpty)
        app.advance(by: .milliseconds(300))
        #expect(counter.states == [.began])
        app.send(.mouse(MouseEvent(.release(.left), at: Point(x: 1, y: 1))))
        #expect(counter.states == [.began, .ended])
        app.click(at: Point(x: 1, y: 1))
        app.advance(by: .seconds(1))
        #expect(counter.states == [.began, .ended], "released too soon: the long press fails")
    }

    @Test func aPanReportsItsTranslation() {
        let handler = PanHandler()
        let view = Widget(frame: Rect(x: 0, y: 0, width: 20, height: 5))
        view.addGestureRecognizer(PanGestureRecognizer(target: handler, action: PanHandler.pan))
        let app = show(view)
        app.send(.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 2))))
        app.send(.mouse(MouseEvent(.move, at: Point(x: 4, y: 2))))
        app.send(.mouse(MouseEvent(.move, at: Point(x: 6, y: 3))))
        app.send(.mouse(MouseEvent(.release(.left), at: Point(x: 6, y: 3))))
        #expect(handler.states == [.began, .changed, .ended])
        #expect(handler.translations == [Point(x: 2, y: 0), Point(x: 4, y: 1), Point(x: 4, y: 1)])
    }
}
