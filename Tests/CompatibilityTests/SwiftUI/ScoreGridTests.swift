import TermHost
import TermHostTesting
import Testing

@MainActor
@Suite struct ScoreGridTests {
    private func makeApp() -> HeadlessApp {
        HeadlessApp(size: Size(width: 40, height: 8)) { _ in ViewRoot(rootView: ScoreGrid().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)) }
    }

    @Test func columnsAreAsWideAsTheirWidestCellsAndTheDividersTakeTheGridsWidth() {
        // Column 1 is "Grace Hopper" (12) wide, column 2 "Points" (6), trailing-aligned; column 3
        // the buttons (6), one column between columns: 26 in all. The dividers take those 26 and
        // no more; the total spans columns 1 and 2 (19), which it fits in.
        let app = makeApp()
        #expect(app.grid == """
        Player       Points
        ──────────────────────────
        Ada              12 [ +1 ]
        Grace Hopper      7 [ +1 ]
        Linus           105 [ +1 ]
        ──────────────────────────
        Total: 124 points
        """)
    }

    @Test func pressingAButtonChangesThatRowAndTheTotal() {
        let app = makeApp()
        #expect(app.focusedDescription == "+1")
        app.press(.tab)
        app.press(.enter)
        #expect(app.lines[3] == "Grace Hopper      8 [ +1 ]")
        #expect(app.lines[6] == "Total: 125 points")
    }
}
