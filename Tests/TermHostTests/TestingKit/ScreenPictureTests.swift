import Testing
import TermHost
@testable import TermHostTesting

@MainActor
@Suite struct ScreenPictureTests {
    private func app(_ configure: (Window) -> Void) -> HeadlessApp {
        HeadlessApp(size: Size(width: 12, height: 2)) { _ in
            let window = Window()
            configure(window)
            return window
        }
    }

    private func label(_ text: String, at point: Point, style: Style) -> LabelWidget {
        let label = LabelWidget(text)
        label.style = style
        label.frame = Rect(x: point.x, y: point.y, width: 12 - point.x, height: 1)
        return label
    }

    @Test func textRunsKeepTheirCellsColoursAndAttributes() {
        let app = app { window in
            window.addSubview(label("Hi <&>", at: Point(x: 0, y: 0), style: Style(foreground: .red, attributes: .bold)))
        }
        let picture = ScreenPicture(windowFrame: false)
        let svg = app.svg(picture)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100.8\" height=\"34\""))
        // "Hi <&>" in six cells, escaped, in one piece stretched to exactly those cells.
        #expect(svg.contains("<text x=\"0\" y=\"13.26\" textLength=\"50.4\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#cd3131\" font-weight=\"bold\">Hi &lt;&amp;&gt;</text>"))
    }

    @Test func wideCharactersTakeTwoCellsAndReverseSwapsColours() {
        let app = app { window in
            window.addSubview(label("中a", at: Point(x: 0, y: 1), style: Style(foreground: .blue, background: .yellow, attributes: .reverse)))
        }
        let svg = app.svg(ScreenPicture(windowFrame: false))
        // Reverse: the yellow background becomes the text colour, blue the cell colour.
        #expect(svg.contains("<rect x=\"0\" y=\"17\" width=\"25.2\" height=\"17\" fill=\"#2472c8\"/>"))
        // The wide character has a piece of its own over two cells; "a" starts at the third cell.
        #expect(svg.contains("<text x=\"0\" y=\"30.26\" textLength=\"16.8\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#e5e510\">中</text>"))
        #expect(svg.contains("<text x=\"16.8\" y=\"30.26\" textLength=\"8.4\" lengthAdjust=\"spacingAndGlyphs\" fill=\"#e5e510\">a</text>"))
    }

    @Test func theSameScreenGivesTheSameBytesAndTheFrameIsOptional() {
        let first = app { $0.addSubview(label("Same", at: .zero, style: .plain)) }
        let second = app { $0.addSubview(label("Same", at: .zero, style: .plain)) }
        let framed = ScreenPicture(title: "demo")
        #expect(first.svg(framed) == second.svg(framed))
        #expect(first.svg(framed).contains(">demo</text>"))
        #expect(first.svg(framed).contains("<circle"))
        #expect(!first.svg(ScreenPicture(windowFrame: false)).contains("<circle"))
    }

    @Test func paletteAndTrueColoursAreShownAsTheyAre() {
        #expect(ScreenPicture.hex(.indexed(196), palette: .dark, isBackground: false) == "#ff0000")
        #expect(ScreenPicture.hex(.indexed(244), palette: .dark, isBackground: false) == "#808080")
        #expect(ScreenPicture.hex(.rgb(1, 2, 255), palette: .dark, isBackground: false) == "#0102ff")
        #expect(ScreenPicture.hex(nil, palette: .dark, isBackground: true) == "#1e1e1e")
    }
}
