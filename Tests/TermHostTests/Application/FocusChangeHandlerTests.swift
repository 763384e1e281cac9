import TermHost
import TermHostTesting
import Testing

/// `FocusEngine.addFocusChangeHandler(_:)`: told of every change of focus (like UIKit's
/// `UIFocusSystem.didUpdateNotification`), until the registration is removed.
@Suite("Focus engine: focus-change handlers")
@MainActor
struct FocusChangeHandlerTests {
    private final class Log {
        var entries: [String] = []
    }

    private func makeApp(_ first: ButtonWidget, _ second: ButtonWidget) -> HeadlessApp {
        HeadlessApp(size: Size(width: 30, height: 5)) { _ in
            let window = Window()
            first.frame = Rect(x: 0, y: 0, width: 10, height: 1)
            second.frame = Rect(x: 0, y: 2, width: 10, height: 1)
            window.addSubview(first)
            window.addSubview(second)
            return window
        }
    }

    @Test func aHandlerHearsTabClickResignAndRemoval() throws {
        let first = ButtonWidget("One"), second = ButtonWidget("Two")
        let app = makeApp(first, second)
        #expect(app.focusedDescription == "One")
        let log = Log()
        app.application.focusEngine.addFocusChangeHandler { focused in
            log.entries.append((focused as? ButtonWidget)?.title ?? "nothing")
        }
        app.press(.tab)
        #expect(log.entries == ["Two"])
        #expect(app.click(on: "One"))
        #expect(log.entries == ["Two", "One"])
        _ = first.resignFirstResponder()
        #expect(log.entries == ["Two", "One", "nothing"])
        _ = second.becomeFirstResponder()
        second.removeFromSuperview()
        app.waitUntilIdle()
        #expect(log.entries.prefix(4) == ["Two", "One", "nothing", "Two"])
        #expect(log.entries[4...].first == "nothing", "focus dropped with its responder is a change too")
    }

    @Test func aRemovedHandlerIsNotCalledAndOthersStillAre() {
        let app = makeApp(ButtonWidget("One"), ButtonWidget("Two"))
        let log = Log()
        let engine = app.application.focusEngine
        let removed = engine.addFocusChangeHandler { _ in log.entries.append("removed") }
        engine.addFocusChangeHandler { _ in log.entries.append("kept") }
        engine.removeFocusChangeHandler(removed)
        app.press(.tab)
        #expect(log.entries == ["kept"])
        engine.removeFocusChangeHandler(removed)
        app.press(.tab)
        #expect(log.entries == ["kept", "kept"])
    }

    @Test func focusingTheFocusedResponderAgainIsNoChange() {
        let first = ButtonWidget("One")
        let app = makeApp(first, ButtonWidget("Two"))
        let log = Log()
        app.application.focusEngine.addFocusChangeHandler { _ in log.entries.append("changed") }
        app.application.focusEngine.focus(first)
        #expect(log.entries.isEmpty)
    }
}
