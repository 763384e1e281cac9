import TermHost

/// A named piece of work measured at one or more sizes, each size in a child process of its own.
struct Scenario: Sendable {
    /// The name used by `--scenario` and in the output.
    let name: String
    /// The sizes (`n`) it runs at.
    let sizes: [Int]
    /// What it measures, for `--list`.
    let summary: String
    /// Builds the screen on `harness`, performs the changes and returns the figures for size `n`.
    let run: @MainActor @Sendable (Harness, Int) -> Sample
}

enum Scenarios {
    /// Every scenario, in the order they run and print.
    static let all: [Scenario] = [
        Scenario(
            name: "list-1000", sizes: [1_000],
            summary: "1,000 one-line hosted rows in a ListWidget; row 5's text changes 200 times (reloadRows)",
            run: ListScenarios.listRowChange),
        Scenario(name: "list-1000-cells", sizes: [1_000], summary: "list-1000 with plain ListCellWidget cells (defaultContentConfiguration, no hosting)", run: ListCellsScenario.run),
        Scenario(
            name: "label-in-big-tree", sizes: [100, 1_000, 10_000],
            summary: "a window of N labels (nested groups of 10) and one hosted counter; the counter changes 1,000 times",
            run: TreeScenarios.counterInBigTree),
        Scenario(
            name: "host-resize", sizes: [10, 100, 1_000],
            summary: "a hosted component growing and shrinking by one line in a StackWidget with N sibling labels; 500 changes",
            run: TreeScenarios.hostResize),
        Scenario(
            name: "list-100k", sizes: [1_000, 100_000],
            summary: "N rows of hosted self-sizing cells (1 to 3 lines); 1,000 Down-arrow steps",
            run: ListScenarios.scrollMixedHeights),
        Scenario(
            name: "startup", sizes: [1],
            summary: "CPU and bytes to the first frame of a launcher: title, list of six names, status line",
            run: AppScenarios.startup),
        Scenario(
            name: "typing", sizes: [1_000],
            summary: "1,000 characters typed into a TextField inside a hosted Form",
            run: AppScenarios.typing),
        Scenario(name: "typing-100k", sizes: [100_000], summary: "1,000 characters typed at the end of a TextField already holding N - 1,000", run: TypingLongScenario.run),
        Scenario(name: "long-text", sizes: [1], summary: "first frame: 1M ASCII, 200k CJK, 10k combining marks through every text path", run: LongTextScenario.run),
        Scenario(
            name: "widget-memory", sizes: [10_000],
            summary: "RSS (and heap) growth per plain Widget for N widgets in a window",
            run: AppScenarios.widgetMemory),
        Scenario(name: "declarative-list-1000", sizes: [1_000],
                 summary: "a List of N @Observable rows in a HostWidget; row 5's text changes 200 times", run: DeclarativeListScenarios.listRowChange),
        Scenario(name: "declarative-list-values", sizes: [1_000],
                 summary: "the same List over rows that are structs (each change re-evaluates the list)", run: DeclarativeListScenarios.listValueChange),
        Scenario(name: "one-label", sizes: [1], summary: "peak RSS of a window with one hosted Text", run: DeclarativeListScenarios.oneLabel),
        Scenario(name: "grid-300", sizes: [300], summary: "first frame of an N x N Grid of Text cells in a ScrollView (both axes); then Page Down", run: GridScenario.run),
        Scenario(name: "list-key-1m", sizes: [1_000_000], summary: "List(rows, selection:) of N rows; 200 Up/Down keys near the last row", run: KeyNearEndScenarios.list),
        Scenario(name: "table-key-1m", sizes: [1_000_000], summary: "a two-column Table(rows, selection:) of N rows; 200 Up/Down keys near the last row", run: KeyNearEndScenarios.table),
        Scenario(name: "diffable-100k", sizes: [10_000, 100_000],
                 summary: "a diffable data source of N items; 10 applies of a snapshot with 1% changed (deleted, inserted, reconfigured)", run: DiffableScenario.run),
        Scenario(name: "hosted-long-text", sizes: [1], summary: "first frame of a HostingController(rootView: Text(1M ASCII characters)) as the window's root", run: HostedTextScenario.run),
        Scenario(name: "lazy-100k", sizes: [1_000, 100_000], summary: "a LazyVStack of N rows in a ScrollView; 200 changes: a row's text, PageDown", run: LazyScenarios.lazyRows),
    ]

    static func named(_ name: String) -> Scenario? {
        all.first { $0.name == name }
    }
}
