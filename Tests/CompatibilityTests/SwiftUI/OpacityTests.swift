import Testing
import TermHost
import TermHostTesting

/// `.opacity(_:)` as Apple documents it: "Sets the transparency of this view" — 0 is fully transparent,
/// 1 fully opaque; a transparent view keeps its place in layout. In cells: each colour the view draws is
/// mixed with the colour behind it (`opacity × colour + (1 − opacity) × behind`, the terminal's default
/// background taken as black on a dark terminal), and dimmed where it cannot be mixed.
@Suite("SwiftUI: opacity(_:) draws a view translucent")
@MainActor
struct OpacityTests {
    private func show<V: View>(_ view: V, colors: Int = 256) -> HeadlessApp {
        HeadlessApp(size: Size(width: 20, height: 4), capabilities: TerminalCapabilities(colorCount: colors)) { _ in
            ViewRoot(rootView: view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        }
    }

    /// A red card with white text at opacity 0.3 over the terminal's (dark) background.
    private var card: some View {
        Text("Card")
            .foregroundColor(.white)
            .padding(.horizontal, 1)
            .background(Color.red)
            .opacity(0.3)
    }

    @Test func aTranslucentFillIsMixedWithTheBackgroundBehindIt() throws {
        let app = show(card)
        let fill = app.style(at: Point(x: 0, y: 0))
        #expect(app.line(0).hasPrefix(" Card "), "the content is drawn")
        #expect(fill.background != .red, "not drawn solid")
        // Red (205, 0, 0) at 0.3 over black.
        #expect(fill.background == .rgb(62, 0, 0))
        let text = try #require(app.style(of: "Card"))
        #expect(text.foreground == .rgb(69, 69, 69), "white (229, 229, 229) at 0.3 over black")
        #expect(text.background == .rgb(62, 0, 0))
        #expect(app.style(at: Point(x: 10, y: 0)).background == nil, "outside the card nothing changes")
    }

    @Test func theColourBehindIsTheBackdropWhereThereIsOne() {
        let app = show(ZStack(alignment: .topLeading) {
            Color.blue
            Text("  ").background(Color.red).opacity(0.5)
        })
        // Red (205, 0, 0) half over blue (0, 0, 238).
        #expect(app.style(at: Point(x: 0, y: 0)).background == .rgb(103, 0, 119))
        #expect(app.style(at: Point(x: 5, y: 0)).background == .blue, "the backdrop itself is untouched")
    }

    @Test func colourThatCannotBeMixedIsDimmed() throws {
        let sixteen = show(card, colors: 16)
        let fill = sixteen.style(at: Point(x: 0, y: 0))
        #expect(fill.background == .red, "a 16-colour terminal cannot show the mix: the colour stays")
        #expect(fill.attributes.contains(.dim), "and the cell is dimmed")
        let plain = show(Text("Faint").opacity(0.3))
        let style = try #require(plain.style(of: "Faint"))
        #expect(style.foreground == nil, "the terminal's own text colour cannot be mixed")
        #expect(style.attributes.contains(.dim))
    }

    @Test func opacityZeroDrawsNothingKeepsItsPlaceAndTakesNoTaps() {
        var taps = 0
        let app = show(VStack(alignment: .leading, spacing: 0) {
            Button("Gone") { taps += 1 }.opacity(0)
            Text("Below")
        })
        #expect(app.line(0).trimmingCharacters(in: .whitespaces).isEmpty, "nothing drawn")
        #expect(app.line(1).hasPrefix("Below"), "the hidden button keeps its row")
        app.click(at: Point(x: 1, y: 0))
        app.press(.enter)
        #expect(taps == 0)
    }

    @Test func opacityOneDrawsAsIs() {
        let app = show(Text("Solid").background(Color.red).opacity(1))
        #expect(app.style(at: Point(x: 0, y: 0)).background == .red)
        #expect(app.style(at: Point(x: 0, y: 0)).attributes.contains(.dim) == false)
    }
}
