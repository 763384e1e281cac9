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
        #expect(app.line(23).contains("Tab Next"))
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

    /// `e` shows the "choose a country" error only on a form that has no country: once one is chosen (and
    /// submitted), that form has nothing to complain about.
    @Test func theErrorKeyLeavesAFormWithACountryAlone() throws {
        let app = startDemo(.countryPicker)
        app.press(.enter)
        app.press(.enter)
        #expect(app.contains("Selected: Brazil"))
        app.press("e")
        #expect(rows(of: "Please choose a country", in: app).count == 1, "only the other form, which has none")
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

    /// A press and a release read separately, with a frame between them, as from a real terminal.
    private func clickAsATerminalDoes(on text: String, in app: HeadlessApp) throws {
        let point = try #require(app.find(text))
        app.send(.mouse(MouseEvent(.press(.left), at: point)))
        app.send(.mouse(MouseEvent(.release(.left), at: point)))
    }

    @Test func clickingTheHeaderOfAnOpenDropdownClosesItWithoutChoosing() throws {
        let app = startDemo(.countryPicker)
        app.press(.enter)
        app.press(.down)
        app.press(.enter)
        #expect(app.contains("Selected: Canada"))
        try clickAsATerminalDoes(on: "Country: Canada ▾", in: app)
        #expect(app.contains("( ) Brazil"))
        try clickAsATerminalDoes(on: "Country: Canada ▴", in: app)
        #expect(!app.contains("Brazil"))
        #expect(app.contains("Country: Canada ▾"))
        #expect(app.contains("Selected: Canada"))
    }

    @Test func escClosesTheOpenDropdownAndStaysInTheScenario() {
        let app = startDemo(.countryPicker)
        app.press(.enter)
        #expect(app.contains("( ) Brazil"))
        app.press(.escape)
        #expect(!app.contains("Brazil"))
        #expect(app.line(0).contains("Country picker"))
        #expect(app.focusedDescription == "Country: choose… ▾")
        app.press(.escape)
        #expect(!app.contains("Ship to:"))
    }

    @Test func reopeningHighlightsTheCurrentChoice() throws {
        let app = startDemo(.countryPicker)
        app.press(.enter)
        app.press(.down, times: 2)
        app.press(.enter)
        #expect(app.contains("Selected: France"))
        app.press(.enter)
        let france = try #require(app.find("(•) France"))
        #expect(app.style(at: Point(x: france.x + 4, y: france.y)).attributes.contains(.reverse))
        app.press(.enter)
        #expect(app.contains("Selected: France"))
    }

    @Test func eHidesTheErrorAgain() {
        let app = startDemo(.countryPicker)
        app.press("e")
        #expect(rows(of: "Please choose a country", in: app).count == 2)
        app.press("e")
        #expect(rows(of: "Please choose a country", in: app).isEmpty)
    }

    @Test func aValidSubmitShowsNoError() {
        let app = startDemo(.countryPicker)
        app.press("e")
        #expect(rows(of: "Please choose a country", in: app).count == 2)
        app.press(.enter)
        app.press(.enter)
        #expect(app.contains("Selected: Brazil"))
        #expect(rows(of: "Please choose a country", in: app).count == 1, "choosing clears that form's error")
        app.press(.tab)
        #expect(app.focusedDescription == "Submit")
        app.press(.enter)
        #expect(app.contains("Submitted: someone, Brazil"))
        #expect(rows(of: "Please choose a country", in: app).count == 1)
    }

    @Test func eachFormIsAsTallAsItsContent() {
        let app = startDemo(.countryPicker)
        let submits = rows(of: "[ Submit ]", in: app)
        #expect(rows(of: "╰", in: app) == submits.map { $0 + 1 })
        app.press(.enter)
        let open = rows(of: "[ Submit ]", in: app)
        #expect(rows(of: "╰", in: app) == open.map { $0 + 1 })
    }

    /// One popup at a time, as with UIKit's and SwiftUI's menus and pickers: a click on the second picker
    /// while the first one's list is open closes that list (like a tap outside a menu, the click dismisses
    /// it and focuses the second picker); opening the second list leaves only it open, and at 80×24
    /// everything stays on screen. Esc closes the open list.
    @Test func openingOnePickersListClosesTheOther() throws {
        let app = startDemo(.countryPicker)
        try clickAsATerminalDoes(on: "Country: choose… ▾", in: app)
        #expect(rows(of: "( ) Brazil", in: app).count == 1)
        let first = try #require(app.row(of: "Country: choose… ▴"))
        let second = try #require(rows(of: "Country: choose… ▾", in: app).first)
        try clickAsATerminalDoes(on: "Country: choose… ▾", in: app)
        #expect(!app.contains("Brazil"), "the click outside the open list closed it")
        #expect(app.focusedDescription == "Country: choose… ▾")
        #expect(rows(of: "Country: choose… ▾", in: app) == [first, second - 6])
        try clickAsATerminalDoes(on: "Country: choose… ▾", in: app)
        #expect(rows(of: "Country: choose… ▴", in: app) == [first], "the click opened the first one again, alone")
        app.press(.tab, times: 3)
        app.press(.enter)
        #expect(rows(of: "( ) Brazil", in: app) == [second + 1 - 6], "only the second list is open")
        #expect(app.contains("( ) Norway"))
        #expect(rows(of: "[ Submit ]", in: app).count == 2)
        #expect(app.line(23).contains("Esc/q Back"))
        app.press(.escape)
        #expect(!app.contains("Brazil"), "Esc closes the open list")
        #expect(app.line(0).contains("Country picker"))
    }

    /// The tallest the screen gets (one list open, both error lines) still fits at 80×24.
    @Test func everythingStaysOnScreenWithTheSecondListOpenAndBothErrors() {
        let app = startDemo(.countryPicker)
        app.press("e")
        app.press(.tab, times: 3)
        app.press(.enter)
        #expect(app.contains("( ) Norway"))
        #expect(rows(of: "[ Submit ]", in: app).count == 2)
        #expect(rows(of: "Please choose a country", in: app).count == 2)
        #expect(rows(of: "╰", in: app).count == 2)
        #expect(app.line(23).contains("Back"))
    }

    @Test func tabbingOutOfAnOpenListClosesIt() {
        let app = startDemo(.countryPicker)
        app.press(.enter)
        #expect(app.contains("( ) Brazil"))
        app.press(.tab)
        #expect(!app.contains("Brazil"))
        #expect(app.focusedDescription == "Submit")
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

/// The text picture of `country-picker` with the first picker open (docs/Demo.md) is the demo's screen at 80×24,
/// row for row.
@Suite("Demo: the country-picker picture in docs/Demo.md")
@MainActor
struct CountryPickerTextPictureTests {
    @Test func thePictureIsTheScreen() throws {
        let page = try String(contentsOf: PackageLayers.root.appendingPathComponent("docs/Demo.md"), encoding: .utf8)
        let marker = try #require(page.range(of: "`country-picker` with the first picker open"))
        let open = try #require(page.range(of: "```\n", range: marker.upperBound..<page.endIndex))
        let close = try #require(page.range(of: "\n```", range: open.upperBound..<page.endIndex))
        let picture = page[open.upperBound..<close.lowerBound].components(separatedBy: "\n")
        let app = startDemo(.countryPicker)
        app.press(.enter)
        let screen = (0..<24).map { app.line($0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) }
        #expect(picture.map { $0.replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) } == screen)
    }
}
