import TermHost

/// A counter component: its count is `@State`, so it lives as long as the component keeps its
/// identity, through moves of its host and replacements of the root view.
struct CounterCard: View {
    /// The heading; a new root view may change it without resetting the count.
    let title: String
    @State private var count = 0

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(title).bold()
            HStack(spacing: 1) {
                Button("-") { count -= 1 }
                Text("Count: \(count)").foregroundStyle(.yellow).bold()
                Button("+") { count += 1 }
            }
            Text("+ / - or Enter on a button").dim()
        }
        .onKeyPress(keys: [.character("+"), .character("-")]) { press in
            count += press.characters == "+" ? 1 : -1
            return .handled
        }
    }
}
