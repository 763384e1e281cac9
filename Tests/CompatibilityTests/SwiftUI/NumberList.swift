// A LazyVStack of 100,000 rows in a ScrollView, as the LazyVStack documentation shows it, with a
// button above that stars a row (so a row changes while the list is on screen).
import TermHost

struct NumberList: View {
    @State private var starred: Set<Int> = []

    var body: some View {
        VStack(alignment: .leading) {
            Button("Star row 3") { starred.insert(3) }
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(1...100_000, id: \.self) { value in
                        Text(starred.contains(value) ? "Row \(value) ★" : "Row \(value)")
                    }
                }
            }
        }
    }
}
