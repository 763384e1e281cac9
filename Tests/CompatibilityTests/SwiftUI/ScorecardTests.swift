import TermHost
import TermHostTesting
import Testing

@MainActor
@Suite struct ScorecardTests {
    private func makeApp() -> HeadlessApp {
        HeadlessApp(size: Size(width: 40, height: 8)) { _ in ViewRoot(rootView: Scorecard()) }
    }

    /// SF Symbols' numbered symbols draw the number enclosed: `4.circle` is `④`.
    @Test func aNumberedSymbolDrawsTheEnclosedNumber() {
        let app = makeApp()
        #expect(app.contains("④ Fourth"))
    }

    /// `strikethrough()` keeps its attribute on the cells (the terminal layer writes it).
    @Test func strikethroughIsOnTheCells() {
        let app = makeApp()
        let style = app.style(of: "Warm-up")
        #expect(style?.attributes.contains(.strikethrough) == true)
    }

    /// A pushed page's back button reads the previous page's title, as SwiftUI shows it.
    @Test func thePushedPagesBackButtonNamesThePreviousPage() {
        let app = makeApp()
        #expect(app.click(on: "Hole one"))
        #expect(app.contains("Par 4"))
        #expect(app.lines[0].trimmingCharacters(in: .whitespaces).hasPrefix("‹ Root"))
    }

    /// A toolbar `NavigationLink` pushes its destination on its key.
    @Test func theToolbarLinkPushesOnItsKey() {
        let app = makeApp()
        #expect(app.contains("F2 Add ›"))
        app.press(.function(2))
        #expect(app.contains("New score"))
    }

    /// ... on a click.
    @Test func theToolbarLinkPushesOnAClick() {
        let app = makeApp()
        #expect(app.click(on: "Add ›"))
        #expect(app.contains("New score"))
    }

    /// ... and on Tab to it and Enter.
    @Test func theToolbarLinkPushesOnTabAndEnter() {
        let app = makeApp()
        for _ in 0..<6 where !app.focusedDescription.contains("Add") { app.press(.tab) }
        #expect(app.focusedDescription.contains("Add"))
        app.press(.enter)
        #expect(app.contains("New score"))
    }
}
