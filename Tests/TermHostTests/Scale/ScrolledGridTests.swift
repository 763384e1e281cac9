import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostViews
import TermHostTesting

/// Counts the cells whose bodies ran.
@MainActor
private final class BuiltCells {
    var count = 0
}

/// A grid cell that counts its body's evaluations.
private struct CountedCell: View {
    let row: Int
    let column: Int
    let built: BuiltCells

    var body: some View {
        built.count += 1
        return Text("\(row),\(column)")
    }
}

private struct BigGrid: View {
    let size: Int
    let built: BuiltCells

    var body: some View {
        ScrollView([.horizontal, .vertical]) {
            Grid(alignment: .leading) {
                ForEach(0..<size, id: \.self) { row in
                    GridRow {
                        ForEach(0..<size, id: \.self) { column in CountedCell(row: row, column: column, built: built) }
                    }
                }
            }
        }
    }
}

/// A `Grid` in a `ScrollView` makes, measures and draws the cells on screen (and a margin), not the
/// whole grid: SwiftUI's `Grid` is not lazy, but a 300 x 300 grid must not cost 90,000 cells a frame.
@Suite("Scale: a grid in a scroll view builds only what is visible")
@MainActor
struct ScrolledGridTests {
    @Test func theFirstFrameBuildsOnlyTheCellsOnScreen() {
        let built = BuiltCells()
        let app = show(BigGrid(size: 300, built: built), width: 40, height: 10)
        #expect(app.line(0).hasPrefix("0,0 0,1 0,2 "))
        #expect(app.line(9).hasPrefix("9,0 9,1 9,2 "))
        // 10 rows and about 9 columns are on screen; the margin is two rows and one column each way.
        #expect(built.count <= 13 * 16, "\(built.count) cells built")
        #expect(app.statistics.nodesLaidOut < 1_000, "\(app.statistics.nodesLaidOut) nodes laid out")
    }

    @Test func pageDownBuildsTheNextScreenful() {
        let built = BuiltCells()
        let app = show(BigGrid(size: 300, built: built), width: 40, height: 10)
        app.press(.tab)
        let before = built.count
        app.press(.pageDown)
        #expect(app.lines.contains { $0.hasPrefix("12,0 12,1 ") })
        #expect(built.count - before <= 15 * 16, "\(built.count - before) cells built for a page")
    }

    @Test func aSmallGridInAScrollViewLooksAsOutsideIt() {
        let grid = Grid {
            GridRow { Text("Item"); Text("Qty").gridColumnAlignment(.trailing) }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow { Text("Apples"); Text("12345") }
            GridRow(alignment: .top) { Text("a\nb"); Text("top") }
        }
        let plain = show(grid.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 20, height: 6)
        let scrolled = show(ScrollView { grid }, width: 20, height: 6)
        #expect(scrolled.grid == plain.grid)
        #expect(plain.contains("Apples 12345"))
    }
}
