import TermHost
import TermHostTesting
import Testing

@Suite("Demo: country-picker")
@MainActor
struct CountryPickerTests {
    private func rows(of text: String, in app: HeadlessApp) -> [Int] {
        app.lines.indices.filter { app.lines[$0].contains(text) }
    }

    @Test func openingGrowsTheHostAndChoosingShrinksItBack() throws {
        let app = startDemo(.countryPicker)
        #expect(app.focusedDescription == "Country: choose… ▾")
        let submit = try #require(app.row(of: "[ Submit ]"))
        app.press(.enter)
        #expect(app.contains("( ) Brazil"))
        #expect(app.row(of: "[ Submit ]") == submit + Countries.count)
        app.press(.down)
        app.press(.enter)
        #expect(!app.contains("Brazil"))
        #expect(app.row(of: "[ Submit ]") == submit)
        #expect(app.contains("Selected: Canada"))
        #expect(app.contains("Country: Canada ▾"))
        #expect(app.focusedDescription == "Country: Canada ▾")
    }

    @Test func theErrorGrowsTheHostByALineAndChoosingClearsIt() throws {
        let app = startDemo(.countryPicker)
        let submits = rows(of: "[ Submit ]", in: app)
        app.press("e")
        #expect(rows(of: "Please choose a country", in: app).count == 2)
        #expect(rows(of: "[ Submit ]", in: app) == [submits[0] + 1, submits[1] + 2])
        app.press(.enter)
        app.press(.enter)
        #expect(app.contains("Selected: Brazil"))
        #expect(rows(of: "Please choose a country", in: app).count == 1)
        #expect(rows(of: "[ Submit ]", in: app) == [submits[0], submits[1] + 1])
    }

    @Test func theRootViewReplacementCopyWorksTheSame() throws {
        let app = startDemo(.countryPicker)
        app.press(.tab, times: 3)
        #expect(app.focusedDescription == "Country: choose… ▾")
        let submit = rows(of: "[ Submit ]", in: app)[1]
        app.press(.enter)
        #expect(rows(of: "[ Submit ]", in: app)[1] == submit + Countries.count)
        app.press(.enter)
        #expect(rows(of: "[ Submit ]", in: app)[1] == submit)
        #expect(rows(of: "Selected: Brazil", in: app) == [submit])
    }

    @Test func submitWithoutACountryShowsTheErrorAndWithOneSubmits() {
        let app = startDemo(.countryPicker)
        app.press(.tab)
        #expect(app.focusedDescription == "Submit")
        app.press(.enter)
        #expect(app.contains("Please choose a country"))
        app.press(.tab, modifiers: .shift)
        app.press(.enter)
        app.press(.enter)
        app.press(.tab, modifiers: .shift)
        app.type("Ada")
        app.press(.tab, times: 2)
        app.press(.enter)
        #expect(app.contains("Submitted: Ada, Brazil"))
    }

    @Test func sideBySideFrom120Columns() throws {
        let app = startDemo(.countryPicker, width: 120, height: 40)
        let shared = try #require(app.find("Shared observable state"))
        let replaced = try #require(app.find("rootView replacement"))
        #expect(shared.y == replaced.y)
        #expect(replaced.x > 55)
        app.resize(to: Size(width: 80, height: 24))
        let stacked = try #require(app.find("rootView replacement"))
        #expect(stacked.y > shared.y)
    }
}

/// The number of countries the picker offers.
private enum Countries {
    static let count = 6
}
