import Testing
import TermHost
import TermHostTesting

/// The ported Memorize game (Stanford CS193p 2021, as in nick10811/cs193p-2021) at 100×30: with the points unit
/// (one line, `application.lengthUnit = .points`) its adaptive grid of 65-point cards at a 2:3 ratio is a row of
/// 8×6 cards; a click on a card turns it face up. Without the unit the first card fills the screen.
@MainActor
@Suite("Ported app: Memorize (SwiftUI card game)")
struct MemorizeTests {
    private func launch(unit: LengthUnit = .points) -> (EmojiMemoryGame, HeadlessApp) {
        let game = EmojiMemoryGame()
        let app = HeadlessApp(size: Size(width: 100, height: 30)) { application in
            application.lengthUnit = unit
            return ViewRoot(rootView: EmojiMemoryGameView(game: game))
        }
        return (game, app)
    }

    static let faceDown = Array(repeating: " " + Array(repeating: "████████", count: 8).joined(separator: " "), count: 6)
        .joined(separator: "\n")

    @Test func theFirstScreenIsARowOfEightFaceDownCards() {
        let (_, app) = launch()
        #expect(portPicture(app) == Self.faceDown)
        #expect(app.terminal.cell(at: Point(x: 1, y: 0)).style.background == .red, "face down: filled in the red")
    }

    @Test func clickingACardTurnsItFaceUp() {
        let (game, app) = launch()
        app.click(at: Point(x: 13, y: 3))
        #expect(game.cards[1].isFaceUp)
        #expect(portPicture(app) == """
             ████████ ╭──────╮ ████████ ████████ ████████ ████████ ████████ ████████
             ████████ │██████│ ████████ ████████ ████████ ████████ ████████ ████████
             ████████ │██🚙██│ ████████ ████████ ████████ ████████ ████████ ████████
             ████████ │██████│ ████████ ████████ ████████ ████████ ████████ ████████
             ████████ │██████│ ████████ ████████ ████████ ████████ ████████ ████████
             ████████ ╰──────╯ ████████ ████████ ████████ ████████ ████████ ████████
            """)
        #expect(app.terminal.cell(at: Point(x: 11, y: 1)).style.background == .white, "face up: white")
        #expect(app.terminal.cell(at: Point(x: 10, y: 0)).style.foreground == .red, "the border in the game's red")
    }

    @Test func aMatchedPairIsRemovedAtTheNextChoice() {
        let (game, app) = launch()
        app.click(at: Point(x: 4, y: 3))
        app.click(at: Point(x: 13, y: 3))
        #expect(game.cards[0].isMatched && game.cards[1].isMatched)
        #expect(app.lines[2].contains("🚙") && app.lines[2].components(separatedBy: "🚙").count == 3, "both shown")
        app.click(at: Point(x: 22, y: 3))
        #expect(portPicture(app).hasPrefix("                   ╭──────╮"), "the pair is gone, the third card is up")
    }

    @Test func withoutTheUnitTheFirstCardFillsTheScreen() {
        let (_, app) = launch(unit: .cells)
        let rows = portPicture(app).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows.count == 30)
        #expect(rows.allSatisfy { $0.hasPrefix(" " + String(repeating: "█", count: 97)) },
                "a 65-cell column and a 2:3 card taller than the screen")
    }
}
