import Glibc
import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting
import TermHostTesting

/// A 1 MB paste is taken whole (or cut at the field's maximum length) in one edit, and the frame that
/// shows it draws no more than the screen: linear work, nothing lost.
@Suite(.serialized)
@MainActor
struct HugePasteTests {
    /// About 1 MB of UTF-8 with wide characters, emoji and (for multi-line editors) line breaks.
    static func megabyte(lineBreaks: Bool) -> String {
        let unit = "The quick brown fox 世界 🙂 é" + (lineBreaks ? "\n" : " ")
        return String(repeating: unit, count: (1 << 20) / unit.utf8.count + 1)
    }

    static let size = Size(width: 60, height: 10)

    @Test func textFieldWidgetTakesAMegabyteInOneEdit() {
        let field = TextFieldWidget()
        let counter = EditCounter()
        field.delegate = counter
        var changes = 0
        field.onChange = { _ in changes += 1 }
        let app = HeadlessApp(size: Self.size) { _ in
            let window = Window()
            field.frame = Rect(x: 0, y: 0, width: 40, height: 1)
            window.addSubview(field)
            return window
        }
        _ = field.becomeFirstResponder()
        let text = Self.megabyte(lineBreaks: false)
        let drawnBefore = app.statistics.cellsDrawn
        app.paste(text)
        #expect(field.text == text)
        #expect(field.cursorIndex == field.count)
        #expect(counter.requests == 1 && changes == 1, "one edit, one change notification")
        #expect(app.statistics.cellsDrawn - drawnBefore <= Self.size.width * Self.size.height, "the frame draws at most the screen")
        #expect(app.line(0).hasSuffix(" "), "shows the end of the text with the cursor after it")
    }

    @Test func textFieldWidgetCutsAtItsMaximumLength() {
        let field = TextFieldWidget()
        field.maximumLength = 1_000
        let app = HeadlessApp(size: Self.size) { _ in
            let window = Window()
            field.frame = Rect(x: 0, y: 0, width: 40, height: 1)
            window.addSubview(field)
            return window
        }
        _ = field.becomeFirstResponder()
        let text = Self.megabyte(lineBreaks: false)
        app.paste(text)
        #expect(field.count == 1_000)
        #expect(field.text == String(text.prefix(1_000)))
    }

    @Test func textViewWidgetTakesAMegabyteWithItsLines() {
        let view = TextViewWidget()
        var changes = 0
        view.onChange = { _ in changes += 1 }
        let app = HeadlessApp(size: Self.size) { _ in
            let window = Window()
            view.frame = Rect(x: 0, y: 0, width: 40, height: 8)
            window.addSubview(view)
            return window
        }
        _ = view.becomeFirstResponder()
        let text = Self.megabyte(lineBreaks: true)
        let drawnBefore = app.statistics.cellsDrawn
        app.paste(text)
        #expect(view.text == text)
        #expect(view.lineCount == text.filter { $0 == "\n" }.count + 1)
        #expect(changes == 1)
        #expect(app.statistics.cellsDrawn - drawnBefore <= Self.size.width * Self.size.height)
    }

    @Test func textFieldViewTakesAMegabyteInOneWrite() {
        let model = TextModel()
        let app = HeadlessApp(size: Self.size) { _ in
            ViewRoot(rootView: TextField("Name", text: Binding(get: { model.text }, set: { model.text = $0 })))
        }
        app.press(.tab)
        let text = Self.megabyte(lineBreaks: false)
        let drawnBefore = app.statistics.cellsDrawn
        app.paste(text)
        #expect(model.text == text)
        #expect(model.writes == 1, "one binding write for the whole paste")
        #expect(app.statistics.cellsDrawn - drawnBefore <= Self.size.width * Self.size.height)
    }

    /// Linear, measured as work: pasting twice as much costs one edit either way, and the field holds
    /// exactly the characters pasted (no per-character re-layout or redraw).
    @Test func pasteWorkDoesNotGrowWithItsLength() {
        var bodies: [Int] = []
        for count in [1 << 16, 1 << 20] {
            let model = TextModel()
            let app = HeadlessApp(size: Self.size) { _ in
                ViewRoot(rootView: TextField("Name", text: Binding(get: { model.text }, set: { model.text = $0 })))
            }
            app.press(.tab)
            let before = app.statistics
            app.paste(String(repeating: "x", count: count))
            #expect(model.text.count == count)
            bodies.append(app.statistics.frames - before.frames)
        }
        #expect(bodies[0] == bodies[1], "the same number of frames for 64 KB and 1 MB")
    }

    @Test func aMegabytePasteThroughTheRealTerminalArrivesComplete() throws {
        let pty = try PseudoTerminal()
        let terminal = try NcursesTerminal(inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave, termName: "xterm-256color")
        try terminal.start()
        defer { terminal.restore() }
        pty.drain()
        let text = Self.megabyte(lineBreaks: true)
        var pending = Array(("\u{1b}[200~" + text + "\u{1b}[201~").utf8)[...]
        let flags = fcntl(pty.master, F_GETFL)
        _ = fcntl(pty.master, F_SETFL, flags | O_NONBLOCK)
        defer { _ = fcntl(pty.master, F_SETFL, flags) }
        var pasted = ""
        var pastes = 0
        let deadline = ContinuousClock.now + .seconds(300)
        while pasted.utf8.count < text.utf8.count, ContinuousClock.now < deadline {
            if !pending.isEmpty {
                let written = pending.withUnsafeBytes { write(pty.master, $0.baseAddress, min($0.count, 4096)) }
                if written > 0 { pending = pending.dropFirst(written) }
            }
            for case .paste(let piece) in terminal.readEvents() {
                pasted += piece
                pastes += 1
            }
            if pending.isEmpty { usleep(2_000) }
        }
        #expect(pasted.utf8.count == text.utf8.count)
        #expect(pasted == text, "nothing lost or changed")
        if pasted != text {
            let a = Array(pasted.utf8), b = Array(text.utf8)
            let first = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            print("paste mismatch at byte \(first): got \(String(decoding: a[max(0, first - 40)..<min(a.count, first + 40)], as: UTF8.self).debugDescription) want \(String(decoding: b[max(0, first - 40)..<min(b.count, first + 40)], as: UTF8.self).debugDescription)")
        }
        #expect(pastes <= 2, "delivered whole (split only at the decoder's 1 Mi-scalar limit)")
    }
}

/// Counts the edits a text field asks its delegate about.
@MainActor
final class EditCounter: TextFieldWidgetDelegate {
    private(set) var requests = 0

    func textField(_ textField: TextFieldWidget, shouldChangeCharactersIn range: Range<Int>, replacementString string: String) -> Bool {
        requests += 1
        return true
    }
}
