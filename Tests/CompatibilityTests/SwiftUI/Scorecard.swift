// A small SwiftUI app as people write one, ported by replacing `import SwiftUI`: a NavigationStack whose
// root page has a toolbar `NavigationLink("Add", destination:)`, rows with numbered SF Symbols and a
// struck-through finished item, and a detail page pushed from a row.
import TermHost

struct Scorecard: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Hole one") {
                    Text("Par 4")
                        .navigationTitle("Hole 1")
                }
                HStack {
                    Image(systemName: "4.circle")
                    Text("Fourth")
                }
                Text("Warm-up").strikethrough()
            }
            .navigationTitle("Root")
            .toolbar {
                NavigationLink("Add", destination: Text("New score").navigationTitle("New"))
            }
        }
    }
}
