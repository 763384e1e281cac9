import TermHost
import TermHostTesting
import Testing

@Suite("Demo: representable")
@MainActor
struct RepresentableScenarioTests {
    @Test func theStepperDrivesTheProgressBarWidget() {
        let app = startDemo(.representable)
        #expect(app.contains("Progress 30%"))
        #expect(app.contains(" 30%"))
        app.press("+")
        #expect(app.contains("Progress 40%"))
        #expect(app.lines.contains { $0.contains("ProgressBarWidget") && $0.contains("40%") })
    }

    @Test func typingInTheWidgetUpdatesTheComponentAndBack() {
        let app = startDemo(.representable)
        app.press(.tab, times: 2)
        #expect(app.focusedDescription == "type here or above")
        app.type("Ada")
        #expect(app.contains("Hello, Ada!"))
        #expect(app.lines.filter { $0.contains("Ada") }.count == 3)
        app.press(.tab, modifiers: .shift)
        app.type("x")
        #expect(app.contains("Hello, Adax!"))
        #expect(app.lines.contains { $0.contains("TextFieldWidget") && $0.contains("Adax") })
    }
}
