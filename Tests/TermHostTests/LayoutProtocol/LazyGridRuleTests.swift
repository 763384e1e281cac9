import Testing
import TermHost
import TermHostTesting

/// SwiftUI's `LazyVGrid` / `LazyHGrid` with `GridItem`: fixed items take their size, flexible ones
/// share the rest between their minimum and maximum, an adaptive one fits as many columns of at
/// least its minimum as its share allows; cells fill the columns row by row and a row is as tall as
/// its tallest cell; only the rows on screen are made.
@Suite("SwiftUI layout: lazy grids")
@MainActor
struct LazyGridRuleTests {
    private func topLeading(_ view: some View) -> some View {
        view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }

    private func letters(_ columns: [GridItem], _ count: Int = 4) -> some View {
        LazyVGrid(columns: columns, alignment: .leading) {
            ForEach(0..<count, id: \.self) { Text(String(UnicodeScalar(UInt8(97 + $0)))) }
        }
    }

    @Test func fixedColumnsTakeTheirSize() {
        let grid = letters([GridItem(.fixed(3)), GridItem(.fixed(5))])
        // 3 + 1 (the default spacing) + 5, whatever is offered; two rows of one line.
        #expect(measure(grid, ProposedViewSize(width: 30, height: nil)) == Size(width: 9, height: 2))
        #expect(show(topLeading(grid), width: 12, height: 3).grid == "a   b\nc   d")
    }

    @Test func flexibleColumnsShareWhatTheFixedOnesLeaveBetweenTheirMinimumAndMaximum() {
        // 30 less 2 of spacing: the fixed 4 first, then the least flexible (2...6) takes an equal
        // share of the 24 left, 12, held to its maximum 6; the last takes the remaining 18.
        let grid = letters([GridItem(.fixed(4)), GridItem(.flexible(minimum: 2, maximum: 6)), GridItem(.flexible())], 3)
        #expect(measure(grid, ProposedViewSize(width: 30, height: nil)) == Size(width: 30, height: 1))
        #expect(show(topLeading(grid), width: 30, height: 1).grid == "a    b      c")
    }

    @Test func flexibleColumnsKeepTheirMinimumWhenTheWidthIsShort() {
        let grid = letters([GridItem(.flexible(minimum: 6)), GridItem(.flexible(minimum: 6))])
        #expect(measure(grid, ProposedViewSize(width: 10, height: nil)) == Size(width: 13, height: 2))
    }

    @Test func anAdaptiveItemFitsAsManyColumnsOfAtLeastItsMinimumAsTheWidthAllows() {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 4))], alignment: .leading) {
            ForEach(0..<10, id: \.self) { Text("\($0)") }
        }
        // 20 wide: 4 columns of at least 4 with 1 between (5 + 4 + 4 + 4 + 3), so 3 rows of 10 cells.
        #expect(measure(grid, ProposedViewSize(width: 20, height: nil)) == Size(width: 20, height: 3))
        #expect(show(topLeading(grid), width: 20, height: 3).grid == "0     1    2    3\n4     5    6    7\n8     9")
        // 14 wide: 3 columns of 4, so 4 rows.
        #expect(measure(grid, ProposedViewSize(width: 14, height: nil)) == Size(width: 14, height: 4))
    }

    @Test func anAdaptiveItemsColumnsAreNoWiderThanItsMaximum() {
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 3, maximum: 3))]) {
            ForEach(0..<10, id: \.self) { Text("\($0)") }
        }
        // 5 columns of 3 fit in 20 (5 × 3 + 4 of spacing = 19).
        #expect(measure(grid, ProposedViewSize(width: 20, height: nil)) == Size(width: 19, height: 2))
    }

    @Test func aRowIsAsTallAsItsTallestCell() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(3)), GridItem(.fixed(3))], alignment: .leading) {
            Text("a")
            VStack(alignment: .leading) { Text("b"); Text("c"); Text("d") }
            Text("e")
            Text("f")
        }
        // The first row is 3 tall, "a" centred in it; the second row starts under it.
        #expect(show(topLeading(grid), width: 10, height: 4).grid == "    b\na   c\n    d\ne   f")
    }

    @Test func aCellSitsInItsSpaceByItsItemsAlignmentElseTheGrids() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(5), alignment: .trailing), GridItem(.fixed(5))]) {
            Text("a")
            Text("b")
        }
        #expect(show(topLeading(grid), width: 12, height: 1).grid == "    a   b")
    }

    @Test func anItemsSpacingIsTheGapAfterItAndTheGridsSpacingIsBetweenRows() {
        let grid = LazyVGrid(columns: [GridItem(.fixed(2), spacing: 3), GridItem(.fixed(2))], alignment: .leading,
                             spacing: 1) {
            ForEach(["a", "b", "c", "d"], id: \.self) { Text($0) }
        }
        #expect(show(topLeading(grid), width: 10, height: 3).grid == "a    b\n\nc    d")
    }

    @Test func aGridOfAHundredThousandItemsMakesOnlyTheRowsOnScreen() {
        let made = MadeViews()
        let view = ScrollView {
            LazyVGrid(columns: [GridItem(.fixed(6)), GridItem(.fixed(6)), GridItem(.fixed(6))]) {
                ForEach(0..<100_000, id: \.self) { CountedText(index: $0, made: made) }
            }
        }
        let app = show(view, width: 21, height: 5)
        #expect(app.lines[0].hasPrefix("  0      1      2"))
        // 5 rows on screen and 2 below them, 3 cells each.
        #expect(Set(made.indices) == Set(0..<21))
        made.indices.removeAll()
        app.press(.tab)
        app.press(.end)
        // 33,334 rows; the last holds only item 99,999.
        #expect(app.lines[4].hasPrefix("99999"))
        #expect(made.indices.count <= 30, "only the rows about the end are made: \(made.indices.count)")
    }

    @Test func aLazyHGridFillsItsRowsColumnByColumn() {
        let view = ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(1)), GridItem(.fixed(1))]) {
                ForEach(0..<1_000, id: \.self) { Text("\($0)") }
            }
        }
        let lines = show(view, width: 12, height: 3).lines
        #expect(lines[0].hasPrefix("0 2 4 6 8 10"))
        #expect(lines[1].hasPrefix("1 3 5 7 9 11"))
    }
}
