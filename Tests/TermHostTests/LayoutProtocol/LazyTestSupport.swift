import TermHost

/// Counts the views a lazy container made (each counted view's body runs once when it is made).
@MainActor
final class MadeViews {
    var indices: [Int] = []
}

/// A text that records its index in `made` each time its body runs.
struct CountedText: View {
    let index: Int
    let made: MadeViews
    var label: String?
    var body: some View {
        made.indices.append(index)
        return Text(label ?? "\(index)")
    }
}
