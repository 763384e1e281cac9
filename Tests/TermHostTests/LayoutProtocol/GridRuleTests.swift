import Testing
import TermHost
import TermHostTesting

/// SwiftUI's `Grid` rules, in cells: a column is as wide as its widest cell, a row as tall as its
/// tallest; a view outside a `GridRow` spans every column; `.gridCellColumns` spans columns;
/// `.gridColumnAlignment` aligns a column; `.gridCellUnsizedAxes` keeps a flexible cell from sizing
/// the grid; default spacing is 1 column between columns and 0 rows between rows (as in stacks).
@Suite("SwiftUI layout: Grid")
@MainActor
struct GridRuleTests {
    @Test func everyColumnIsAsWideAsItsWidestCell() {
        // Grid docs: "the grid sets the width of all the cells in a column to match the needs of the
        // column's widest cell". Column 1 is 12 wide ("Ada Lovelace"), column 2 is 5 ("Score");
        // cells are centred in their space by default.
        let grid = Grid {
            GridRow { Text("Name"); Text("Score") }
            GridRow { Text("Ada Lovelace"); Text("9") }
        }
        #expect(measure(grid, .unspecified) == Size(width: 18, height: 2))
        let app = show(grid.topLeading(), width: 30, height: 3)
        #expect(app.grid == "    Name     Score\nAda Lovelace   9")
    }

    @Test func theGridsAlignmentPlacesEveryCellInItsSpace() {
        let grid = Grid(alignment: .leading) {
            GridRow { Text("Name"); Text("Score") }
            GridRow { Text("Ada Lovelace"); Text("9") }
        }
        #expect(show(grid.topLeading(), width: 30, height: 3).grid == "Name         Score\nAda Lovelace 9")
    }

    @Test func aColumnsAlignmentComesFromGridColumnAlignment() {
        // gridColumnAlignment(_:) on one cell aligns every cell of its column.
        let grid = Grid(alignment: .leading) {
            GridRow { Text("Item"); Text("Qty").gridColumnAlignment(.trailing) }
            GridRow { Text("Apples"); Text("12345") }
        }
        #expect(show(grid.topLeading(), width: 30, height: 3).grid == "Item     Qty\nApples 12345")
    }

    @Test func aRowIsAsTallAsItsTallestCellAndGridRowAlignmentPlacesTheOthers() {
        let grid = Grid {
            GridRow(alignment: .top) { Text("a\nb\nc"); Text("top") }
            GridRow(alignment: .bottom) { Text("d\ne"); Text("low") }
        }
        #expect(measure(grid, .unspecified) == Size(width: 5, height: 5))
        let app = show(grid.topLeading(), width: 10, height: 6)
        #expect(app.grid == "a top\nb\nc\nd\ne low")
    }

    @Test func aViewOutsideAGridRowSpansAllTheColumns() {
        // Grid docs: a view that is not in a GridRow makes a row that spans all of the grid's columns.
        let grid = Grid {
            GridRow { Text("ab"); Text("cd"); Text("ef") }
            Text("total")
        }
        #expect(measure(grid, .unspecified) == Size(width: 8, height: 2))
        #expect(show(grid.topLeading(), width: 20, height: 2).grid == "ab cd ef\n total")
    }

    @Test func gridCellColumnsMakesACellSpanColumns() {
        // "wide" spans columns 1 and 2, 1 wide each with a gap (3): the one column it needs more
        // goes to the first of them; "z" is in column 3.
        let grid = Grid(alignment: .leading) {
            GridRow { Text("a"); Text("b"); Text("c") }
            GridRow { Text("wide").gridCellColumns(2); Text("z") }
        }
        #expect(measure(grid, .unspecified) == Size(width: 6, height: 2))
        #expect(show(grid.topLeading(), width: 20, height: 2).grid == "a  b c\nwide z")
    }

    @Test func aFlexibleViewOutsideARowWidensTheGridUnlessItsAxisIsUnsized() {
        // gridCellUnsizedAxes docs: a Divider between rows takes all the width its parent offers and
        // widens the grid; with .gridCellUnsizedAxes(.horizontal) it takes only the other cells' width.
        let unsized = Grid(alignment: .leading) {
            GridRow { Text("Name"); Text("Score") }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow { Text("Ada"); Text("9") }
        }
        #expect(measure(unsized, ProposedViewSize(width: 30, height: nil)) == Size(width: 10, height: 3))
        #expect(show(unsized.topLeading(), width: 30, height: 3).grid == "Name Score\n──────────\nAda  9")
        let sized = Grid(alignment: .leading) {
            GridRow { Text("Name"); Text("Score") }
            Divider()
            GridRow { Text("Ada"); Text("9") }
        }
        #expect(measure(sized, ProposedViewSize(width: 30, height: nil)) == Size(width: 30, height: 3))
        // The 29 columns left after the gap are shared as a stack shares them: 14 and 15.
        let app = show(sized.topLeading(), width: 30, height: 3)
        #expect(app.lines[0] == "Name           Score")
        #expect(app.lines[1] == String(repeating: "─", count: 30))
    }

    @Test func anUnsizedCellDoesNotSizeItsRowOrColumn() {
        // GridRow docs: a Color.clear corner cell with .gridCellUnsizedAxes([.horizontal, .vertical]).
        let grid = Grid {
            GridRow {
                Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])
                Text("C1"); Text("C2")
            }
            GridRow { Text("R1"); Text("x"); Text("y") }
        }
        #expect(measure(grid, .unspecified) == Size(width: 8, height: 2))
        // "x" is centred in its 2 columns, the centre rounding down.
        #expect(show(grid.topLeading(), width: 20, height: 2).grid == "   C1 C2\nR1 x  y")
    }

    @Test func spacingArgumentsSetTheGapsBetweenColumnsAndRows() {
        let grid = Grid(alignment: .leading, horizontalSpacing: 3, verticalSpacing: 1) {
            GridRow { Text("a"); Text("b") }
            GridRow { Text("c"); Text("d") }
        }
        #expect(measure(grid, .unspecified) == Size(width: 5, height: 3))
        #expect(show(grid.topLeading(), width: 10, height: 3).grid == "a   b\n\nc   d")
    }

    @Test func gridCellAnchorPlacesOneCell() {
        let grid = Grid(alignment: .leading) {
            GridRow { Text("wide cell"); Text("x") }
            GridRow { Text("r").gridCellAnchor(.trailing); Text("y") }
        }
        #expect(show(grid.topLeading(), width: 20, height: 2).grid == "wide cell x\n        r y")
    }

    @Test func aChangedCellResizesItsColumnAndMovesTheNextOne() {
        struct Scores: View {
            @State var name = "Al"
            var body: some View {
                Grid(alignment: .leading) {
                    GridRow { Text(name); Text("1") }
                    GridRow { Button("Rename") { name = "Alexandra" }; Text("2") }
                }
            }
        }
        let app = show(Scores().topLeading(), width: 30, height: 2)
        #expect(app.grid == "Al         1\n[ Rename ] 2")
        app.press(.enter)
        #expect(app.grid == "Alexandra  1\n[ Rename ] 2")
    }

    @Test func gridLayoutIsALayout() {
        // GridLayout conforms to Layout, so AnyLayout can switch to it keeping the rows.
        let layout = AnyLayout(GridLayout(alignment: .leading))
        let view = layout {
            GridRow { Text("a"); Text("bb") }
            GridRow { Text("ccc"); Text("d") }
        }
        #expect(show(view.topLeading(), width: 10, height: 2).grid == "a   bb\nccc d")
    }
}
