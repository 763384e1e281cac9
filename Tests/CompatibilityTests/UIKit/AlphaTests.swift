import Testing
import TermHost
import TermHostTesting

/// `UIView.alpha`: "This value affects only the current view and its subviews … a value of 0.0 makes the
/// view fully transparent and 1.0 fully opaque." The same rule as SwiftUI's `.opacity(_:)`: each colour
/// drawn is mixed with the colour behind it, or dimmed where it cannot be.
@Suite("UIKit: alpha draws a view and its subviews translucent")
@MainActor
struct AlphaTests {
    @Test func aTranslucentCardIsMixedWithWhatIsBehindIt() throws {
        var card = Widget()
        let app = HeadlessApp(size: Size(width: 20, height: 4)) { _ in
            let window = Window()
            let root = Widget(frame: Rect(x: 0, y: 0, width: 20, height: 4))
            root.backgroundColor = .blue
            card = Widget(frame: Rect(x: 0, y: 0, width: 8, height: 1))
            card.backgroundColor = .red
            let label = LabelWidget(frame: Rect(x: 1, y: 0, width: 4, height: 1))
            label.text = "Card"
            label.textColor = .white
            card.addSubview(label)
            root.addSubview(card)
            window.addSubview(root)
            return window
        }
        #expect(app.style(at: Point(x: 0, y: 0)).background == .red, "opaque at 1.0")
        card.alpha = 0.5
        app.waitUntilIdle()
        // Red (205, 0, 0) half over blue (0, 0, 238); white (229, 229, 229) half over blue.
        #expect(app.style(at: Point(x: 0, y: 0)).background == .rgb(103, 0, 119))
        let text = try #require(app.style(of: "Card"))
        #expect(text.foreground == .rgb(115, 115, 234), "the subview's text is translucent too")
        #expect(app.style(at: Point(x: 10, y: 0)).background == .blue, "outside the card nothing changes")
    }
}
