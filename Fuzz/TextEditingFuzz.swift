/// Interprets fuzzer bytes as editing commands for a TextFieldWidget, a TextViewWidget and a TextField
/// view, all in one window on a headless terminal: keys, typed characters (any scalar, controls included),
/// pastes, clicks, focus changes and resizes. After every command: the cursor is inside the text and no
/// control character was inserted.
@MainActor
enum TextEditingFuzz {
    static let keys: [KeyEvent] = [
        KeyEvent(.left), KeyEvent(.right), KeyEvent(.up), KeyEvent(.down), KeyEvent(.home), KeyEvent(.end),
        KeyEvent(.pageUp), KeyEvent(.pageDown), KeyEvent(.backspace), KeyEvent(.delete), KeyEvent(.enter),
        KeyEvent(.tab), KeyEvent(.backTab), KeyEvent(.backspace, modifiers: .alt), KeyEvent(.left, modifiers: .control),
        KeyEvent(.right, modifiers: .alt), .control("a"), .control("e"), .control("b"), .control("f"), .control("d"),
        .control("h"), .control("k"), .control("u"), .control("w"), .alt("b"), .alt("f"), .alt("d"),
    ]

    static func run(_ bytes: [UInt8]) {
        let terminal = HeadlessTerminal(size: Size(width: 30, height: 10))
        let scheduler = ManualScheduler()
        let app = Application(terminal: terminal, scheduler: scheduler)
        let model = FuzzTextModel()
        let field = TextFieldWidget()
        let view = TextViewWidget()
        let window = Window()
        field.frame = Rect(x: 1, y: 0, width: 12, height: 1)
        view.frame = Rect(x: 1, y: 2, width: 20, height: 4)
        let host = HostWidget(rootView: TextField("Fuzz", text: Binding(get: { model.text }, set: { model.text = $0 })))
        host.frame = Rect(x: 1, y: 7, width: 20, height: 1)
        window.addSubview(field)
        window.addSubview(view)
        window.addSubview(host)
        app.rootContent = window
        _ = scheduler.runUntilIdle()
        _ = field.becomeFirstResponder()
        var index = 0
        func next() -> UInt8 {
            defer { index += 1 }
            return index < bytes.count ? bytes[index] : 0
        }
        while index < bytes.count {
            let op = next()
            switch op % 8 {
            case 0, 1: app.handle(.key(keys[Int(next()) % keys.count]))
            case 2, 3: app.handle(.key(KeyEvent(.character(character(next(), next())))))
            case 4:
                let length = Int(next() % 32)
                var text = ""
                for _ in 0..<length { text.append(character(next(), next())) }
                app.handle(.paste(text))
            case 5: app.handle(.mouse(MouseEvent(.press(.left), at: Point(x: Int(next() % 32), y: Int(next() % 12)))))
            case 6:
                terminal.resize(to: Size(width: Int(next() % 40), height: Int(next() % 14)))
                for event in terminal.readEvents() { app.handle(event) }
            default:
                _ = [field, view, field].map { $0 as Widget }[Int(next()) % 3].becomeFirstResponder()
            }
            _ = scheduler.runUntilIdle()
            precondition(field.cursorIndex >= 0 && field.cursorIndex <= field.count, "field cursor outside its text")
            precondition(!containsControl(field.text), "control character in the field")
            precondition(view.cursor.line >= 0 && view.cursor.line < view.lineCount, "view cursor outside its lines")
            precondition(!containsControl(view.text, allowed: ["\n"]), "control character in the text view")
            precondition(!containsControl(model.text), "control character in the TextField view")
        }
    }

    /// A character from two bytes: mostly ASCII, controls, combining marks, wide characters and emoji.
    private static func character(_ a: UInt8, _ b: UInt8) -> Character {
        let value: UInt32
        switch a % 6 {
        case 0: value = UInt32(b)
        case 1: value = 0x300 + UInt32(b % 0x70)
        case 2: value = 0x4E00 + UInt32(b)
        case 3: value = 0x1F600 + UInt32(b % 0x50)
        case 4: value = 0x2000 + UInt32(b)
        default: value = UInt32(b % 0x20)
        }
        return Character(Unicode.Scalar(value) ?? "?")
    }
}

/// The text the fuzzed TextField view edits.
@MainActor
final class FuzzTextModel {
    var text = ""
}
