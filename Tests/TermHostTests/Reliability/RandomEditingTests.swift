import Testing
import TermHost
import TermHostTesting

/// Random editing commands (keys, control characters typed as text, pastes with controls and line
/// breaks, clicks, resizes) into TextFieldWidget, TextViewWidget and the TextField view: no crash, the
/// cursor stays inside the text, and no control character is ever inserted.
@Suite
@MainActor
struct RandomEditingTests {
    static let keys: [KeyEvent] = [
        KeyEvent(.left), KeyEvent(.right), KeyEvent(.up), KeyEvent(.down), KeyEvent(.home), KeyEvent(.end),
        KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.backspace), KeyEvent(.delete), KeyEvent(.enter),
        KeyEvent(.backspace, modifiers: .alt), KeyEvent(.left, modifiers: .control), KeyEvent(.right, modifiers: .alt),
        .control("a"), .control("e"), .control("b"), .control("f"), .control("d"), .control("h"), .control("k"),
        .control("u"), .control("w"), .alt("b"), .alt("f"), .alt("d"),
    ]

    static let characters: [Character] = [
        "a", "Z", " ", "é", "世", "🙂", "\u{301}", "\u{200D}", "👩\u{200D}👧", "\u{202E}", "\u{7}", "\u{1b}", "\u{0}",
        "\u{7F}", "\u{9B}", "\u{85}", "\t", "\n", "\r", "\r\n", "_", "-",
    ]

    /// One random command for the app.
    static func command(_ random: inout SeededRandom, screen: Size) -> InputEvent {
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4:
            return .key(random.pick(keys))
        case 4..<8:
            return .key(KeyEvent(.character(random.pick(characters))))
        case 8:
            let text = String((0..<Int.random(in: 0...40, using: &random)).map { _ in random.pick(characters) })
            return .paste(text)
        default:
            let point = Point(x: Int.random(in: -2...screen.width + 2, using: &random),
                              y: Int.random(in: -2...screen.height + 2, using: &random))
            return .mouse(MouseEvent(.press(.left), at: point))
        }
    }

    /// Whether `text` holds a C0 or C1 control or DEL, other than the ones `allowed`.
    static func hasControl(_ text: String, allowed: Set<Unicode.Scalar> = []) -> Bool {
        text.unicodeScalars.contains {
            ($0.value < 0x20 || $0.value == 0x7F || (0x80...0x9F).contains($0.value)) && !allowed.contains($0)
        }
    }

    @Test func textFieldWidget() {
        let field = TextFieldWidget()
        let app = HeadlessApp(size: Size(width: 30, height: 3)) { _ in
            let window = Window()
            field.frame = Rect(x: 2, y: 1, width: 12, height: 1)
            window.addSubview(field)
            return window
        }
        _ = field.becomeFirstResponder()
        var random = SeededRandom(seed: 0xED17_0001)
        for step in 0..<20_000 {
            app.send(Self.command(&random, screen: app.terminal.size))
            if step % 997 == 0 { _ = field.becomeFirstResponder() }
            #expect(field.cursorIndex >= 0 && field.cursorIndex <= field.count)
            let text = field.text ?? ""
            #expect(!Self.hasControl(text), "step \(step): \(text.debugDescription)")
            if Self.hasControl(text) { return }
        }
    }

    @Test func textViewWidget() {
        let view = TextViewWidget()
        let app = HeadlessApp(size: Size(width: 30, height: 8)) { _ in
            let window = Window()
            view.frame = Rect(x: 1, y: 1, width: 20, height: 5)
            window.addSubview(view)
            return window
        }
        _ = view.becomeFirstResponder()
        var random = SeededRandom(seed: 0xED17_0002)
        for step in 0..<20_000 {
            app.send(Self.command(&random, screen: app.terminal.size))
            if step % 997 == 0 { _ = view.becomeFirstResponder() }
            let lines = view.text.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == view.lineCount)
            #expect(view.cursor.line >= 0 && view.cursor.line < view.lineCount)
            let line = view.cursor.line < lines.count ? lines[view.cursor.line] : ""
            #expect(view.cursor.column >= 0 && view.cursor.column <= line.unicodeScalars.count)
            #expect(!Self.hasControl(view.text, allowed: ["\n"]), "step \(step): \(view.text.debugDescription)")
            if Self.hasControl(view.text, allowed: ["\n"]) { return }
        }
    }

    @Test func textFieldView() {
        let model = TextModel()
        let app = HeadlessApp(size: Size(width: 30, height: 3)) { _ in
            ViewRoot(rootView: TextField("Name", text: Binding(get: { model.text }, set: { model.text = $0 })))
        }
        app.press(.tab)
        var random = SeededRandom(seed: 0xED17_0003)
        for step in 0..<5_000 {
            app.send(Self.command(&random, screen: app.terminal.size))
            if app.focused == nil { app.press(.tab) }
            #expect(!Self.hasControl(model.text), "step \(step): \(model.text.debugDescription)")
            if Self.hasControl(model.text) { return }
            if let cursor = app.focused?.cursorPosition {
                #expect(Rect(origin: .zero, size: app.terminal.size).contains(cursor))
            }
        }
        #expect(!model.text.isEmpty)
    }
}

/// A text the TextField view edits through a binding, counting the writes.
@MainActor
final class TextModel {
    var text = "" { didSet { writes += 1 } }
    private(set) var writes = 0
}
