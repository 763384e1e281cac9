import TermHost
import TermHostDemoKit
import TermHostTesting
import Testing

@Suite("Demo: launcher, navigation, status line, small terminals")
@MainActor
struct DemoShellTests {
    @Test func launcherListsTheEightScenariosWithTheirKeys() {
        let app = startDemo()
        for (index, scenario) in DemoScenario.allCases.enumerated() {
            #expect(app.contains("\(index + 1)  \(scenario.name)"))
            #expect(app.contains(scenario.summary))
        }
        #expect(app.line(23).hasPrefix("↑↓ Choose  Enter Open  1-8 Open #  q Quit"))
        #expect(app.focusedDescription == "row 0")
    }

    /// A list whose cursor moves shows one highlighted row: the launcher's selection follows its cursor (the
    /// pre-selected first row does not stay highlighted beside the cursor's row).
    @Test func theLaunchersHighlightFollowsTheCursor() {
        let app = startDemo()
        let first = "1  \(DemoScenario.allCases[0].name)", second = "2  \(DemoScenario.allCases[1].name)"
        #expect(app.style(of: first)?.attributes.contains(.reverse) == true)
        app.press(.down)
        #expect(app.style(of: second)?.attributes.contains(.reverse) == true)
        #expect(app.style(of: first)?.attributes.contains(.reverse) == false, "one highlighted row, not two")
    }

    @Test func enterOpensEscGoesBackAndQQuitsOnTheLauncher() {
        let app = startDemo()
        app.press(.down)
        app.press(.enter)
        #expect(app.line(0).contains("Loading form"))
        #expect(app.line(23).contains("Esc/q Back"))
        app.press(.escape)
        #expect(app.contains("Welcome to TermHost"))
        #expect(app.line(23).contains("q Quit"))
        app.press("q")
        #expect(app.isStopped)
    }

    @Test func digitsOpenAndQGoesBack() {
        let app = startDemo()
        app.press("6")
        #expect(app.contains("Row 1 of 100,000"))
        app.press("q")
        #expect(!app.isStopped)
        #expect(app.contains("Welcome to TermHost"))
    }

    @Test func aClickOpensTheScenarioUnderThePointer() {
        let app = startDemo()
        #expect(app.click(on: "4  controller-access"))
        #expect(app.line(0).contains("Controller access"))
    }

    @Test func aScenarioNamedOnTheCommandLineOpensOverTheLauncher() {
        let app = startDemo(.list)
        #expect(app.line(0).contains("100,000 hosted rows"))
        app.press(.escape)
        #expect(app.contains("Welcome to TermHost"))
    }

    @Test func belowTheMinimumSizeAMessageShowsAndTheScreenComesBack() {
        let app = startDemo(.hosting)
        app.press("+")
        app.resize(to: Size(width: 60, height: 20))
        #expect(app.contains("Terminal too small (need 80x24)"))
        #expect(!app.contains("Count: 1"))
        app.resize(to: Size(width: 100, height: 30))
        #expect(!app.contains("Terminal too small"))
        #expect(app.contains("Count: 1"))
        #expect(app.line(29).contains("m Move host"))
    }

    @Test func theCommandLine() {
        #expect(DemoCommand(arguments: []) == .run(nil))
        #expect(DemoCommand(arguments: ["list"]) == .run(.list))
        #expect(DemoCommand(arguments: ["--list"]) == .print("hosting\nloading-form\ncountry-picker\ncontroller-access\nrepresentable\nlist\nported-uikit\nported-swiftui"))
        guard case .print(let usage) = DemoCommand(arguments: ["--help"]) else {
            Issue.record("--help prints usage")
            return
        }
        #expect(usage.hasPrefix("Usage: TermHostDemo"))
        #expect(DemoCommand(arguments: ["nope"]) == .fail(message: "TermHostDemo: unknown scenario 'nope' (try --list)", status: 2))
        #expect(DemoCommand(arguments: ["a", "b"]) != .run(nil))
    }
}
