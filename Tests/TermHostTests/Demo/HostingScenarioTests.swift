import TermHost
import TermHostTesting
import Testing

@Suite("Demo: hosting")
@MainActor
struct HostingScenarioTests {
    @Test func theCounterSurvivesMovingTheHostAndReplacingTheRootView() throws {
        let app = startDemo(.hosting)
        #expect(app.contains("Host is in: Left panel"))
        #expect(app.contains("Hosting controller's parent: Left panel"))
        app.press("+", times: 1)
        app.press("+")
        app.press("+")
        let before = try #require(app.find("Count: 3"))
        #expect(before.x < 40)

        app.press("m")
        #expect(app.contains("Host is in: Right panel"))
        #expect(app.contains("Hosting controller's parent: Right panel"))
        let after = try #require(app.find("Count: 3"))
        #expect(after.x > 40)

        app.press("r")
        #expect(app.contains("Counter (root view #2)"))
        #expect(app.contains("Count: 3"))
        #expect(app.contains("Root view replaced: 1 time"))

        app.press("m")
        app.press("-")
        #expect(app.contains("Host is in: Left panel"))
        #expect(app.contains("Count: 2"))
    }
}

extension HeadlessApp {
    /// Presses a character `count` times.
    func press(_ character: Character, times count: Int) {
        press(.character(character), times: count)
    }
}
