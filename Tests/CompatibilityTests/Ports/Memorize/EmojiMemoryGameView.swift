// Port of Memorize (nick10811/cs193p-2021, Lecture 5): the views, with the app's point constants as written
// (an adaptive grid of cards at least 65 points wide, 2:3 cards, corner radius 20, a 3-point border).
import TermHost

/// The game's screen: a scrolling adaptive grid of cards in red; tapping a card chooses it.
struct EmojiMemoryGameView: View {
    @ObservedObject var game: EmojiMemoryGame

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 65))]) {
                ForEach(game.cards) { card in
                    CardView(card: card)
                        .aspectRatio(2 / 3, contentMode: .fit)
                        .onTapGesture { game.choose(card) }
                }
            }
        }
        .foregroundColor(.red)
        .padding(.horizontal)
    }
}

/// One card: face up, a white rounded rectangle with a border and the card's emoji; matched, nothing; face
/// down, a filled rounded rectangle.
struct CardView: View {
    let card: EmojiMemoryGame.Card

    var body: some View {
        ZStack {
            let shape = RoundedRectangle(cornerRadius: 20)
            if card.isFaceUp {
                shape.fill().foregroundColor(.white)
                shape.strokeBorder(lineWidth: 3)
                Text(card.content).font(.largeTitle)
            } else if card.isMatched {
                shape.opacity(0)
            } else {
                shape.fill()
            }
        }
    }
}
