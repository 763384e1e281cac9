import Testing
import TermHost
import TermHostTesting

/// Counts how often a row's `id` is read (a table finds rows by their ids).
private final class IDReads {
    var count = 0
}

/// A row whose `id` counts its reads.
private struct CountedRow: Identifiable {
    let number: Int
    let reads: IDReads
    var id: Int {
        reads.count += 1
        return number
    }
}

private struct CountedTable: View {
    let rows: [CountedRow]
    @State private var selection: Int?

    var body: some View {
        Table(rows, selection: $selection) {
            TableColumn("Number") { row in Text("\(row.number)") }
        }
    }
}

/// A key in a `Table` does work for the rows on screen, not for the rows in the data: SwiftUI's table
/// keeps its selection by id, and moving it one row reads the ids near it (counted, never timed). The
/// selection shows even though no view above the table reads it.
@Suite("Scale: a table key is independent of the row count")
@MainActor
struct TableKeyCostTests {
    /// The ids read by each of four Up / Down keys near the end of a table of `count` rows.
    private func idReadsPerKey(rows count: Int) -> [Int] {
        let reads = IDReads()
        let rows = (0..<count).map { CountedRow(number: $0, reads: reads) }
        let app = HeadlessApp(size: Size(width: 30, height: 12)) { _ in ViewRoot(rootView: CountedTable(rows: rows)) }
        app.press(.tab)
        #expect(app.focused.map { "\(type(of: $0))" } == "TableNode", "Tab focuses the table, not its rows' scroll view")
        app.press(.end)
        #expect(app.contains("\(count - 1)"))
        var perKey: [Int] = []
        for key in [Key.up, .up, .down, .up] {
            let before = reads.count
            app.press(key)
            perKey.append(reads.count - before)
        }
        #expect(app.style(of: "\(count - 3)")?.attributes.isEmpty == false, "the selected row is highlighted")
        #expect(app.style(of: "\(count - 2)")?.attributes.isEmpty == true)
        return perKey
    }

    @Test func aKeyNearTheLastRowReadsAsManyIdsInALongTableAsInAShortOne() {
        let short = idReadsPerKey(rows: 1_000)
        let long = idReadsPerKey(rows: 100_000)
        #expect(long == short, "\(long) vs \(short)")
        #expect(long.allSatisfy { $0 < 1_000 }, "\(long) \(short)")
    }
}
