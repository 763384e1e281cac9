import Testing
import TermHost
import TermHostTesting

/// `ImageWidget` (UIImageView) and SwiftUI's `Image` show the one `Image` both halves share with the same
/// characters (`ImageLook`). Colour follows each platform: a UIKit symbol is a template drawn in the tint, a
/// SwiftUI image in the foreground style, so the widget's tint and the view's foreground style are set alike.
@Suite("Parity: ImageWidget and Image")
@MainActor
struct ImageParityTests {
    @Test(arguments: ["star.fill", "person.2", "checkmark.circle.fill", "chevron.right"])
    func aSymbolLooksTheSame(_ name: String) {
        let widget = ImageWidget(image: Image(systemName: name))
        widget.tintColor = .systemGreen
        let screens = ParityScreens(widget: widget, view: Image(systemName: name).foregroundStyle(Color.systemGreen),
                                    size: Size(width: 4, height: 1))
        #expect(screens.widget.line(0).contains { $0 != " " })
        screens.expectSameCells("symbol \(name)")
    }

    @Test func anOriginalSymbolTakesTheTextColourAsTheViewDoes() {
        let widget = ImageWidget(image: Image(systemName: "heart.fill").withRenderingMode(.alwaysOriginal))
        let screens = ParityScreens(widget: widget, view: Image(systemName: "heart.fill"), size: Size(width: 3, height: 1))
        #expect(screens.widget.line(0) == "♥  ")
        screens.expectSameCells("an original-mode symbol")
    }

    @Test func anUnknownSymbolDrawsNothingInEitherHalf() {
        let widget = ImageWidget(image: Image(systemName: "no.such.symbol"))
        #expect(widget.intrinsicContentSize == .zero)
        let screens = ParityScreens(widget: widget, frame: Rect(x: 0, y: 0, width: 3, height: 1),
                                    view: Image(systemName: "no.such.symbol"), size: Size(width: 3, height: 1))
        screens.expectSameCells("nothing")
    }
}
