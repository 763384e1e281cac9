import TermHost
import TermHostTesting
import Testing

@Suite("Demo: list")
@MainActor
struct ListScenarioTests {
    @Test func endReachesTheLastOfOneHundredThousandRows() {
        let app = startDemo(.list)
        #expect(app.contains("Row 1 of 100,000"))
        let before = app.application.statistics
        app.press(.end)
        let after = app.application.statistics
        // End measures the rows it shows and estimates the others: a screenful's work, where measuring
        // every row would lay out at least one node and one cell for each of the 100,000.
        #expect(after.nodesLaidOut - before.nodesLaidOut < 1_000)
        #expect(after.widgetsLaidOut - before.widgetsLaidOut < 1_000)
        #expect(after.bodyEvaluations - before.bodyEvaluations < 1_000)
        #expect(app.contains("Row 100,000 of 100,000"))
        #expect(app.lines.contains { $0.contains("│  Row 100,000  1 line") })
        app.press(.pageUp)
        #expect(!app.contains("Row 100,000 of 100,000"))
        app.press(.home)
        #expect(app.contains("Row 1 of 100,000"))
    }

    @Test func rowsHaveTheHeightsOfTheirContent() throws {
        let app = startDemo(.list)
        let second = try #require(app.row(of: "Row 2  2 lines"))
        #expect(app.row(of: "Row 3  3 lines") == second + 2)
        #expect(app.row(of: "Row 4  1 line") == second + 5)
        let first = try #require(app.find("│  Row 1  1 line"))
        #expect(app.style(at: Point(x: first.x + 2, y: first.y)).attributes.contains(.reverse))
    }

    @Test func resizingKeepsTheSelection() {
        let app = startDemo(.list)
        app.press(.pageDown)
        app.press(.end)
        app.resize(to: Size(width: 120, height: 40))
        #expect(app.contains("Row 100,000 of 100,000"))
        #expect(app.lines.contains { $0.contains("│  Row 100,000  1 line") })
        app.resize(to: Size(width: 40, height: 10))
        #expect(app.contains("Terminal too small (need 80x24)"))
        app.resize(to: Size(width: 80, height: 24))
        #expect(app.contains("Row 100,000 of 100,000"))
        app.press(.up)
        #expect(app.contains("Row 99,999 of 100,000"))
    }

    @Test func theStatusLineOffersNoTabWhereTabGoesNowhere() {
        let app = startDemo(.list)
        #expect(app.line(23).contains("Esc/q Back"))
        #expect(!app.line(23).contains("Tab"))
        let start = app.focusedDescription
        app.press(.tab)
        #expect(app.focusedDescription == start)
    }

    @Test func rowCountsAreWrittenAlike() {
        let app = startDemo(.list)
        #expect(app.contains("Row 1 of 100,000"))
        #expect(app.contains("100,000 rows"))
        #expect(app.contains("│  Row 1  1 line"))
    }
}
