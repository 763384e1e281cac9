import TermHost
import TermHostTesting
import Testing

@MainActor
@Suite struct TagCloudTests {
    private func makeApp(width: Int) -> HeadlessApp {
        HeadlessApp(size: Size(width: width, height: 10)) { _ in ViewRoot(rootView: TagCloudView()) }
    }

    @Test func tagsFlowIntoAsManyLinesAsTheWidthNeeds() {
        // The flow layout is proposed the 58 columns inside the padding; a tag goes on the next line
        // when it would not fit after the one before and its 1-column spacing ("[ ncurses ]" would
        // end at column 59).
        let wide = makeApp(width: 60)
        #expect(wide.grid == """

         Topics (1 selected)

         [ swift ] [ ✓ swiftui ] [ layout ] [ terminal ]
         [ ncurses ] [ linux ] [ concurrency ] [ observation ]
        """)
        let narrow = makeApp(width: 32)
        #expect(narrow.grid == """

         Topics (1 selected)

         [ swift ] [ ✓ swiftui ]
         [ layout ] [ terminal ]
         [ ncurses ] [ linux ]
         [ concurrency ]
         [ observation ]
        """)
    }

    @Test func choosingATagReflowsTheCloud() {
        let app = makeApp(width: 32)
        #expect(app.focusedDescription == "swift")
        app.press(.enter)
        #expect(app.contains("Topics (2 selected)"))
        // "[ ✓ swift ]" is two columns wider; the first line (25 columns) still fits in 30.
        #expect(app.lines[3] == " [ ✓ swift ] [ ✓ swiftui ]")
        #expect(app.lines[4] == " [ layout ] [ terminal ]")
        app.press(.tab)
        app.press(.enter)
        #expect(app.contains("Topics (1 selected)"))
        #expect(app.lines[3] == " [ ✓ swift ] [ swiftui ]")
    }
}
