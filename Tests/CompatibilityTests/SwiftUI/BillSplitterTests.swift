import Testing
import TermHost
import TermHostTesting

@Suite("SwiftUI corpus: a bill splitter (Form, Section, Picker, currency TextField)")
@MainActor
struct BillSplitterTests {
    private func launch() -> HeadlessApp {
        HeadlessApp(size: Size(width: 40, height: 14)) { _ in ViewRoot(rootView: BillSplitterView()) }
    }

    /// A Form draws its sections as grouped boxes with their headers above; a menu picker is one row,
    /// its title leading and its choice trailing; a segmented picker shows every option side by side.
    ///
    /// The amounts are Foundation's currency format in the process's locale (`$0.00` in en_US, `US$0.00`
    /// in world English), so the expected rows are written with the same format.
    @Test func theFormShowsThreeSections() {
        let app = launch()
        let zero = 0.0.formatted(.currency(code: "USD"))
        let amount = "│ " + zero + String(repeating: " ", count: 37 - zero.count) + "│"
        #expect(app.grid == """
            ╭──────────────────────────────────────╮
            \(amount)
            │ Number of people          2 people ▾ │
            ╰──────────────────────────────────────╯

             How much tip do you want to leave?
            ╭──────────────────────────────────────╮
            │ [ 10% │ 15% │ 20% │ 25% │ 0% ]       │
            ╰──────────────────────────────────────╯

             Amount per person
            ╭──────────────────────────────────────╮
            \(amount)
            ╰──────────────────────────────────────╯
            """)
    }

    /// The amount field is the first focusable view, so typing goes to it; the total follows the
    /// amount as soon as the text reads back as a currency amount.
    @Test func typingAnAmountSplitsItWithTheTip() {
        let app = launch()
        for _ in 0..<5 { app.press(.backspace) }
        app.type("$50.00")
        #expect(app.find("$30.00") != nil, "$50 with a 20% tip for 2 people is $30 each")
    }

    @Test func choosingPeopleAndTipChangesTheShare() {
        let app = launch()
        for _ in 0..<5 { app.press(.backspace) }
        app.type("$50.00")
        app.press(.tab)
        app.press(.enter)
        #expect(app.find("3 people") != nil, "the menu opens below its row")
        app.press(.down)
        app.press(.enter)
        #expect(app.find("Number of people          3 people ▾") != nil)
        #expect(app.find("$20.00") != nil, "$60 for 3 people")
        app.press(.tab)
        app.press(.right)
        #expect(app.find("$20.83") != nil, "a 25% tip: $62.50 for 3 people")
    }
}
