import Testing
import TermHost
import TermHostTesting

@Suite("SwiftUI corpus: a to-do list (ForEach over bindings, onSubmit, onDelete, onMove, EditButton)")
@MainActor
struct TodoListTests {
    private func launch() -> HeadlessApp {
        HeadlessApp(size: Size(width: 40, height: 6)) { _ in ViewRoot(rootView: TodoListView()) }
    }

    @Test func theListShowsEveryItemAsAToggle() {
        let app = launch()
        #expect(app.lines[1...3] == [" [ ] Buy milk", " [ ] Walk the dog", " [ ] Write report"])
        #expect(app.lines[5] == "3 left")
        #expect(app.find("[ + Add ]") != nil)
        #expect(app.find("[ Edit ]") != nil)
    }

    /// Return in the field runs `.onSubmit`: the item is added and the field cleared.
    @Test func returnAddsTheTypedItem() {
        let app = launch()
        app.type("Call mum")
        app.press(.enter)
        #expect(app.lines[5] == "4 left")
        #expect(app.lines[4] == " [ ] Call mum")
        #expect(app.find("New to-do") != nil, "the field is empty again, showing its prompt")
    }

    /// A toggle writes through the binding `ForEach($items)` gave its row.
    @Test func checkingAnItemWritesThroughItsBinding() {
        let app = launch()
        #expect(app.click(on: "Walk the dog"))
        #expect(app.find("[x] Walk the dog") != nil)
        #expect(app.lines[5] == "2 left")
    }

    /// Edit shows the delete and move marks; a row's trailing swipe action (←, then Return) deletes it.
    @Test func editingDeletesAndMoves() {
        let app = launch()
        #expect(app.click(on: "Edit"))
        #expect(app.find("[ Done ]") != nil)
        #expect(app.find("⊖") != nil)
        app.press(.tab)
        app.press(.down, modifiers: .alt)
        #expect(app.lines[1].hasPrefix(" ⊖ [ ] Walk the dog") && app.lines[1].hasSuffix("≡"))
        #expect(app.lines[2].hasPrefix(" ⊖ [ ] Buy milk"), "down one place is move(fromOffsets: [0], toOffset: 2)")
        app.press(.left)
        app.press(.enter)
        #expect(app.find("Buy milk") == nil)
        #expect(app.lines[5] == "2 left")
    }
}
