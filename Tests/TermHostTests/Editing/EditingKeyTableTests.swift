import Observation
import Testing
import TermHost
import TermHostTesting

/// A model the `TextField` view is bound to through `@Bindable`, so the test can read the text.
@Observable
@MainActor
final class EditedText {
    var text: String
    init(_ text: String) { self.text = text }
}

private struct BoundField: View {
    @Bindable var model: EditedText
    let secure: Bool
    var body: some View {
        if secure {
            SecureField("", text: $model.text).frame(width: 40)
        } else {
            TextField("", text: $model.text).frame(width: 40)
        }
    }
}

@MainActor
extension HeadlessApp {
    /// Performs the inputs of an editing case.
    func perform(_ inputs: [EditingCase.Input]) {
        for input in inputs {
            switch input {
            case .key(let event): press(event)
            case .type(let text): type(text)
            case .paste(let text): paste(text)
            }
        }
    }
}

/// The one table of editing keys, run against both halves: the imperative `TextFieldWidget` and the
/// declarative `TextField` / `SecureField` views must give the same text and cursor for every row.
@Suite("Shared editing-key table: TextFieldWidget and the TextField view")
@MainActor
struct EditingKeyTableTests {
    @Test(arguments: lineEditingCases)
    func textFieldWidget(_ example: EditingCase) {
        let (start, startPrefix) = EditingCase.split(example.before)
        let field = TextFieldWidget(text: start)
        let app = show([(field, Rect(x: 0, y: 0, width: 40, height: 1))], size: Size(width: 40, height: 1))
        field.becomeFirstResponder()
        app.click(at: Point(x: TextWidth.of(startPrefix), y: 0))
        app.perform(example.inputs)
        let (expected, prefix) = EditingCase.split(example.after)
        #expect(field.text == expected)
        #expect(field.cursorIndex == prefix.count)
        #expect(app.terminal.cursor == Point(x: TextWidth.of(prefix), y: 0))
    }

    @Test(arguments: lineEditingCases)
    func textFieldView(_ example: EditingCase) {
        check(example, secure: false)
    }

    @Test(arguments: lineEditingCases)
    func secureFieldView(_ example: EditingCase) {
        check(example, secure: true)
    }

    private func check(_ example: EditingCase, secure: Bool) {
        let (start, startPrefix) = EditingCase.split(example.before)
        let model = EditedText(start)
        let app = HeadlessApp(size: Size(width: 40, height: 1)) { _ in
            ViewRoot(rootView: BoundField(model: model, secure: secure).frame(maxWidth: .infinity, alignment: .leading))
        }
        let column = { (prefix: String) in secure ? prefix.count : TextWidth.of(prefix) }
        app.click(at: Point(x: column(startPrefix), y: 0))
        app.perform(example.inputs)
        let (expected, prefix) = EditingCase.split(example.after)
        #expect(model.text == expected)
        #expect(app.terminal.cursor == Point(x: column(prefix), y: 0))
        if secure {
            #expect(app.screen == String(repeating: "•", count: expected.count), "a secure field never draws the text")
        }
    }
}
