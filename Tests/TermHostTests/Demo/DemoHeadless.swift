import TermHost
import TermHostDemoKit
import TermHostTesting

/// Starts the demo headlessly, with `scenario` open over the launcher when given.
@MainActor
func startDemo(_ scenario: DemoScenario? = nil, width: Int = 80, height: Int = 24) -> HeadlessApp {
    HeadlessApp(size: Size(width: width, height: height)) { app in DemoApp.makeWindow(for: app, opening: scenario) }
}

extension HeadlessApp {
    /// The kit's `focusedDescription` (a helper of the same name in FocusTests.swift shadows it in this module).
    var focusName: String { description(of: focused) }
}
