import Testing
import TermHost
import TermHostTesting

/// Tiny terminals never crash, and ``Application/minimumSize`` shows a message until the terminal grows.
@Suite
@MainActor
struct MinimumSizeTests {
    private func makeApp(minimum: Size?) -> (HeadlessApp, TextFieldWidget) {
        let field = TextFieldWidget(text: "typed text")
        let app = HeadlessApp(size: Size(width: 40, height: 10)) { application in
            application.minimumSize = minimum
            let window = Window()
            let box = BoxWidget(title: "Box")
            box.frame = Rect(x: 0, y: 0, width: 40, height: 5)
            box.autoresizingMask = [.flexibleWidth]
            window.addSubview(box)
            field.frame = Rect(x: 2, y: 2, width: 20, height: 1)
            window.addSubview(field)
            let host = HostWidget { Text("Hosted text that wraps over several lines") }
            host.frame = Rect(x: 0, y: 6, width: 20, height: 3)
            window.addSubview(host)
            return window
        }
        return (app, field)
    }

    /// The screen's non-empty lines.
    private func shownLines(_ app: HeadlessApp) -> [String] {
        app.screen.split(separator: "\n").map(String.init)
    }

    @Test func everySizeDownToZeroDrawsWithoutCrashing() {
        let (app, field) = makeApp(minimum: nil)
        for width in [0, 1, 2, 3, 7] {
            for height in [0, 1, 2, 3] {
                app.resize(to: Size(width: width, height: height))
                #expect(app.terminal.size == Size(width: width, height: height))
            }
        }
        app.resize(to: Size(width: 40, height: 10))
        #expect(app.find("typed text") != nil)
        #expect(field.text == "typed text")
    }

    @Test func belowTheMinimumAMessageShowsAndTheScreenComesBack() {
        let (app, field) = makeApp(minimum: Size(width: 30, height: 6))
        _ = field.becomeFirstResponder()
        app.waitUntilIdle()
        #expect(app.find("typed text") != nil)
        #expect(app.terminal.cursor != nil, "the focused field shows the cursor")
        app.resize(to: Size(width: 29, height: 10))
        #expect(app.application.isShowingTooSmallMessage)
        #expect(app.terminal.cursor == nil, "no cursor over the message")
        #expect(shownLines(app) == ["Terminal too small"])
        app.resize(to: Size(width: 8, height: 2))
        #expect(shownLines(app) == ["Terminal", " too sma"])
        app.resize(to: Size(width: 1, height: 1))
        #expect(shownLines(app) == ["T"])
        app.resize(to: Size(width: 30, height: 6))
        #expect(!app.application.isShowingTooSmallMessage)
        #expect(app.find("typed text") != nil, "the content is back, fully redrawn")
        #expect(app.find("too small") == nil)
        #expect(field.text == "typed text")
    }
}
