import Testing
import TermHost
import TermHostTesting

@Suite("Height for width under constraints")
@MainActor
struct HeightForWidthTests {
    @Test func aWrappingLabelGetsTheHeightOfItsTextAtItsConstrainedWidth() {
        let label = constrained(LabelWidget("one two three four"))
        label.numberOfLines = 0
        let below = constrained(LabelWidget("below"))
        let (app, _) = constraintApp(width: 9, height: 6) { window in
            window.addSubview(label)
            window.addSubview(below)
            Constraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                label.topAnchor.constraint(equalTo: window.topAnchor),
                below.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                below.topAnchor.constraint(equalTo: label.bottomAnchor),
            ])
        }
        #expect(label.frame == Rect(x: 0, y: 0, width: 9, height: 3))
        #expect(app.screen == "one two\nthree\nfour\nbelow\n\n")

        let frames = app.statistics.frames
        app.resize(to: Size(width: 30, height: 6))
        #expect(app.statistics.frames == frames + 1)
        #expect(label.frame == Rect(x: 0, y: 0, width: 30, height: 1))
        #expect(app.screen == "one two three four\nbelow\n\n\n\n")

        label.text = "a longer text that wraps at thirty columns"
        app.waitUntilIdle()
        #expect(label.frame.height == 2)
        #expect(below.frame.minY == 2)
        #expect(app.application.diagnostics.isEmpty)
    }
}
