import Testing
import TermHost
import TermHostTesting

@Suite("SwiftUI corpus: an expense list (@Observable store, onDelete, currency format, add form)")
@MainActor
struct ExpenseListTests {
    private func launch() -> HeadlessApp {
        HeadlessApp(size: Size(width: 36, height: 20)) { _ in ViewRoot(rootView: ExpenseListView()) }
    }

    private func add(_ name: String, amount: String, business: Bool, in app: HeadlessApp) {
        #expect(app.click(on: "Add Expense"))
        #expect(app.find("Personal ▾") != nil, "the add form's menu picker shows its choice")
        #expect(app.click(on: "Name"), "the empty field shows its title as the prompt")
        app.type(name)
        app.press(.tab)
        if business {
            app.press(.enter)
            app.press(.up)
            app.press(.enter)
        }
        app.press(.tab)
        for _ in 0..<5 { app.press(.backspace) }
        app.type(amount)
        app.press(.tab)
        app.press(.enter)
    }

    @Test func addingAnExpenseShowsItInTheList() {
        let app = launch()
        #expect(app.lines[0] == "[ + Add Expense ]")
        add("Lunch", amount: "$12.50", business: false, in: app)
        #expect(app.find("Personal ▾") == nil, "saving closes the form")
        #expect(app.find("Lunch") != nil)
        #expect(app.find("Personal") != nil)
        #expect(app.find("$12.50") != nil)
        #expect(app.style(of: "Lunch")?.attributes.contains(.bold) == true, ".font(.headline) is bold")
        #expect(app.row(of: "Lunch").map { app.lines[$0].hasSuffix("$12.50 │") } == true,
                "the Spacer pushes the amount to the row's trailing edge")
    }

    /// A row's trailing swipe action is Delete when the ForEach has `.onDelete`; Delete also deletes.
    @Test func deletingRemovesFromTheStore() {
        let app = launch()
        add("Lunch", amount: "$12.50", business: false, in: app)
        add("Train", amount: "$40.00", business: true, in: app)
        #expect(app.find("Business") != nil)
        #expect(app.click(on: "Lunch"))
        app.press(.delete)
        #expect(app.find("Lunch") == nil)
        #expect(app.find("Train") != nil)
    }
}
