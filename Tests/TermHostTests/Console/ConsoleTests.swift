import Testing
import TermHostTesting
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostWidgets

/// The in-app console over a running screen: F12 opens and closes it, it shows captured lines and
/// diagnostics, takes the keys while open, filters by level, scrolls, and leaves the screen as it was.
@MainActor
@Suite struct ConsoleTests {
    private func makeApp() -> HeadlessApp {
        HeadlessApp(size: Size(width: 40, height: 10)) { app in
            let window = Window()
            for row in 0..<10 {
                let label = LabelWidget("row \(row)")
                label.frame = Rect(x: 0, y: row, width: 40, height: 1)
                window.addSubview(label)
            }
            return window
        }
    }

    private func add(_ lines: [String], level: OSLogType = .default, to app: HeadlessApp) {
        for line in lines { app.application.console.buffer.append(ConsoleLine(line, level: level)) }
    }

    @Test func f12OpensTheConsoleOverTheLowerHalfAndEscLeavesTheScreenAsItWas() {
        let app = makeApp()
        let before = app.lines
        add(["first line", "second line"], to: app)
        app.press(.function(12))
        #expect(app.application.console.isOpen)
        #expect(Array(app.lines[0..<5]) == Array(before[0..<5]), "the upper half is untouched")
        #expect(app.lines[5].hasPrefix(" Console · 2 lines"))
        #expect(app.lines[6] == "first line")
        #expect(app.lines[7] == "second line")
        app.press(.escape)
        #expect(!app.application.console.isOpen)
        #expect(app.lines == before)
        app.press(.function(12))
        app.press(.function(12))
        #expect(app.lines == before, "F12 closes it too")
    }

    @Test func takesTheKeysWhileOpenButCtrlCStillStops() {
        let app = makeApp()
        var reached: [KeyEvent] = []
        app.application.unhandledKeyHandler = { key in
            reached.append(key)
            return key == .character("x")
        }
        app.press(.function(12))
        app.press(.character("x"))
        app.paste("pasted")
        #expect(reached.isEmpty)
        app.press(.escape)
        app.press(.character("x"))
        #expect(reached == [.character("x")])
        app.press(.function(12))
        app.press(.character("c"), modifiers: .control)
        #expect(app.isStopped)
    }

    @Test func digitsShowOnlyLinesAtOrAboveALevel() {
        let app = makeApp()
        add(["a debug line"], level: .debug, to: app)
        add(["an error line"], level: .error, to: app)
        add(["a fault line"], level: .fault, to: app)
        app.press(.function(12))
        #expect(app.contains("a debug line"))
        app.press(.character("4"))
        #expect(!app.contains("a debug line"))
        #expect(app.lines[6] == "an error line")
        #expect(app.lines[7] == "a fault line")
        app.press(.character("5"))
        #expect(!app.contains("an error line"))
        app.press(.character("0"))
        #expect(app.contains("a debug line"))
    }

    @Test func upAndPageUpShowOlderLinesAndEndTheNewest() {
        let app = makeApp()
        add((1...20).map { "line \($0)" }, to: app)
        app.press(.function(12))
        #expect(app.lines[9] == "line 20")
        app.press(.up)
        #expect(app.lines[9] == "line 19")
        app.press(.pageUp)
        #expect(app.lines[9] == "line 15")
        app.press(.home)
        #expect(app.lines[6] == "line 1")
        app.press(.end)
        #expect(app.lines[9] == "line 20")
    }

    @Test func escapeSequencesAreShownSanitizedNeverSent() {
        let app = makeApp()
        add(["a\u{1b}[31mred\u{1b}[0m \u{1b}]0;title\u{7}!"], to: app)
        app.press(.function(12))
        #expect(app.lines[6] == "ared \u{FFFD}]0;title\u{FFFD}!")
    }

    @Test func showsTheApplicationsDiagnostics() {
        let app = makeApp()
        app.press(.function(12))
        app.application.report("TermHost layout: a conflict")
        app.waitUntilIdle()
        #expect(app.lines[6] == "TermHost layout: a conflict")
    }

    @Test func aNilToggleKeyLeavesF12ToTheApp() {
        let app = makeApp()
        app.application.console.toggleKey = nil
        var reached: [KeyEvent] = []
        app.application.unhandledKeyHandler = { key in
            reached.append(key)
            return true
        }
        app.press(.function(12))
        #expect(!app.application.console.isOpen)
        #expect(reached == [KeyEvent(.function(12))])
    }
}
