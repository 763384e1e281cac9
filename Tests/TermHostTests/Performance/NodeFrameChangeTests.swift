import Observation
import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting
import TermHostTesting

@Observable
@MainActor
private final class Lines {
    var count = 1
    var title = "Title 1"
}

private struct LinesAndFooter: View {
    let model: Lines
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(model.title)
            ForEach(0..<model.count) { line in Text("Line \(line)") }
            Text("Footer")
        }
    }
}

/// `FrameStatistics.nodeFramesChanged` counts the nodes placed somewhere new: the measure the
/// benchmark's host-resize target compares the nodes laid out per change with.
@Suite("Node frame changes")
@MainActor
struct NodeFrameChangeTests {
    @Test func aChangeThatMovesNothingChangesNoFrameAndAGrowthCountsWhatMoved() {
        let model = Lines()
        let app = HeadlessApp(size: Size(width: 40, height: 10)) { _ in
            ViewRoot(rootView: LinesAndFooter(model: model))
        }
        app.waitUntilIdle()
        var before = app.statistics.nodeFramesChanged
        model.title = "Title 2"
        app.waitUntilIdle()
        #expect(app.statistics.nodeFramesChanged == before, "same width, same place: no frame changes")
        #expect(app.find("Title 2") != nil)

        before = app.statistics.nodeFramesChanged
        model.count = 2
        app.waitUntilIdle()
        let changed = app.statistics.nodeFramesChanged - before
        // The new line is placed for the first time, and the stack grows (the footer moves too).
        #expect(changed >= 2, "frames changed: \(changed)")
        #expect(app.find("Line 1") != nil)
    }
}
