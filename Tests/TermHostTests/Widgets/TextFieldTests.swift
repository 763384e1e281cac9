import Testing
import TermHost
import TermHostTesting

@MainActor
private final class Recorder: TextFieldWidgetDelegate {
    var events: [String] = []
    var allowDigits = true
    func textFieldDidBeginEditing(_ textField: TextFieldWidget) { events.append("begin") }
    func textFieldDidEndEditing(_ textField: TextFieldWidget) { events.append("end") }
    func textField(_ textField: TextFieldWidget, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
        allowDigits || !string.contains(where: \.isNumber)
    }
    func textFieldShouldReturn(_ textField: TextFieldWidget) -> Bool {
        events.append("return")
        return true
    }
}

@Suite("Text field editing")
@MainActor
struct TextFieldTests {
    private func field(_ text: String = "", width: Int = 10) -> (TextFieldWidget, HeadlessApp) {
        let field = TextFieldWidget(text: text)
        let app = show([(field, Rect(x: 0, y: 0, width: width, height: 1))], size: Size(width: width, height: 1))
        return (field, app)
    }

    @Test func typingMovingAndDeleting() {
        let (field, app) = field()
        app.type("hello")
        app.press(.left)
        app.press(.left)
        app.type("X")
        #expect(field.text == "helXlo")
        app.press(.backspace)
        app.press(.delete)
        #expect(field.text == "helo")
        app.type("l")
        app.press(.home)
        app.type(">")
        app.press(.end)
        app.type("<")
        #expect(field.text == ">hello<")
        #expect(app.screen == ">hello<")
        #expect(app.terminal.cursor == Point(x: 7, y: 0))
    }

    @Test func emacsCommands() {
        let (field, app) = field("one two three")
        app.press(.control("a"))
        #expect(field.cursorIndex == 0)
        app.press(.control("e"))
        #expect(field.cursorIndex == 13)
        app.press(.control("w"))
        #expect(field.text == "one two ")
        app.press(.alt("b"))
        #expect(field.cursorIndex == 4)
        app.press(.control("k"))
        #expect(field.text == "one ")
        app.press(.alt("b"))
        app.press(.alt("f"))
        #expect(field.cursorIndex == 3)
        app.press(.control("u"))
        #expect(field.text == " ")
    }

    @Test func wideCharactersTakeTwoColumns() {
        let (field, app) = field(width: 8)
        app.type("日本語")
        #expect(app.screen == "日本語")
        #expect(app.terminal.cursor == Point(x: 6, y: 0))
        app.press(.left)
        #expect(app.terminal.cursor == Point(x: 4, y: 0))
        app.press(.backspace)
        #expect(field.text == "日語")
        #expect(app.terminal.cursor == Point(x: 2, y: 0))
        app.press(.alt("f"))
        #expect(field.cursorIndex == 2)
    }

    @Test func scrollsHorizontallyToKeepTheCursorVisible() {
        let (field, app) = field(width: 5)
        app.type("abcdefgh")
        // Past the last column the text scrolls by half the field: "de" after "e", "gh" after "h".
        #expect(app.screen == "gh")
        #expect(app.terminal.cursor == Point(x: 2, y: 0))
        app.press(.home)
        #expect(app.screen == "abcde")
        #expect(app.terminal.cursor == Point(x: 0, y: 0))
        field.isSecureTextEntry = true
        app.waitUntilIdle()
        #expect(app.screen == "•••••", "UITextField draws secure text as bullets")
    }

    @Test func wideCharactersScrollWithoutSplitting() {
        let (_, app) = field(width: 5)
        app.type("日本語です")
        #expect(app.terminal.cursor.map { $0.x <= 4 } == true)
        #expect(!app.line(0).contains("\u{FFFD}"))
    }

    @Test func pasteTurnsNewlinesIntoSpacesAndRespectsMaximumLength() {
        let (field, app) = field()
        field.maximumLength = 8
        app.paste("ab\ncd\r\nef\tgh and more")
        #expect(field.text == "ab cd ef")
        app.type("z")
        #expect(field.text == "ab cd ef")
    }

    @Test func placeholderAndFocusMark() {
        let field = TextFieldWidget(placeholder: "Name")
        let other = ButtonWidget("B")
        let app = show([(other, Rect(x: 0, y: 0, width: 5, height: 1)), (field, Rect(x: 0, y: 1, width: 8, height: 1))],
                       size: Size(width: 8, height: 2))
        #expect(app.line(1).hasPrefix("Name"))
        #expect(app.style(at: Point(x: 0, y: 1)).attributes.contains(.dim))
        #expect(app.terminal.cursor == nil)
        app.press(.tab)
        #expect(app.style(at: Point(x: 6, y: 1)).attributes.isSuperset(of: [.reverse, .underline]),
                "a focused field's extent is reversed (TextInputLook)")
        #expect(app.terminal.cursor == Point(x: 0, y: 1))
    }

    @Test func closuresAndDelegate() {
        let (field, app) = field()
        let recorder = Recorder()
        var changes: [String] = []
        var submitted: [String] = []
        field.delegate = recorder
        field.onChange = { changes.append($0) }
        field.onSubmit = { submitted.append($0) }
        app.type("a1")
        recorder.allowDigits = false
        app.type("2b")
        app.press(.enter)
        #expect(field.text == "a1b")
        #expect(changes == ["a", "a1", "a1b"])
        #expect(submitted == ["a1b"])
        #expect(recorder.events == ["return"])
        field.resignFirstResponder()
        #expect(recorder.events == ["return", "end"])
    }

    @Test func textSurvivesResizeAndFocusChanges() {
        let field = TextFieldWidget()
        field.autoresizingMask = [.flexibleWidth]
        let button = ButtonWidget("Go")
        let app = show([(field, Rect(x: 0, y: 0, width: 10, height: 1)), (button, Rect(x: 0, y: 1, width: 6, height: 1))],
                       size: Size(width: 10, height: 2))
        app.type("keep me")
        app.press(.tab)
        app.resize(to: Size(width: 4, height: 2))
        app.resize(to: Size(width: 12, height: 2))
        app.press(.tab)
        #expect(field.text == "keep me")
        #expect(app.line(0).hasPrefix("keep me"))
    }
}
