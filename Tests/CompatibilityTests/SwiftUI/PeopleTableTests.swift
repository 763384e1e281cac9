import TermHost
import TermHostTesting
import Testing

@MainActor
@Suite struct PeopleTableTests {
    private func makeApp() -> HeadlessApp {
        HeadlessApp(size: Size(width: 60, height: 8)) { _ in ViewRoot(rootView: PeopleTable()) }
    }

    @Test func theTableShowsAHeaderARuleAndOneLinePerPerson() {
        // 60 columns: the e-mail column is fixed at 22; the other two share the 36 left after the
        // 2 gaps: 18 each. The header marks the sorted column (given name, ascending). The table
        // takes focus first, which selects the first row (drawn reversed).
        let app = makeApp()
        #expect(app.lines[0] == "Given Name ▲       Family Name        E-Mail Address")
        #expect(app.lines[1] == String(repeating: "─", count: 60))
        #expect(app.lines[2] == "Juan               Chavez             juanchavez@icloud.com")
        #expect(app.lines[3] == "Mei                Chen               meichen@icloud.com")
        #expect(app.lines[5] == "Gita               Kumar              gitakumar@icloud.com")
        #expect(app.lines[7] == "Selected: Juan Chavez")
        #expect(app.style(at: Point(x: 0, y: 2)).attributes.contains(.reverse))
    }

    @Test func arrowKeysMoveTheSelection() {
        let app = makeApp()
        app.press(.down)
        app.press(.down)
        #expect(app.lines[7] == "Selected: Tom Clark")
        #expect(app.style(at: Point(x: 0, y: 4)).attributes.contains(.reverse))
        #expect(!app.style(at: Point(x: 0, y: 2)).attributes.contains(.reverse))
        app.press(.end)
        #expect(app.lines[7] == "Selected: Gita Kumar")
        app.press(.home)
        #expect(app.lines[7] == "Selected: Juan Chavez")
    }

    @Test func sortingSetsTheSortOrderAndTheCodeSortsThePeople() {
        let app = makeApp()
        // Right: sort by the next column (family name); the onChange sorts the array.
        app.press(.right)
        #expect(app.lines[0] == "Given Name         Family Name ▲      E-Mail Address")
        #expect(app.lines[2].hasPrefix("Juan               Chavez"))
        #expect(app.lines[5].hasPrefix("Gita               Kumar"))
        // r reverses the order.
        app.press("r")
        #expect(app.lines[0] == "Given Name         Family Name ▼      E-Mail Address")
        #expect(app.lines[2].hasPrefix("Gita               Kumar"))
        #expect(app.lines[5].hasPrefix("Juan               Chavez"))
        // The selection follows the person, not the line.
        #expect(app.lines[7] == "Selected: Juan Chavez")
    }

    @Test func clickingAHeaderSortsAndClickingARowSelects() {
        let app = makeApp()
        app.click(at: Point(x: 40, y: 0))
        #expect(app.lines[0] == "Given Name         Family Name        E-Mail Address ▲")
        app.click(at: Point(x: 40, y: 0))
        #expect(app.lines[0] == "Given Name         Family Name        E-Mail Address ▼")
        #expect(app.lines[2].hasPrefix("Tom"))
        app.click(at: Point(x: 3, y: 3))
        #expect(app.lines[7] == "Selected: Mei Chen")
    }
}
