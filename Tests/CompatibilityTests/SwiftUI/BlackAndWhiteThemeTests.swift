import Testing
import TermHost
import TermHostTesting

/// iOS draws apps on a light system background, so `.foregroundColor(.black)` text and `.black` cards
/// are visible there. On a (dark) terminal, TermHost keeps them visible: black or white text on the
/// terminal's own background is drawn in the terminal's text colour, and a black fill on it is drawn as
/// the layered background (`Color.secondarySystemBackground`); on any other fill both stay as set.
@Suite("SwiftUI: black and white stay visible on a dark terminal")
@MainActor
struct BlackAndWhiteThemeTests {
    private func show<V: View>(_ view: V) -> HeadlessApp {
        HeadlessApp(size: Size(width: 20, height: 4)) { _ in
            ViewRoot(rootView: view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        }
    }

    @Test func blackTextOnTheScreenBackgroundIsDrawnInTheTerminalsTextColour() throws {
        let app = show(VStack(alignment: .leading) {
            Text("Ink").foregroundColor(.black)
            Text("Paper").foregroundColor(.white)
            Text("Red").foregroundColor(.red)
        })
        #expect(try #require(app.style(of: "Ink")).foreground == nil, "not black on a dark screen")
        #expect(try #require(app.style(of: "Paper")).foreground == nil)
        #expect(try #require(app.style(of: "Red")).foreground == .red, "other colours stay")
    }

    @Test func aBlackCardStandsOutAndItsWhiteTextStays() throws {
        let app = show(Text("Card")
            .foregroundColor(.white)
            .padding(.horizontal, 1)
            .background(Color.black))
        let text = try #require(app.style(of: "Card"))
        #expect(text.background == Color.secondarySystemBackground, "the black card is drawn as the layered background")
        #expect(text.foreground == .white, "white on the card stays white")
        #expect(app.style(at: Point(x: 0, y: 0)).background == Color.secondarySystemBackground)
    }

    @Test func onALightFillBlackTextStaysBlack() throws {
        let app = show(Text("Note").foregroundColor(.black).background(Color.white))
        let text = try #require(app.style(of: "Note"))
        #expect(text.foreground == .black)
        #expect(text.background == .white)
    }
}
