import TermHost

/// The TermHost demo: a launcher of scenarios, each showing one way the imperative widget tree and
/// declarative components work together.
///
/// ```swift
/// Application.launch { app in DemoApp.makeWindow(for: app, opening: .hosting) }
/// ```
@MainActor
public enum DemoApp {
    /// A window showing the launcher, with `scenario` opened over it when given. The scenario opens
    /// at once, before the application shows the window: its hosts catch up with what changed in the
    /// meantime when they first lay out in the shown window.
    /// It installs the application's `unhandledKeyHandler` (q goes back, and quits on the launcher).
    public static func makeWindow(for application: Application, opening scenario: DemoScenario? = nil) -> Window {
        let window = Window()
        let shell = DemoRootController(application: application)
        window.rootViewController = shell
        if let scenario { shell.open(scenario) }
        return window
    }
}
