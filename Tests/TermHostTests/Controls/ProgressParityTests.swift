import Testing
import TermHost
import TermHostTesting

/// `ProgressBarWidget` (UIProgressView) and a linear `ProgressView` draw the same bar
/// (`ProgressBarLook`); `ActivityIndicatorWidget` (UIActivityIndicatorView) and a circular `ProgressView` draw and
/// turn the same indicator (`ActivityIndicatorLook`, `ActivityAnimation`).
@Suite("Parity: ProgressBarWidget, ActivityIndicatorWidget and ProgressView")
@MainActor
struct ProgressParityTests {
    /// 0.7 is 0.69999999 as a `Float` widened to a `Double`: both halves still fill seven cells of ten.
    @Test(arguments: zip([0.0, 0.25, 0.5, 0.7, 1.0], [0, 2, 5, 7, 10]))
    func aBarLooksTheSame(_ value: Double, filled: Int) {
        let widget = ProgressBarWidget(progress: Float(value))
        widget.showsPercentage = false
        let screens = ParityScreens(widget: widget, frame: Rect(x: 0, y: 0, width: 10, height: 1),
                                    view: ProgressView(value: value).frame(width: 10), size: Size(width: 12, height: 2))
        #expect(screens.widget.line(0) == String(repeating: "█", count: filled) + String(repeating: "░", count: 10 - filled) + "  ")
        #expect(screens.widget.style(at: Point(x: 9, y: 0)).attributes.contains(.dim) == (value < 1), "the track is dimmed")
        screens.expectSameCells("bar at \(value)")
    }

    @Test func theTintColoursTheBar() {
        let widget = ProgressBarWidget(progress: 0.5)
        widget.showsPercentage = false
        widget.progressTintColor = .systemGreen
        let screens = ParityScreens(widget: widget, frame: Rect(x: 0, y: 0, width: 10, height: 1),
                                    view: ProgressView(value: 5, total: 10).frame(width: 10).tint(.systemGreen),
                                    size: Size(width: 10, height: 1))
        #expect(screens.view.style(at: .zero).foreground == .systemGreen)
        screens.expectSameCells("a green bar")
    }

    @Test func anIndicatorLooksAndTurnsTheSame() {
        let widget = ActivityIndicatorWidget()
        widget.color = .systemOrange
        widget.startAnimating()
        let screens = ParityScreens(widget: widget, view: ProgressView().tint(.systemOrange), size: Size(width: 3, height: 1))
        #expect(screens.widget.line(0) == "|  ")
        screens.expectSameCells("the first frame")
        for frame in ["/", "-", "\\", "|"] {
            screens.both { $0.advance(by: .milliseconds(100)) }
            #expect(screens.view.line(0) == frame + "  ")
            screens.expectSameCells("frame \(frame)")
        }
    }

    @Test func aCircularViewShowsTheIndicatorWhateverItsValue() {
        let widget = ActivityIndicatorWidget()
        widget.startAnimating()
        let screens = ParityScreens(widget: widget, view: ProgressView(value: 0.5).progressViewStyle(.circular),
                                    size: Size(width: 3, height: 1))
        screens.expectSameCells("circular with a value")
    }
}
