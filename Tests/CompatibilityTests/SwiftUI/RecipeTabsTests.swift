import TermHost
import TermHostTesting
import Testing

@MainActor
@Suite struct RecipeTabsTests {
    private func makeApp() -> HeadlessApp {
        let recipes = [Recipe(id: 1, name: "Pancakes", minutes: 20), Recipe(id: 2, name: "Omelette", minutes: 10)]
        return HeadlessApp(size: Size(width: 45, height: 9)) { _ in ViewRoot(rootView: RecipeTabs(recipes: recipes)) }
    }

    @Test func theFirstTabShowsItsNavigationStackAboveTheTabBar() {
        let app = makeApp()
        #expect(app.grid == """
                           Recipes


                         Pancakes ›
                         Omelette ›


        ─────────────────────────────────────────────
          1 ⌂ Recipes     2 ◷ Timer    3 ⚙ Settings
        """)
    }

    @Test func eachTabKeepsItsStateIncludingWhatItsStackHasPushed() {
        let app = makeApp()
        app.press(.tab)
        app.press(.enter)
        #expect(app.contains("Omelette takes 10 minutes"))
        app.press(.enter)
        #expect(app.contains("[x] Favourite"))
        app.press(.alt("2"))
        #expect(app.contains("Timer: 5 min"))
        app.press("+")
        app.press(.alt("3"))
        #expect(app.contains("Sounds"))
        app.press(.alt("1"))
        #expect(app.contains("[x] Favourite"), "the pushed detail and its state are still there")
        #expect(app.contains("‹ Recipes"))
        app.press(.escape)
        #expect(app.contains("Pancakes ›"))
        app.press(.alt("2"))
        #expect(app.contains("Timer: 6 min"))
    }

    @Test func clickingATabChoosesIt() {
        let app = makeApp()
        #expect(app.click(on: "Settings"))
        #expect(app.contains("Sounds"))
    }

    @Test func theTabFormOfIOS18() {
        let app = HeadlessApp(size: Size(width: 30, height: 4)) { _ in ViewRoot(rootView: InboxTabs()) }
        #expect(app.grid == """
                  3 messages

        ──────────────────────────────
           1 ✉ Inbox      2 ↑ Sent
        """)
        app.press(.right, modifiers: .control)
        #expect(app.contains("Nothing sent"))
    }
}
