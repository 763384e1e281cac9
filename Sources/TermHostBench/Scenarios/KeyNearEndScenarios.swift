import TermHost

/// `Table(rows, selection: $selection)` with two columns over N value rows.
struct ValueRowTable: View {
    let rows: [RowValue]
    @State private var selection: Int?

    var body: some View {
        Table(rows, selection: $selection) {
            TableColumn("Title") { row in Text(row.title) }
            TableColumn("Number") { row in Text("\(row.id)") }
        }
    }
}

/// `List(rows, selection: $selection) { Text($0.title) }` over N value rows: the reference of the table.
struct SelectableValueList: View {
    let rows: [RowValue]
    @State private var selection: Int?

    var body: some View {
        List(rows, selection: $selection) { row in
            Text(row.title)
        }
        .listStyle(.plain)
    }
}

@MainActor
enum KeyNearEndScenarios {
    /// Shows `view` full screen in a `ViewRoot`, focuses it with Tab, goes to the last row with End and
    /// measures 200 keys there, Up and Down alternately (so the selection stays near row N).
    private static func keysNearEnd(_ harness: Harness, n: Int, name: String, note: String, view: some View) -> Sample {
        harness.show(ViewRoot(rootView: view))
        harness.application.handle(.key(KeyEvent(.tab)))
        harness.application.handle(.key(KeyEvent(.end)))
        harness.application.handle(.key(KeyEvent(.up)))
        var sample = harness.measure(name, n: n, updates: 200) { index in
            harness.application.handle(.key(KeyEvent(index.isMultiple(of: 2) ? .up : .down)))
        }
        sample.note = note
        harness.finish(&sample)
        return sample
    }

    private static func rows(_ n: Int) -> [RowValue] {
        (0..<n).map { RowValue(id: $0, title: "Row \($0)") }
    }

    /// table-key-1m: a two-column `Table` of N rows with a single selection; 200 Up / Down keys near row N.
    static func table(_ harness: Harness, n: Int) -> Sample {
        keysNearEnd(harness, n: n, name: "table-key-1m", note: "Table(rows, selection:) with two columns; Up/Down near the last row",
                    view: ValueRowTable(rows: rows(n)))
    }

    /// list-key-1m: the same rows in `List(rows, selection:)`; the table's reference.
    static func list(_ harness: Harness, n: Int) -> Sample {
        keysNearEnd(harness, n: n, name: "list-key-1m", note: "List(rows, selection:) { Text }; Up/Down near the last row",
                    view: SelectableValueList(rows: rows(n)))
    }
}
