import Testing
import TermHost
import TermHostTesting

@Suite("UISwitch and UITextField events")
@MainActor
struct SwitchAndFieldEventTests {
    @Test func aUserToggleSendsValueChangedThenPrimaryActionAndCodeSendsNothing() {
        let toggle = CheckboxWidget()
        var log: [String] = []
        toggle.addAction(Action { action in
            log.append("changed:\((action.sender as? CheckboxWidget)?.isOn == true)")
        }, for: .valueChanged)
        toggle.addAction(Action { _ in log.append("primary") }, for: .primaryActionTriggered)
        let app = show([(toggle, Rect(x: 0, y: 0, width: 6, height: 1))], size: Size(width: 6, height: 1))
        #expect(app.line(0) == "[ ]   ", "an untitled switch sits at the leading edge")
        app.press(.character(" "))
        #expect(log == ["changed:true", "primary"])
        #expect(app.line(0).hasPrefix("[x]"))
        toggle.setOn(false, animated: true)
        toggle.isOn = true
        toggle.isOn = false
        #expect(log.count == 2, "setting isOn from code sends no events")
        app.click(at: Point(x: 1, y: 0))
        #expect(log == ["changed:true", "primary", "changed:true", "primary"])
    }

    @Test func primaryActionInitAndOnTint() {
        var runs = 0
        let toggle = CheckboxWidget(frame: .zero, primaryAction: Action { _ in runs += 1 })
        toggle.onTintColor = .systemGreen
        let app = show([(toggle, Rect(x: 0, y: 0, width: 3, height: 1))], size: Size(width: 3, height: 1))
        app.press(.enter)
        #expect(runs == 1)
        #expect(app.style(at: Point(x: 1, y: 0)).foreground == .systemGreen)
    }

    @Test func textFieldSendsEditingEventsAsUIKitDoes() {
        let field = TextFieldWidget()
        let other = ButtonWidget("Next")
        var log: [String] = []
        for (event, name) in [(ControlWidget.Event.editingDidBegin, "begin"), (.editingChanged, "changed"),
                              (.editingDidEnd, "end"), (.primaryActionTriggered, "primary")] {
            field.addAction(Action { _ in log.append(name) }, for: event)
        }
        let app = show([(field, Rect(x: 0, y: 0, width: 10, height: 1)), (other, Rect(x: 0, y: 1, width: 8, height: 1))],
                       size: Size(width: 10, height: 2))
        #expect(log == ["begin"], "the first frame focused the field")
        app.type("ab")
        #expect(log == ["begin", "changed", "changed"])
        app.press(.enter)
        #expect(log.last == "primary")
        #expect(field.isFirstResponder, "without an editingDidEndOnExit action Return keeps editing")
        app.press(.tab)
        #expect(log.last == "end")
    }

    @Test func returnWithAnEditingDidEndOnExitActionEndsEditing() {
        let field = TextFieldWidget()
        var log: [String] = []
        field.addAction(Action { _ in log.append("exit") }, for: .editingDidEndOnExit)
        field.addAction(Action { _ in log.append("end") }, for: .editingDidEnd)
        let app = show([(field, Rect(x: 0, y: 0, width: 10, height: 1))], size: Size(width: 10, height: 1))
        app.press(.enter)
        #expect(log == ["exit", "end"])
        #expect(!field.isFirstResponder)
        #expect(app.focused == nil, "nothing is focused after the field resigned")
    }

    @Test func textInputTraitsAreKeptAndTextColourAndFontStyleTheText() {
        let field = TextFieldWidget(text: "x")
        field.keyboardType = .emailAddress
        field.returnKeyType = .go
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.spellCheckingType = .no
        field.textContentType = .emailAddress
        field.clearButtonMode = .whileEditing
        #expect(field.borderStyle == .none, "UIKit's default")
        field.borderStyle = .roundedRect
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .go)
        #expect(field.autocapitalizationType == .none && field.autocorrectionType == .no && field.spellCheckingType == .no)
        #expect(field.textContentType == .emailAddress && field.clearButtonMode == .whileEditing && field.borderStyle == .roundedRect)
        field.textColor = .systemRed
        field.font = .preferredFont(forTextStyle: .headline)
        let app = show([(field, Rect(x: 0, y: 0, width: 4, height: 1))], size: Size(width: 4, height: 1))
        #expect(app.style(of: "x")?.foreground == .systemRed)
        #expect(app.style(of: "x")?.attributes.contains(.bold) == true)
    }
}
