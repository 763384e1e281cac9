import TermHost

/// One row of the declarative list scenarios: an `@Observable` object, as Apple's Observation
/// documentation models list items (`@Observable class Book`).
@Observable
@MainActor
final class ObservableRow: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// The rows of the declarative list scenarios, as an `@Observable` store a SwiftUI app would keep.
@Observable
@MainActor
final class RowStore {
    var rows: [ObservableRow]
    /// The same rows as values (structs), for the variant that re-evaluates the list.
    var values: [RowValue]

    init(count: Int) {
        rows = (0..<count).map { ObservableRow(id: $0, title: "Row \($0)") }
        values = (0..<count).map { RowValue(id: $0, title: "Row \($0)") }
    }
}

/// A row as a value.
struct RowValue: Identifiable {
    let id: Int
    var title: String
}

/// `List(store.rows) { Text($0.title) }`: a change to one row object re-evaluates that row only.
struct ObservableRowList: View {
    let store: RowStore

    var body: some View {
        List(store.rows) { row in
            Text(row.title)
        }
        .listStyle(.plain)
    }
}

/// `List(store.values) { Text($0.title) }`: a change to the array re-evaluates the list, which
/// re-evaluates its visible rows (SwiftUI does the same).
struct ValueRowList: View {
    let store: RowStore

    var body: some View {
        List(store.values) { row in
            Text(row.title)
        }
        .listStyle(.plain)
    }
}

@MainActor
enum DeclarativeListScenarios {
    /// Shows `view` full screen in a `HostWidget` and changes row 5's title 200 times with `change`.
    private static func measure(_ harness: Harness, n: Int, name: String, note: String, view: some View,
                                store: RowStore, change: @escaping (RowStore, Int) -> Void) -> Sample {
        harness.retain(store)
        let window = Window()
        let host = HostWidget { view }
        // No autoresizing mask: the window starts empty and grows to the screen, which would make a
        // flexible host twice the screen's size (and the list build twice the rows it shows).
        host.frame = Rect(origin: .zero, size: Harness.screenSize)
        window.addSubview(host)
        harness.show(window)
        var sample = harness.measure(name, n: n, updates: 200) { index in change(store, index) }
        sample.note = note
        harness.finish(&sample)
        return sample
    }

    /// declarative-list-1000: `List(store.rows) { Text($0.title) }` over N `@Observable` rows in a
    /// `HostWidget` filling the screen; row 5's title changes 200 times.
    static func listRowChange(_ harness: Harness, n: Int) -> Sample {
        let store = RowStore(count: n)
        return measure(harness, n: n, name: "declarative-list-1000",
                       note: "List(store.rows) { Text($0.title) } over @Observable rows; only the rows on screen are built",
                       view: ObservableRowList(store: store), store: store) { store, index in
            store.rows[5].title = "Row 5 changed \(index + 1)"
        }
    }

    /// declarative-list-values: the same list over rows that are values: each change re-evaluates the list.
    static func listValueChange(_ harness: Harness, n: Int) -> Sample {
        let store = RowStore(count: n)
        return measure(harness, n: n, name: "declarative-list-values",
                       note: "List(store.values) { Text($0.title) } over struct rows: the visible rows are re-evaluated per change",
                       view: ValueRowList(store: store), store: store) { store, index in
            store.values[5].title = "Row 5 changed \(index + 1)"
        }
    }

    /// one-label: the smallest hosted app, for the library's peak RSS (what linking a module costs).
    static func oneLabel(_ harness: Harness, n: Int) -> Sample {
        let window = Window()
        let host = HostWidget { Text("Hello") }
        host.frame = Rect(x: 0, y: 0, width: 20, height: 1)
        window.addSubview(host)
        harness.show(window)
        var sample = harness.measure("one-label", n: n, updates: 0) { _ in }
        harness.finish(&sample)
        return sample
    }
}
