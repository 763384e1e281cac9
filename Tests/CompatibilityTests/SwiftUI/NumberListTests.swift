import TermHost
import TermHostTesting
import Testing

@MainActor
@Suite struct NumberListTests {
    private func makeApp() -> HeadlessApp {
        HeadlessApp(size: Size(width: 20, height: 6)) { _ in ViewRoot(rootView: NumberList()) }
    }

    @Test func theFirstRowsShowUnderTheButton() {
        // The scroll view fills the 5 rows under the button; the rows overflow, so the last column
        // is the scroll indicator.
        let app = makeApp()
        #expect(app.grid == """
        [ Star row 3 ]
        Row 1              ┃
        Row 2              │
        Row 3              │
        Row 4              │
        Row 5              │
        """)
    }

    @Test func starringARowChangesItOnScreen() {
        let app = makeApp()
        app.press(.enter)
        #expect(app.lines[3] == "Row 3 ★" + String(repeating: " ", count: 12) + "│")
    }

    @Test func theScrollViewReachesTheLastOfTheHundredThousandRows() {
        let app = makeApp()
        app.press(.tab)
        app.press(.end)
        #expect(app.lines[5].hasPrefix("Row 100000"))
        #expect(app.lines[1].hasPrefix("Row 99996"))
        app.press(.up)
        #expect(app.lines[1].hasPrefix("Row 99995"))
        app.press(.home)
        #expect(app.lines[1].hasPrefix("Row 1 "))
        // Frames draw only the rows on screen: one more PageDown draws about a screen's worth.
        let before = app.statistics.draws
        app.press(.pageDown)
        #expect(app.lines[1].hasPrefix("Row 5"))
        #expect(app.statistics.draws - before < 20)
    }
}
