import TermHost
import TermHostTesting
import Testing

/// The example from `HeadlessApp`'s documentation, kept compiling and passing.
@Suite("HeadlessApp: the documented example")
struct HeadlessAppKitTests {
    @Test @MainActor func startShowsWorkingThenDoneAfterThreeSeconds() {
        let app = HeadlessApp(size: Size(width: 40, height: 10)) { app in
            let window = Window()
            let status = LabelWidget("Idle")
            status.frame = Rect(x: 0, y: 0, width: 20, height: 1)
            let start = ButtonWidget("Start") {
                status.text = "Working"
                app.scheduler.schedule(after: .seconds(3)) { status.text = "Done" }
            }
            start.frame = Rect(x: 0, y: 2, width: 12, height: 1)
            window.addSubview(status)
            window.addSubview(start)
            return window
        }
        #expect(app.focusedDescription == "Start")
        app.press(.enter)
        #expect(app.contains("Working"))
        app.advance(by: .seconds(3))
        #expect(app.line(0).hasPrefix("Done"))
        app.resize(to: Size(width: 60, height: 12))
        #expect(app.snapshot(rows: 0..<3) == "Done\n\n [ Start ]")
        #expect(app.style(of: "[ Start ]")?.attributes.contains(.reverse) == true)
    }

    @Test @MainActor func charactersRowsAndStopping() {
        let app = HeadlessApp(size: Size(width: 20, height: 3)) { app in
            let window = Window()
            let field = TextFieldWidget(placeholder: "name")
            field.frame = Rect(x: 0, y: 1, width: 10, height: 1)
            window.addSubview(field)
            app.unhandledKeyHandler = { event in
                guard event == .control("q") else { return false }
                app.stop()
                return true
            }
            return window
        }
        #expect(app.focusedDescription == "name")
        app.press("a")
        app.type("da")
        #expect(app.focusedDescription == "ada")
        #expect(app.row(of: "ada") == 1)
        #expect(app.lines == ["", "ada", ""])
        app.press(.backspace, times: 2)
        #expect(app.snapshot(rows: 1...1) == "a")
        #expect(!app.isStopped)
        app.press("q", modifiers: .control)
        #expect(app.isStopped)
    }
}
