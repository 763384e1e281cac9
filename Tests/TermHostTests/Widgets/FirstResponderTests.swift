import Testing
import TermHost
import TermHostTesting

@Suite("First responder: becomeFirstResponder, resignFirstResponder, endEditing")
@MainActor
struct FirstResponderTests {
    private final class StubbornField: TextFieldWidget {
        var refuses = true
        override var canResignFirstResponder: Bool { !refuses }
        override func resignFirstResponder() -> Bool {
            refuses ? false : super.resignFirstResponder()
        }
    }

    private final class Locked: ButtonWidget {
        override var canBecomeFirstResponder: Bool { false }
    }

    @Test func resignLeavesNothingFocusedEvenAfterTheNextFrame() {
        let field = TextFieldWidget(), button = ButtonWidget("B")
        let app = show([(field, Rect(x: 0, y: 0, width: 5, height: 1)), (button, Rect(x: 0, y: 1, width: 5, height: 1))],
                       size: Size(width: 5, height: 2))
        #expect(field.isFirstResponder)
        #expect(field.resignFirstResponder())
        app.waitUntilIdle()
        app.send(.resize(Size(width: 5, height: 2)))
        #expect(app.focused == nil, "UIKit leaves no first responder; TermHost does not pick one by itself")
        #expect(button.resignFirstResponder(), "resigning when not first responder returns true, as in UIKit")
        app.press(.tab)
        #expect(field.isFirstResponder, "Tab starts again from the first")
    }

    @Test func becomeFirstResponderHonoursCanBecomeAndCanResign() {
        let stubborn = StubbornField(), locked = Locked("L"), button = ButtonWidget("B")
        let app = show([(stubborn, Rect(x: 0, y: 0, width: 5, height: 1)), (locked, Rect(x: 0, y: 1, width: 5, height: 1)),
                        (button, Rect(x: 0, y: 2, width: 5, height: 1))], size: Size(width: 5, height: 3))
        #expect(app.focused === stubborn)
        #expect(!locked.becomeFirstResponder())
        #expect(!button.becomeFirstResponder(), "the first responder refuses to resign")
        #expect(stubborn.becomeFirstResponder(), "already first responder")
        stubborn.refuses = false
        #expect(button.becomeFirstResponder())
        #expect(button.isFirstResponder && !stubborn.isFirstResponder)
        let detached = ButtonWidget("D")
        #expect(!detached.becomeFirstResponder(), "not in a window")
    }

    @Test func endEditingResignsTheFirstResponderInsideOnly() {
        let form = Widget(), elsewhere = Widget()
        let field = StubbornField()
        field.frame = Rect(x: 0, y: 0, width: 5, height: 1)
        form.addSubview(field)
        let app = show([(form, Rect(x: 0, y: 0, width: 5, height: 1)), (elsewhere, Rect(x: 0, y: 1, width: 5, height: 1))],
                       size: Size(width: 5, height: 2))
        #expect(field.isFirstResponder)
        #expect(!elsewhere.endEditing(true), "no first responder inside")
        #expect(!form.endEditing(false), "asked, the field refuses")
        #expect(field.isFirstResponder)
        #expect(form.endEditing(true), "forced, it resigns without being asked")
        #expect(app.focused == nil)
        field.refuses = false
        #expect(field.becomeFirstResponder())
        #expect((app.application.rootContent as? Window)?.endEditing(false) == true)
        #expect(!field.isFirstResponder)
    }
}
