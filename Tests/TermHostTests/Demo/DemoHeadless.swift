import TermHost
import TermHostDemoKit
import TermHostTesting

/// Starts the demo headlessly, with `scenario` open over the launcher when given.
@MainActor
func startDemo(_ scenario: DemoScenario? = nil, width: Int = 80, height: Int = 24) -> HeadlessApp {
    HeadlessApp(size: Size(width: width, height: height)) { app in DemoApp.makeWindow(for: app, opening: scenario) }
}
