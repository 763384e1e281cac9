import TermHost

/// The TermHost demo: a launcher of scenarios, each showing one way the imperative widget tree and
/// declarative components work together.
///
/// ```swift
/// await Application.launch { app in DemoApp.makeWindow(for: app, opening: .hosting) }
/// ```
@MainActor
public enum DemoApp {
    /// A window showing the launcher, with `scenario` opened over it when given (on the next
    /// turn of the run loop, once the window is the application's root content).
    /// It installs the application's `unhandledKeyHandler` (q goes back, and quits on the launcher).
    public static func makeWindow(for application: Application, opening scenario: DemoScenario? = nil) -> Window {
        let window = Window()
        let shell = DemoRootController(application: application)
        window.rootController = shell
        if let scenario {
            application.scheduler.schedule { [weak shell] in shell?.open(scenario) }
        }
        return window
    }
}
