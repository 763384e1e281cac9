import TermHost

/// An empty state and a card as SwiftUI code writes them, in points: `padding(40)`, `frame(height: 50)`,
/// `VStack(spacing: 10)`, a `padding(4)` card.
struct EmptyStateView: View {
    var body: some View {
        VStack(spacing: 10) {
            Text("No notes")
            Text("Tap + to add one")
        }
        .padding(40)
    }
}

struct BannerView: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Top").frame(height: 50, alignment: .top)
            Text("Card").padding(4)
            Text("End")
        }
    }
}

/// SwiftUI maths on `CGFloat` (`size * 0.5`, `/ 3`) passed to layout modifiers.
struct FractionView: View {
    let size: CGFloat = 9
    var body: some View {
        HStack(spacing: size / 3) {
            Text("A").frame(width: size * 0.5, alignment: .leading)
            Text("B")
        }
        .padding(.leading, size / 4.5)
    }
}
