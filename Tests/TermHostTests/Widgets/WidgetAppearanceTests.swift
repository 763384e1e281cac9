import Testing
import TermHost
import TermHostTesting

@Suite("backgroundColor and tintColor on every widget")
@MainActor
struct WidgetAppearanceTests {
    @Test func backgroundColorFillsTheAreaAndClearShowsThrough() {
        let back = LabelWidget("xxxx")
        let front = Widget()
        let app = show([(back, Rect(x: 0, y: 0, width: 4, height: 1)), (front, Rect(x: 0, y: 0, width: 2, height: 1))],
                       size: Size(width: 4, height: 1))
        #expect(app.line(0) == "xxxx", "no background: the widget below shows through")
        front.backgroundColor = .systemBackground
        app.waitUntilIdle()
        #expect(app.line(0) == "  xx", "the terminal's background hides what is below")
        front.backgroundColor = .systemRed
        app.waitUntilIdle()
        #expect(app.style(at: Point(x: 0, y: 0)).background == .systemRed)
        #expect(front.backgroundColor == .systemRed)
        front.backgroundColor = .clear
        app.waitUntilIdle()
        #expect(front.backgroundColor == nil && front.backgroundStyle == nil)
        #expect(app.line(0) == "xxxx")
    }

    @Test func backgroundColorKeepsTheRestOfTheBackgroundStyle() {
        let widget = Widget()
        widget.backgroundStyle = Style(foreground: .green, attributes: .bold)
        widget.backgroundColor = .systemBlue
        #expect(widget.backgroundStyle == Style(foreground: .green, background: .systemBlue, attributes: .bold))
        widget.backgroundColor = nil
        #expect(widget.backgroundStyle == Style(foreground: .green, attributes: .bold))
    }

    @Test func tintIsInheritedUntilSetAndTellsTheSubtree() {
        final class Recorder: Widget {
            var changes = 0
            override func tintColorDidChange() {
                super.tintColorDidChange()
                changes += 1
            }
        }
        let root = Widget(), middle = Widget(), leaf = Recorder(), own = Recorder()
        root.addSubview(middle)
        middle.addSubview(leaf)
        middle.addSubview(own)
        own.tintColor = .systemGreen
        own.changes = 0
        #expect(leaf.tintColor == .systemBlue, "the default tint is system blue")
        #expect(leaf.inheritedTintColor == nil)
        root.tintColor = .systemPink
        #expect(leaf.tintColor == .systemPink && leaf.changes == 1)
        #expect(own.tintColor == .systemGreen && own.changes == 0, "a widget with its own tint keeps it")
        let elsewhere = Widget()
        elsewhere.tintColor = .systemOrange
        elsewhere.addSubview(leaf)
        #expect(leaf.tintColor == .systemOrange && leaf.changes == 2, "moving under another tint tells the widget")
        own.tintColor = nil
        #expect(own.tintColor == .systemPink)
    }
}
