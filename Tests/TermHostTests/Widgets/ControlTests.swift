import Testing
import TermHost
import TermHostTesting

@MainActor
func show(_ widgets: [(Widget, Rect)], size: Size) -> HeadlessApp {
    let window = Window()
    for (widget, frame) in widgets {
        widget.frame = frame
        window.addSubview(widget)
    }
    return HeadlessApp(size: size) { _ in window }
}

@Suite("Labels, buttons, checkboxes and small widgets")
@MainActor
struct ControlTests {
    @Test func labelWrapsAlignsAndTruncates() {
        let wrapped = LabelWidget("the quick brown fox jumps")
        wrapped.numberOfLines = 0
        let centred = LabelWidget("mid")
        centred.textAlignment = .center
        let tail = LabelWidget("truncated text")
        let head = LabelWidget("truncated text")
        head.lineBreakMode = .byTruncatingHead
        let middle = LabelWidget("truncated text")
        middle.lineBreakMode = .byTruncatingMiddle
        let app = show([(wrapped, Rect(x: 0, y: 0, width: 10, height: 3)),
                        (centred, Rect(x: 0, y: 3, width: 9, height: 1)),
                        (tail, Rect(x: 0, y: 4, width: 8, height: 1)),
                        (head, Rect(x: 0, y: 5, width: 8, height: 1)),
                        (middle, Rect(x: 0, y: 6, width: 8, height: 1))], size: Size(width: 10, height: 7))
        #expect(app.screen == """
        the quick
        brown fox
        jumps
           mid
        truncat…
        …ed text
        trun…ext
        """)
        #expect(wrapped.systemLayoutSizeFitting(Size(width: 10, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel).height == 3)
    }

    @Test func labelTooTallEndsWithEllipsisAndSanitizesControls() {
        let label = LabelWidget("one two three four")
        label.numberOfLines = 0
        let evil = LabelWidget("a\u{1B}[2Jb")
        let app = show([(label, Rect(x: 0, y: 0, width: 8, height: 2)), (evil, Rect(x: 0, y: 2, width: 8, height: 1))],
                       size: Size(width: 8, height: 3))
        #expect(app.line(0).hasPrefix("one two"))
        #expect(app.line(1).hasPrefix("three…"))
        #expect(!app.line(2).contains("\u{1B}"))
    }

    @Test func buttonPressesWithEnterSpaceAndClickAndShowsFocus() {
        var presses = 0
        let button = ButtonWidget("OK") { presses += 1 }
        let other = ButtonWidget("No")
        let app = show([(button, Rect(x: 0, y: 0, width: 6, height: 1)), (other, Rect(x: 0, y: 1, width: 6, height: 1))],
                       size: Size(width: 8, height: 2))
        #expect(app.screen == "[ OK ]\n[ No ]")
        #expect(app.focused === button)
        #expect(app.style(at: Point(x: 0, y: 0)).attributes.contains(.reverse))
        #expect(!app.style(at: Point(x: 0, y: 1)).attributes.contains(.reverse))
        app.press(.enter)
        app.press(.character(" "))
        app.click(on: "[ OK ]")
        #expect(presses == 3)
        app.click(on: "[ No ]")
        #expect(app.focused === other)
        #expect(!app.style(at: Point(x: 0, y: 0)).attributes.contains(.reverse))
    }

    @Test func disabledButtonIsDimmedSkippedAndInert() {
        var presses = 0
        let first = ButtonWidget("A") { presses += 1 }
        let disabled = ButtonWidget("B") { presses += 1 }
        let last = ButtonWidget("C")
        disabled.isEnabled = false
        let app = show([(first, Rect(x: 0, y: 0, width: 5, height: 1)), (disabled, Rect(x: 0, y: 1, width: 5, height: 1)),
                        (last, Rect(x: 0, y: 2, width: 5, height: 1))], size: Size(width: 5, height: 3))
        #expect(app.style(at: Point(x: 0, y: 1)).attributes.contains(.dim))
        app.press(.tab)
        #expect(app.focused === last)
        app.click(on: "[ B ]")
        #expect(presses == 0)
        first.isEnabled = false
        app.waitUntilIdle()
        #expect(app.focused === last)
    }

    @Test func checkboxTogglesAndReports() {
        var changes: [Bool] = []
        let box = CheckboxWidget("Subscribe") { changes.append($0) }
        let app = show([(box, Rect(x: 0, y: 0, width: 14, height: 1))], size: Size(width: 14, height: 1))
        #expect(app.screen == "[ ] Subscribe")
        app.press(.character(" "))
        #expect(app.screen == "[x] Subscribe")
        app.press(.enter)
        app.click(on: "Subscribe")
        #expect(changes == [true, false, true])
        box.isOn = false
        app.waitUntilIdle()
        #expect(app.screen == "[ ] Subscribe")
        #expect(changes.count == 3, "setting isOn from code does not report")
    }

    @Test func progressBarStatusBarAndBox() {
        let bar = ProgressBarWidget(progress: 0.5)
        let status = StatusBarWidget([("q", "Quit"), ("Tab", "Next")])
        let box = BoxWidget(title: "Hi", borderStyle: .rounded)
        let app = show([(bar, Rect(x: 0, y: 0, width: 14, height: 1)), (status, Rect(x: 0, y: 1, width: 20, height: 1)),
                        (box, Rect(x: 0, y: 2, width: 8, height: 3))], size: Size(width: 20, height: 5))
        #expect(app.screen == """
        ████░░░░░  50%
        q Quit  Tab Next
        ╭ Hi ──╮
        │      │
        ╰──────╯
        """)
        #expect(app.style(at: Point(x: 0, y: 1)).attributes.contains(.bold))
        bar.progress = 2
        app.waitUntilIdle()
        #expect(app.line(0).hasPrefix("█████████ 100%"))
    }

    @Test func spinnerAnimatesOnTheSchedulerAndStopsWhenRemoved() {
        let spinner = ActivityIndicatorWidget()
        let app = show([(spinner, Rect(x: 0, y: 0, width: 1, height: 1))], size: Size(width: 3, height: 1))
        #expect(app.screen == "")
        spinner.startAnimating()
        app.waitUntilIdle()
        #expect(app.screen == "|")
        app.advance(by: .milliseconds(100))
        #expect(app.screen == "/")
        app.advance(by: .milliseconds(200))
        #expect(app.screen == "\\")
        spinner.removeFromSuperview()
        #expect(!spinner.hasScheduledTick)
        let index = spinner.frameIndex
        app.advance(by: .seconds(1))
        #expect(spinner.frameIndex == index)
    }

    @Test func scrollWidgetScrollsContentWithKeysAndWheel() {
        let scroll = ScrollWidget()
        let lines = LabelWidget((0..<10).map { "line \($0)" }.joined(separator: "\n"))
        lines.numberOfLines = 0
        lines.frame = Rect(x: 0, y: 0, width: 8, height: 10)
        scroll.addSubview(lines)
        scroll.contentSize = Size(width: 8, height: 10)
        #expect(lines.superview === scroll.contentView)
        let app = show([(scroll, Rect(x: 0, y: 0, width: 9, height: 3))], size: Size(width: 9, height: 3))
        #expect(app.focused === scroll)
        #expect(app.screen == "line 0  █\nline 1  │\nline 2  │")
        app.press(.down)
        #expect(app.line(0).hasPrefix("line 1"))
        app.send(.mouse(MouseEvent(.scrollDown, at: Point(x: 1, y: 1))))
        #expect(app.line(0).hasPrefix("line 4"))
        app.press(.end)
        #expect(app.screen == "line 7  │\nline 8  │\nline 9  █")
        app.press(.home)
        #expect(scroll.contentOffset == .zero)
    }

    @Test func textViewEditsAcrossLines() {
        let view = TextViewWidget(text: "ab\ncd")
        let app = show([(view, Rect(x: 0, y: 0, width: 6, height: 3))], size: Size(width: 6, height: 3))
        app.press(.enter)
        app.type("ef")
        #expect(view.text == "ab\ncd\nef")
        app.press(.up)
        app.press(.home)
        app.press(.backspace)
        #expect(view.text == "abcd\nef")
        app.press(.right)
        app.press(.down)
        #expect(view.cursor.line == 1 && view.cursor.column == 2)
        app.paste("x\ny")
        #expect(view.text == "abcd\nefx\ny")
        #expect(app.screen == "abcd\nefx\ny")
        #expect(app.terminal.cursor == Point(x: 1, y: 2))
    }

    @Test func hugePastesAreLinear() {
        let field = TextFieldWidget()
        let view = TextViewWidget()
        let app = show([(field, Rect(x: 0, y: 0, width: 20, height: 1)), (view, Rect(x: 0, y: 1, width: 20, height: 3))],
                       size: Size(width: 20, height: 4))
        let chunk = String(repeating: "abcdefghi\n", count: 100_000)
        app.paste(chunk)
        #expect(field.count == 1_000_000)
        app.press(.tab)
        app.paste(chunk)
        #expect(view.lineCount == 100_001)
        #expect(app.line(3).hasPrefix(""))
    }
}
