import Testing
import TermHost
import TermHostTesting

/// SwiftUI's lazy stacks: "the stack only creates items as needed" — in a ScrollView, only the rows
/// on screen (and a few beside them) are made, laid out and drawn.
@Suite("SwiftUI layout: lazy stacks")
@MainActor
struct LazyStackRuleTests {
    private func hundredThousand(_ made: MadeViews) -> some View {
        ScrollView {
            LazyVStack(alignment: .leading) {
                ForEach(0..<100_000, id: \.self) { index in CountedText(index: index, made: made, label: "Row \(index)") }
            }
        }
    }

    @Test func aLazyVStackMakesOnlyTheRowsOnScreen() {
        let made = MadeViews()
        let app = show(hundredThousand(made), width: 20, height: 5)
        #expect(app.grid == "Row 0              ┃\nRow 1              │\nRow 2              │\nRow 3              │\nRow 4              │")
        // The 5 rows on screen and 2 below them.
        #expect(Set(made.indices) == Set(0..<7))
    }

    @Test func scrollingMakesTheRowsThatComeOnScreenAndLetsTheOthersGo() {
        let made = MadeViews()
        let app = show(hundredThousand(made), width: 20, height: 5)
        made.indices.removeAll()
        app.press(.tab)
        app.press(.end)
        #expect(app.lines[4].hasPrefix("Row 99999"))
        #expect(app.lines[0].hasPrefix("Row 99995"))
        #expect(made.indices.count <= 9, "only the rows about the end are made: \(made.indices)")
        app.press(.pageUp)
        #expect(app.lines[0].hasPrefix("Row 99991"))
    }

    @Test func theStackIsAsLongAsAllItsRows() {
        // Rows not yet made count as long as the first one: 100,000 rows of 1.
        let stack = LazyVStack { ForEach(0..<100_000, id: \.self) { Text("Row \($0)") } }
        #expect(measure(stack, ProposedViewSize(width: 20, height: nil)) == Size(width: 20, height: 100_000))
    }

    @Test func aChangeRebuildsOnlyTheRowsOnScreen() {
        struct Numbers: View {
            let made: MadeViews
            @State private var changed = -1
            var body: some View {
                VStack {
                    Button("Change") { changed = 2 }
                    ScrollView {
                        LazyVStack(alignment: .leading) {
                            ForEach(0..<100_000, id: \.self) { index in
                                if index == changed { Text("changed") } else { CountedText(index: index, made: made, label: "Row \(index)") }
                            }
                        }
                    }
                }
            }
        }
        let made = MadeViews()
        let app = show(Numbers(made: made), width: 20, height: 6)
        #expect(app.lines[3].hasPrefix("Row 2"))
        made.indices.removeAll()
        app.press(.enter)
        #expect(app.lines[3].hasPrefix("changed"))
        #expect(app.lines[4].hasPrefix("Row 3"))
        // Every row's view read `changed`, so the rows that are made (5 on screen, 2 below) are made
        // again; none of the other 99,993.
        #expect(made.indices.count <= 7, "\(made.indices)")
    }

    @Test func viewsBeforeAForEachAreRowsToo() {
        let view = ScrollView {
            LazyVStack(alignment: .leading, spacing: 1) {
                Text("Header")
                ForEach(["a", "b"], id: \.self) { Text($0) }
            }
        }
        #expect(show(view, width: 10, height: 5).grid == "Header\n\na\n\nb")
    }

    @Test func aLazyHStackLaysItsViewsOutInARow() {
        let view = ScrollView(.horizontal) {
            LazyHStack { ForEach(0..<10_000, id: \.self) { Text("\($0)") } }
        }
        #expect(show(view, width: 12, height: 1).grid == "0 1 2 3 4 5")
    }

    @Test func aModifierOnTheForEachAppliesToEachRow() {
        let view = ScrollView {
            LazyVStack(alignment: .leading) { ForEach(0..<1_000, id: \.self) { Text("\($0)") }.padding(.leading, 2) }
        }
        #expect(show(view, width: 10, height: 2).grid == "  0      ┃\n  1      │")
    }
}
