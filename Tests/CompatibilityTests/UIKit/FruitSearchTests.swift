import Testing
import TermHost
import TermHostTesting

@Suite("UIKit corpus: a diffable-data-source list filtered by a search field")
@MainActor
struct FruitSearchTests {
    private func launch() -> (FruitSearchViewController, HeadlessApp) {
        let search = FruitSearchViewController()
        let app = HeadlessApp(size: Size(width: 30, height: 17)) { _ in
            let window = Window()
            window.rootViewController = search
            return window
        }
        return (search, app)
    }

    @Test func theLayoutShowsBothSectionsUnderTheirTitles() {
        let (_, app) = launch()
        #expect(app.lines[1...16] == [
            "Nothing chosen", "", " Fruit", " Apple", " Apricot", " Banana", " Cherry", " Mango", " Orange", " Pear",
            " Vegetables", " Carrot", " Kale", " Leek", " Parsnip", " Pea",
        ])
        #expect(app.style(of: "Vegetables")?.attributes.contains(.bold) == true, "a plain table's headers are bold")
    }

    @Test func typingAppliesFilteredSnapshotsThatMakeCellsOnlyForRowsThatAppear() {
        let (search, app) = launch()
        #expect(app.focused === search.searchField)
        let first = search.cellsProvided
        #expect(first == 12)
        let pear = search.tableView.cellForRow(at: IndexPath(row: 6, section: 0))
        app.type("pe")
        #expect(app.grid.split(separator: "\n").dropFirst(2).map(String.init) == [" Fruit", " Pear", " Vegetables", " Pea"])
        #expect(search.cellsProvided == first, "filtering out rows makes no cell")
        #expect(search.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) === pear, "Pear kept its cell")
        app.type("x")
        #expect(search.tableView.numberOfSections == 0)
        #expect(app.grid.split(separator: "\n").count == 2, "no section is left")
        app.press(.backspace, times: 3)
        #expect(app.lines[3...4] == [" Fruit", " Apple"])
        #expect(search.tableView.numberOfRows(inSection: 1) == 5)
        #expect(search.cellsProvided == first + 12, "every row came back, each made once")
    }

    @Test func selectingARowLooksItsItemUpByIndexPath() {
        let (search, app) = launch()
        app.type("an")
        #expect(app.grid.split(separator: "\n").dropFirst(2).map(String.init) == [" Fruit", " Banana", " Mango", " Orange"])
        #expect(app.click(on: "Mango"))
        #expect(search.chosenLabel.text == "Chosen: Mango")
        app.press(.down)
        app.press(.enter)
        #expect(app.lines[1] == "Chosen: Orange")
    }
}
