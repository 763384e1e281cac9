import TermHost
import TermHostDemoKit
import TermHostTesting
import Testing

@Suite("Demo: ported-uikit")
@MainActor
struct PortedUIKitScenarioTests {
    @Test func theTableShowsItsSectionsHeadersAndTheAddBarButton() {
        let app = startDemo(.portedUIKit)
        #expect(app.line(0).contains("‹ TermHost demo  "))
        #expect(app.line(0).contains("Reading List"))
        #expect(app.line(0).contains("F2 +"), "navigationItem.rightBarButtonItem is in the bar")
        for text in ["Reading", "Dune", "To read", "Emma", "Middlemarch", "Finished", "Ulysses",
                     "Select a book to open its page"] {
            #expect(app.contains(text), "\(text)")
        }
        let headers = ["Reading", "Dune", "To read", "Emma", "Finished", "Ulysses"].compactMap { app.find($0)?.y }
        #expect(headers == headers.sorted(), "sections in data source order, each header above its rows")
        #expect(app.line(23).hasPrefix("↑↓ Move  Enter Open  F2 Add"))
        #expect(app.line(23).contains("Esc/q Back"))
    }

    @Test func theBarButtonKeyAddsARowToToRead() throws {
        let app = startDemo(.portedUIKit)
        #expect(!app.contains("New book 1"))
        app.press(.function(2))
        let added = try #require(app.find("New book 1"))
        let middlemarch = try #require(app.find("Middlemarch"))
        let finished = try #require(app.find("Finished"))
        #expect(added.y > middlemarch.y && added.y < finished.y, "at the end of To read")
        #expect(app.click(on: "F2 +"))
        #expect(app.contains("New book 2"))
    }

    @Test func enterPushesTheBookAndEscPopsBackToTheTable() {
        let app = startDemo(.portedUIKit)
        #expect(app.focusedDescription == "row 0")
        app.press(.enter)
        #expect(app.line(0).contains("‹ Reading List  "))
        #expect(app.line(0).contains("Dune"))
        #expect(app.contains("On the “Reading” shelf."))
        #expect(!app.line(23).contains("F2 Add"), "the status line follows the pushed page")
        app.press(.escape)
        #expect(app.line(0).contains("Reading List"))
        #expect(app.contains("Middlemarch"))
        #expect(app.line(23).hasPrefix("↑↓ Move  Enter Open  F2 Add"))
        app.press(.escape)
        #expect(app.contains("Welcome to TermHost"))
    }

    @Test func downMovesThroughTheSectionsToTheBookOpened() {
        let app = startDemo(.portedUIKit)
        app.press(.down)
        app.press(.down)
        app.press(.enter)
        #expect(app.line(0).contains("Middlemarch"))
        #expect(app.contains("On the “To read” shelf."))
    }
}
