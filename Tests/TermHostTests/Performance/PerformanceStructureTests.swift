import Observation
import Testing
import TermHost
import TermHostTesting

// Structural checks behind TermHostBench's scenarios: how much work one change causes, counted with
// FrameStatistics on a headless app. Nothing here is timed; the timings live in the benchmark executable.

/// A list cell hosting a `Text` (what TermHostBench's list-1000 scenario uses).
@MainActor
private final class HostedTextCell: ListCellWidget {
    let host = HostWidget(rootView: Text(""))

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        host.contentAlignment = .topLeading
        addSubview(host)
    }

    override func layoutSubviews() {
        host.frame = bounds
    }

    override func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                          verticalFittingPriority: LayoutPriority) -> Size {
        let size = host.systemLayoutSizeFitting(Size(width: targetSize.width, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        return Size(width: targetSize.width, height: max(1, size.height))
    }
}

@MainActor
private final class Rows: ListWidgetDataSource {
    var texts = (0..<1_000).map { "Row \($0)" }

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
        (cell as? HostedTextCell)?.host.rootView = Text(texts[indexPath.row])
        return cell
    }
}

@Observable
@MainActor
private final class Counter {
    var count = 0
}

private struct CounterText: View {
    let model: Counter
    var body: some View { Text("Count: \(model.count)") }
}

@Observable
@MainActor
private final class Lines {
    var count = 1
}

private struct Growing: View {
    let model: Lines
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<model.count) { line in Text("Line \(line)") }
        }
    }
}

@Suite("Performance structure")
@MainActor
struct PerformanceStructureTests {
    private static let size = Size(width: 60, height: 20)

    @Test func aRowChangeInAThousandRowListIsOneFrameAndAtMostItsRowRedrawn() {
        let rows = Rows()
        let (app, list) = showFullScreenList(rows, size: Self.size, registering: HostedTextCell.self, forCellReuseIdentifier: "text")
        #expect(app.line(5).hasPrefix("Row 5"))
        for change in 1...3 {
            let before = app.statistics
            rows.texts[5] = "Row 5 changed \(change)"
            list.reloadRows(at: [IndexPath(row: 5, section: 0)], with: .none)
            app.waitUntilIdle()
            let after = app.statistics
            #expect(app.line(5).hasPrefix("Row 5 changed \(change)"))
            #expect(after.frames - before.frames == 1)
            #expect(after.bodyEvaluations - before.bodyEvaluations <= 1, "only the reloaded cell's Text")
            #expect(after.cellsDrawn - before.cellsDrawn <= 2 * Self.size.width, "the row cleared and its text drawn")
            let changed = change == 1 ? " changed 1".count : 1
            #expect(after.cellsPresented - before.cellsPresented <= changed, "only the changed cells reach the terminal")
        }
    }

    @Test func onlyTheVisibleRowsOfAThousandHaveCells() {
        let rows = Rows()
        let (app, list) = showFullScreenList(rows, size: Self.size, registering: HostedTextCell.self, forCellReuseIdentifier: "text")
        #expect(list.visibleCells.count == Self.size.height)
        #expect(list.indexPathsForVisibleRows?.map(\.row) == Array(0..<Self.size.height))
        app.press(.end)
        app.press(.home)
        app.press(.end)
        #expect(list.indexPathsForVisibleRows?.last?.row == 999)
        #expect(list.visibleCells.count == Self.size.height)
        #expect(list.subviews.count <= 2 * Self.size.height, "visible cells plus the reuse queue, never one per row")
    }

    @Test func aCounterInAThousandWidgetTreeIsOneFrameAndOneBodyPerChange() {
        let model = Counter()
        let app = HeadlessApp(size: Self.size) { _ in
            let window = Window()
            for group in 0..<100 {
                let container = Widget(frame: Rect(x: 0, y: 1 + group * 10, width: 40, height: 10))
                for row in 0..<10 {
                    let label = LabelWidget("Label \(group * 10 + row)")
                    label.frame = Rect(x: 0, y: row, width: 20, height: 1)
                    container.addSubview(label)
                }
                window.addSubview(container)
            }
            let host = HostWidget { CounterText(model: model) }
            host.contentAlignment = .topLeading
            host.frame = Rect(x: 0, y: 0, width: 20, height: 1)
            window.addSubview(host)
            return window
        }
        for change in 1...12 {
            let before = app.statistics
            model.count = change
            app.waitUntilIdle()
            let after = app.statistics
            #expect(app.line(0).hasPrefix("Count: \(change)"))
            #expect(after.frames - before.frames == 1)
            #expect(after.bodyEvaluations - before.bodyEvaluations == 1)
            #expect(after.cellsDrawn - before.cellsDrawn <= 2 * 20, "the host's row only")
        }
    }

    /// Widgets laid out per change of a host that grows and shrinks among `siblings` labels.
    private func widgetsLaidOutPerResize(siblings: Int) -> [Int] {
        let model = Lines()
        let app = hostAmongSiblings(HostWidget { Growing(model: model) }, siblings: siblings, size: Self.size)
        var counts: [Int] = []
        for lines in [2, 3, 2, 1] {
            let before = app.statistics
            model.count = lines
            app.waitUntilIdle()
            #expect(app.find("Sibling 5")?.y == 5 + lines)
            #expect(app.statistics.frames - before.frames == 1)
            counts.append(app.statistics.widgetsLaidOut - before.widgetsLaidOut)
        }
        return counts
    }

    @Test func aResizingHostLaysOutTheSameWidgetsWhateverTheNumberOfSiblings() {
        let few = widgetsLaidOutPerResize(siblings: 10)
        let many = widgetsLaidOutPerResize(siblings: 200)
        #expect(few == many)
        #expect(few.allSatisfy { $0 <= 3 },
                "the stack, the host and the one sibling the fill distribution stretches or shrinks; moved siblings are repositioned, not laid out")
    }
}
