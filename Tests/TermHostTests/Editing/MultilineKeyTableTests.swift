import Testing
import TermHost
import TermHostTesting

private struct BoundEditor: View {
    @Bindable var model: EditedText
    var body: some View { TextEditor(text: $model.text) }
}

/// Where the cursor of a multi-line case shows, with nothing wrapping: (column on its line, line).
private func point(after prefix: String) -> Point {
    let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
    return Point(x: TextWidth.of(lines[lines.count - 1]), y: lines.count - 1)
}

/// The multi-line table, run against `TextViewWidget` and the `TextEditor` view (one model, one key map).
@Suite("Shared editing-key table: TextViewWidget and the TextEditor view")
@MainActor
struct MultilineKeyTableTests {
    @Test(arguments: multilineEditingCases)
    func textViewWidget(_ example: EditingCase) {
        let (start, startPrefix) = EditingCase.split(example.before)
        let view = TextViewWidget(text: start)
        let app = show([(view, Rect(x: 0, y: 0, width: 20, height: 3))], size: Size(width: 20, height: 3))
        app.press(.home, modifiers: .control)
        app.click(at: point(after: startPrefix))
        app.perform(example.inputs)
        let (expected, prefix) = EditingCase.split(example.after)
        #expect(view.text == expected)
        let lines = prefix.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(view.cursor.line == lines.count - 1 && view.cursor.column == lines[lines.count - 1].count)
        if expected.split(separator: "\n", omittingEmptySubsequences: false).count <= 3 {
            #expect(app.terminal.cursor == point(after: prefix))
        }
    }

    @Test(arguments: multilineEditingCases)
    func textEditorView(_ example: EditingCase) {
        let (start, startPrefix) = EditingCase.split(example.before)
        let model = EditedText(start)
        let app = HeadlessApp(size: Size(width: 20, height: 3)) { _ in ViewRoot(rootView: BoundEditor(model: model)) }
        app.press(.home, modifiers: .control)
        app.click(at: point(after: startPrefix))
        app.perform(example.inputs)
        let (expected, prefix) = EditingCase.split(example.after)
        #expect(model.text == expected)
        if expected.split(separator: "\n", omittingEmptySubsequences: false).count <= 3 {
            #expect(app.terminal.cursor == point(after: prefix))
        }
    }
}
