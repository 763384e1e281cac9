// Port of the Memorize card game of Stanford CS193p (2021), as followed along in the public repository
// nick10811/cs193p-2021 (follow-along-code/Lecture5/Memorize): the model, generic over what a card shows.
// Written anew for TermHost; the app's structure, names and constants are kept.
import TermHost

/// The game's rules: cards come in pairs; choosing a face-down card turns it up, and choosing a second one
/// matches the two when their contents are equal (the next choice turns every unmatched card down again).
struct MemoryGame<CardContent: Equatable> {
    private(set) var cards: [Card]
    private var indexOfTheOneAndOnlyFaceUpCard: Int?

    init(numberOfPairsOfCards: Int, createCardContent: (Int) -> CardContent) {
        cards = []
        for pairIndex in 0..<numberOfPairsOfCards {
            let content = createCardContent(pairIndex)
            cards.append(Card(content: content, id: pairIndex * 2))
            cards.append(Card(content: content, id: pairIndex * 2 + 1))
        }
    }

    mutating func choose(_ card: Card) {
        guard let chosen = cards.firstIndex(where: { $0.id == card.id }),
              !cards[chosen].isFaceUp, !cards[chosen].isMatched else { return }
        if let other = indexOfTheOneAndOnlyFaceUpCard {
            if cards[chosen].content == cards[other].content {
                cards[chosen].isMatched = true
                cards[other].isMatched = true
            }
            indexOfTheOneAndOnlyFaceUpCard = nil
        } else {
            for index in cards.indices { cards[index].isFaceUp = false }
            indexOfTheOneAndOnlyFaceUpCard = chosen
        }
        cards[chosen].isFaceUp.toggle()
    }

    struct Card: Identifiable {
        var isFaceUp = false
        var isMatched = false
        var content: CardContent
        var id: Int
    }
}
