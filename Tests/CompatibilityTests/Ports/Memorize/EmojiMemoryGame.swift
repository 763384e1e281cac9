// Port of Memorize (nick10811/cs193p-2021, Lecture 5): the view model, an ObservableObject over the model.
import TermHost

/// The view model: the emoji game the view shows, and the user's intent (choosing a card).
@MainActor
final class EmojiMemoryGame: ObservableObject {
    typealias Card = MemoryGame<String>.Card

    private static let emojis = ["🚙", "🚌", "🚛", "🚑", "🛴", "🛵", "🚃", "🚂", "🚀", "🛸", "🚁", "🚲",
                                 "🛻", "🚜", "🚚", "🚒", "🚤", "🛶", "🚠", "🛺"]

    private static func createMemoryGame() -> MemoryGame<String> {
        MemoryGame(numberOfPairsOfCards: 4) { pairIndex in emojis[pairIndex] }
    }

    @Published private var model = createMemoryGame()

    var cards: [Card] { model.cards }

    // MARK: - Intent(s)

    func choose(_ card: Card) {
        model.choose(card)
    }
}
