import TermHost
import TermHostDemoKit
import TermHostTesting
import Testing

@Suite("Demo: ported-swiftui")
@MainActor
struct PortedSwiftUIScenarioTests {
    @Test func theStackShowsItsFormWithTheOnlyNavigationBar() {
        let app = startDemo(.portedSwiftUI)
        #expect(app.line(0).contains("Settings"))
        #expect(!app.contains("‹ TermHost demo"), "the shell's bar is hidden; the stack's bar is the only one")
        for text in ["Profile", "Notifications", "About", "Licenses", "What's New", "Signed in as Ada"] {
            #expect(app.contains(text), "\(text)")
        }
        #expect(app.line(23).contains("Esc Back"), "the Name field has focus, so q is not offered")
    }

    @Test func editingTheNameFieldUpdatesTheFooter() {
        let app = startDemo(.portedSwiftUI)
        #expect(app.focusedDescription == "Ada", "the name field, showing its text as SwiftUI does")
        app.type(" L")
        #expect(app.contains("Signed in as Ada L"))
    }

    @Test func theLinkPushesAPageThatEscPops() {
        let app = startDemo(.portedSwiftUI)
        app.press(.tab)
        app.press(.tab)
        #expect(app.focusedDescription.contains("Licenses"))
        app.press(.enter)
        #expect(app.line(0).contains("Licenses"))
        #expect(app.contains("TermHost is released under the MIT License."))
        app.press(.escape)
        #expect(app.contains("Notifications"))
        #expect(!app.contains("MIT License"))
        app.press(.escape)
        #expect(app.contains("Welcome to TermHost"))
        #expect(app.line(0).contains("TermHost demo"), "the shell's bar is back on the launcher")
    }

    @Test func theButtonOpensTheSheetAndEscDismissesIt() {
        let app = startDemo(.portedSwiftUI)
        app.press(.tab)
        app.press(.tab)
        app.press(.tab)
        #expect(app.focusedDescription == "What's New")
        app.press(.enter)
        #expect(app.contains("• Forms group controls in sections"))
        app.press(.escape)
        #expect(!app.contains("• Forms group controls in sections"))
        #expect(app.contains("Notifications"), "Esc closed the sheet only, not the scenario")
    }

    @Test func theSheetsDoneButtonDismissesIt() {
        let app = startDemo(.portedSwiftUI)
        app.press(.tab)
        app.press(.tab)
        app.press(.tab)
        app.press(.enter)
        #expect(app.click(on: "Done"))
        #expect(!app.contains("• Sheets slide over the screen"))
    }

    @Test func theStatusLineFollowsThePushedPageAndTheSheet() {
        let app = startDemo(.portedSwiftUI)
        #expect(app.line(23).hasPrefix("Enter Press  Space Toggle  Tab Next  Esc Back"), "the Name field has focus")
        app.press(.tab)
        app.press(.tab)
        app.press(.enter)
        #expect(app.line(0).contains("Licenses"))
        #expect(app.line(23).contains("Esc/q Back"))
        #expect(!app.line(23).contains("Space Toggle"), "no toggle on the licenses page")
        app.press(.escape)
        #expect(app.line(23).hasPrefix("Enter Press  Space Toggle"), "back on the form")
        for _ in 0..<4 where app.focusedDescription != "What's New" { app.press(.tab) }
        #expect(app.focusedDescription == "What's New")
        app.press(.enter)
        #expect(app.contains("• Forms group controls in sections"))
        #expect(app.line(23).hasPrefix("Enter Done"))
        #expect(app.line(23).contains("Esc/q Close"))
        app.press(.enter)
        #expect(!app.contains("• Forms group controls in sections"), "Enter pressed Done")
        #expect(app.line(23).hasPrefix("Enter Press  Space Toggle"))
    }

    /// q does what the status line says: it closes the sheet (it used to leave the scenario with the
    /// sheet still drawn over the launcher) and pops the pushed page, as Esc does.
    @Test func qClosesTheSheetAndPopsThePageLikeEsc() {
        let app = startDemo(.portedSwiftUI)
        app.press(.tab)
        app.press(.tab)
        app.press(.tab)
        app.press(.enter)
        app.press(.character("q"))
        #expect(!app.contains("• Forms group controls in sections"))
        #expect(app.contains("Notifications"), "still on the scenario")
        app.press(.backTab)
        #expect(app.focusedDescription.contains("Licenses"))
        app.press(.enter)
        app.press(.character("q"))
        #expect(app.contains("Notifications"))
        #expect(!app.contains("MIT License"))
        app.press(.character("q"))
        #expect(app.contains("Welcome to TermHost"))
    }
}
