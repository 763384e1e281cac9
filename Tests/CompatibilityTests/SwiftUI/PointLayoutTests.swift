import Testing
import TermHost
import TermHostTesting

/// SwiftUI's layout modifiers take `CGFloat` in points; TermHost takes fractional values (rounded to cells by one
/// rule) and, with the points unit (`Application.lengthUnit` or `.environment(\.lengthUnit, .points)`), reads
/// them as points: 8 a column, 16 a row, a non-zero length never rounding to nothing.
@MainActor
@Suite("SwiftUI: CGFloat lengths and ported point constants")
struct PointLayoutTests {
    @Test func paddingOfFortyPointsAndSpacingOfTenAreAFewCells() {
        let app = HeadlessApp(size: Size(width: 40, height: 12)) { application in
            application.lengthUnit = .points
            return ViewRoot(rootView: EmptyStateView())
        }
        let top = app.row(of: "No notes")!
        #expect(app.row(of: "Tap + to add one") == top + 2, "spacing 10 is one row")
        #expect(app.contains("No notes") && app.contains("Tap + to add one"), "padding(40) leaves room on 12 rows")
    }

    @Test func paddingOfFortyPointsIsFiveColumnsAndThreeRows() {
        let app = HeadlessApp(size: Size(width: 40, height: 12)) { _ in
            ViewRoot(rootView: EmptyStateView()
                .fixedSize()
                .environment(\.lengthUnit, .points)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        }
        #expect(app.find("Tap + to add one") == Point(x: 5, y: 5),
                "40 points: 5 columns and 3 rows (2.5 rounds up), then a row of text and a row of spacing")
        #expect(app.find("No notes") == Point(x: 9, y: 3), "centred over the wider line")
    }

    @Test func frameHeightOfFiftyPointsIsThreeRowsAndPaddingOfFourIsOneCell() {
        let app = HeadlessApp(size: Size(width: 20, height: 10)) { _ in
            ViewRoot(rootView: BannerView()
                .environment(\.lengthUnit, .points)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        }
        #expect(app.row(of: "Top") == 0)
        #expect(app.row(of: "Card") == 4, "3 rows of frame, then 1 row of padding")
        #expect(app.find("Card")?.x == 1, "padding(4) is still one column")
        #expect(app.row(of: "End") == 6)
    }

    @Test func cellsStayTheDefault() {
        let app = HeadlessApp(size: Size(width: 20, height: 60)) { _ in
            ViewRoot(rootView: BannerView().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        }
        #expect(app.row(of: "Card") == 54, "frame(height: 50) is 50 rows, padding(4) 4 rows")
    }

    @Test func fractionalCGFloatMathsRoundsToCells() {
        let app = HeadlessApp(size: Size(width: 20, height: 3)) { _ in
            ViewRoot(rootView: FractionView().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        }
        // padding 9 / 4.5 = 2 columns; frame width 4.5 rounds to 5; spacing 9 / 3 = 3 columns.
        #expect(app.find("A") == Point(x: 2, y: 0))
        #expect(app.find("B") == Point(x: 10, y: 0))
    }
}
