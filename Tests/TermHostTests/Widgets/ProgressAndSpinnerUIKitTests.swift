import Testing
import TermHost
import TermHostTesting

@Suite("UIProgressView and UIActivityIndicatorView shapes")
@MainActor
struct ProgressAndSpinnerUIKitTests {
    @Test func progressIsAFloatWithTintColours() {
        let bar = ProgressBarWidget(progressViewStyle: .bar)
        bar.setProgress(Float(1) / Float(4), animated: true)
        bar.progressTintColor = .systemGreen
        bar.trackTintColor = .systemGray
        let app = show([(bar, Rect(x: 0, y: 0, width: 9, height: 1))], size: Size(width: 9, height: 1))
        #expect(bar.progress == 0.25 && bar.progressViewStyle == .bar)
        #expect(app.line(0).hasSuffix(" 25%"))
        #expect(app.style(at: Point(x: 0, y: 0)).foreground == .systemGreen)
        #expect(app.style(at: Point(x: 3, y: 0)).foreground == .systemGray)
    }

    @Test func activityIndicatorStyleColorAndHidesWhenStopped() {
        let spinner = ActivityIndicatorWidget(style: .large)
        spinner.color = .systemOrange
        #expect(spinner.isHidden, "stopped and hidesWhenStopped")
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden, "shown at once when it no longer hides while stopped")
        let app = show([(spinner, Rect(x: 0, y: 0, width: 1, height: 1))], size: Size(width: 1, height: 1))
        spinner.startAnimating()
        app.waitUntilIdle()
        #expect(spinner.style == .large && spinner.isAnimating)
        #expect(app.style(at: .zero).foreground == .systemOrange)
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }
}
