import Testing
import TermHost
import TermHostTesting

@Observable
@MainActor
private final class Store {
    struct Row: Identifiable {
        let id: Int
        var title: String
    }

    var rows: [Row]

    init(count: Int) {
        rows = (0..<count).map { Row(id: $0, title: "Row \($0)") }
    }
}

@Observable
@MainActor
private final class Item: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// A row with a body, so that building a row is counted as a body evaluation.
private struct RowView: View {
    let title: String
    var body: some View { Text(title) }
}

private struct StoreList: View {
    let store: Store
    var body: some View {
        List(store.rows) { RowView(title: $0.title) }.listStyle(.plain)
    }
}

/// The declarative List builds, lays out and draws only the rows on screen: a list of 1,000 rows in a
/// HostWidget 20 rows tall works per change in proportion to those 20 rows, never to the 1,000.
@Suite("Declarative List: work bounded by the visible rows")
@MainActor
struct DeclarativeListStructureTests {
    private static let visibleRows = 20

    private func hostedList(_ store: Store) -> HeadlessApp {
        HeadlessApp(size: Size(width: 40, height: Self.visibleRows)) { _ in
            let window = Window()
            let host = HostWidget { StoreList(store: store) }
            host.frame = Rect(x: 0, y: 0, width: 40, height: Self.visibleRows)
            window.addSubview(host)
            return window
        }
    }

    @Test func firstFrameBuildsOnlyTheVisibleRows() {
        let store = Store(count: 1_000)
        let app = hostedList(store)
        #expect(app.contains("Row 19"))
        #expect(!app.contains("Row 20"))
        // Each row costs two bodies: the ForEach element's view, and RowView's body.
        #expect(app.statistics.bodyEvaluations <= 2 * Self.visibleRows + 4, "bodies: \(app.statistics.bodyEvaluations)")
        #expect(app.statistics.draws <= Self.visibleRows * 2 + 4, "draws: \(app.statistics.draws)")
    }

    @Test func changingOneRowCostsTheVisibleRowsAtMost() {
        let store = Store(count: 1_000)
        let app = hostedList(store)
        let before = app.statistics
        let changes = 50
        for index in 0..<changes {
            store.rows[5].title = "Row 5 changed \(index)"
            app.waitUntilIdle()
        }
        let after = app.statistics
        #expect(app.contains("Row 5 changed \(changes - 1)"))
        #expect(after.frames - before.frames == changes)
        let bodies = Double(after.bodyEvaluations - before.bodyEvaluations) / Double(changes)
        let laidOut = Double(after.nodesLaidOut - before.nodesLaidOut) / Double(changes)
        let draws = Double(after.draws - before.draws) / Double(changes)
        #expect(bodies <= Double(2 * Self.visibleRows + 2), "bodies per change: \(bodies) (two per visible row)")
        #expect(laidOut <= Double(Self.visibleRows), "nodes laid out per change: \(laidOut)")
        #expect(draws <= 6, "draws per change: \(draws) (only the changed row is redrawn)")
    }

    @Test func workDoesNotGrowWithTheNumberOfRows() {
        func drawsAndBodies(rows: Int) -> (Int, Int) {
            let store = Store(count: rows)
            let app = hostedList(store)
            let before = app.statistics
            for index in 0..<10 {
                store.rows[5].title = "Changed \(index)"
                app.waitUntilIdle()
            }
            return (app.statistics.draws - before.draws, app.statistics.bodyEvaluations - before.bodyEvaluations)
        }
        let small = drawsAndBodies(rows: 100)
        let large = drawsAndBodies(rows: 10_000)
        #expect(small == large, "100 rows: \(small), 10,000 rows: \(large)")
    }

    @Test func anObservableRowChangeReevaluatesThatRowOnly() {
        let items = (0..<1_000).map { Item(id: $0, title: "Item \($0)") }
        let app = HeadlessApp(size: Size(width: 40, height: Self.visibleRows)) { _ in
            ViewRoot(rootView: List(items) { Text($0.title) }.listStyle(.plain))
        }
        let before = app.statistics
        for index in 0..<20 {
            items[5].title = "Item 5 changed \(index)"
            app.waitUntilIdle()
        }
        #expect(app.contains("Item 5 changed 19"))
        #expect(app.statistics.frames - before.frames == 20)
        #expect(app.statistics.bodyEvaluations - before.bodyEvaluations == 20, "one row's view per change")
        items[999].title = "not shown"
        app.waitUntilIdle()
        #expect(app.statistics.bodyEvaluations - before.bodyEvaluations == 20, "a row not built is not observed")
    }

    @Test func scrollingBuildsTheRowsItShowsAndRetiresTheOthers() {
        let store = Store(count: 1_000)
        let app = hostedList(store)
        app.press(.tab)
        let before = app.statistics.bodyEvaluations
        app.press(.pageDown)
        #expect(app.contains("Row 20"))
        #expect(app.statistics.bodyEvaluations - before <= 2 * Self.visibleRows + 2, "a page of new rows, two bodies each")
        app.press(.end)
        #expect(app.contains("Row 999"))
        #expect(!app.contains("Row 5 "))
        app.press(.home)
        #expect(app.contains("Row 0"))
    }
}
