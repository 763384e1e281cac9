import TermHost
import TermHostTesting
import Testing

@Suite("Demo: loading-form")
@MainActor
struct LoadingFormTests {
    @Test func actionDisablesTheSectionUntilTheControllerReenablesItThreeSecondsLater() {
        let app = startDemo(.loadingForm)
        #expect(app.focusedDescription == "Action Button")
        #expect(app.style(of: "Action Button")?.attributes.contains(.dim) == false)
        app.press(.enter)
        #expect(app.contains("Working… the controller re-enables this in 3 s"))
        #expect(app.style(of: "Action Button")?.attributes.contains(.dim) == true)
        app.advance(by: .milliseconds(2_900))
        #expect(app.style(of: "Action Button")?.attributes.contains(.dim) == true)
        app.advance(by: .milliseconds(100))
        #expect(app.style(of: "Action Button")?.attributes.contains(.dim) == false)
        #expect(app.contains("Ready (runs: 1)"))
    }

    @Test func enableFromComponentReenablesAtOnce() {
        let app = startDemo(.loadingForm)
        app.press(.enter)
        #expect(app.focusedDescription == "Enable from component")
        app.press(.enter)
        #expect(app.style(of: "Action Button")?.attributes.contains(.dim) == false)
        #expect(app.contains("Ready (runs: 1)"))
    }

    @Test func bHidesAndShowsTheNavigationBar() {
        let app = startDemo(.loadingForm)
        #expect(app.line(0).contains("Loading form"))
        app.press("b")
        #expect(!app.contains("Loading form"))
        #expect(app.line(23).contains("b Show bar"))
        app.press("b")
        #expect(app.line(0).contains("Loading form"))
        #expect(app.line(23).contains("b Hide bar"))
    }
}
