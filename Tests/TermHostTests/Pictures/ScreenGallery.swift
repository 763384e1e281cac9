import TermHost
import TermHostDemoKit
import TermHostTesting
import Testing

/// One screen the README and the DocC articles show as a picture: `docs/images/<file>`, made from
/// the headless app `start` opens, framed and titled with the command that shows it.
struct GalleryScreen: Sendable, CustomTestStringConvertible {
    /// The picture's file name in `docs/images/`.
    let file: String
    /// The command a reader runs to see the screen (the picture's title).
    let command: String
    /// Opens the screen headlessly.
    let start: @MainActor @Sendable () -> HeadlessApp

    var testDescription: String { file }

    /// The screen as the checked-in picture draws it.
    @MainActor
    func svg() -> String {
        start().svg(ScreenPicture(title: command))
    }
}

/// Every screen pictured under `docs/images/`: the demo's launcher, each `DemoScenario` (a new
/// scenario gets a picture here with no other edit) and each example in `Examples/`.
///
/// An example keeps its window (or root view) in a file of its own beside a tiny `main.swift` or
/// `@main` type; `Pictures/Examples/` links those files into this module (a test module cannot hold
/// top-level code or an `@main` type), so the pictures show the examples' own code.
enum ScreenGallery {
    /// The terminal size the pictures are taken at: the demo's minimum.
    static let size = Size(width: 80, height: 24)

    static var screens: [GalleryScreen] {
        [GalleryScreen(file: "demo-launcher.svg", command: "swift run TermHostDemo") { startDemo() }]
            + DemoScenario.allCases.map { scenario in
                GalleryScreen(file: "demo-\(scenario.name).svg", command: "swift run TermHostDemo \(scenario.name)") {
                    startDemo(scenario, width: size.width, height: size.height)
                }
            }
            + examples
    }

    private static var examples: [GalleryScreen] {
        [
            example("Hello") { HeadlessApp(size: size) { app in makeHelloWindow(app) } },
            example("Grow") { HeadlessApp(size: size) { app in makeGrowWindow(app) } },
            example("Counter") {
                HeadlessApp(size: Size(width: 60, height: 16)) { _ in ViewRoot(rootView: CounterView()) }
            },
            example("Widgets") { HeadlessApp(size: size) { app in makeWidgetsDemo(app) } },
            example("HelloHost") { HeadlessApp(size: size) { app in makeHelloHostWindow(app) } },
            example("LoadingForm") { HeadlessApp(size: size) { app in makeLoadingFormWindow(app) } },
            example("CountryPicker") { HeadlessApp(size: size) { app in makeCountryPickerWindow(app) } },
            example("Representable") { HeadlessApp(size: size) { app in makeRepresentableWindow(app) } },
            example("ControllerAccess") { HeadlessApp(size: size) { app in makeControllerAccessWindow(app) } },
            // The window `AppDelegate.application(_:didFinishLaunchingWithOptions:)` makes.
            example("UIKitApp") {
                HeadlessApp(size: size) { _ in
                    let window = Window()
                    window.rootViewController = NavigationController(rootViewController: NotesViewController())
                    return window
                }
            },
            // `TasksApp`'s one `WindowGroup` shows `TasksView` full screen.
            example("Tasks") { HeadlessApp(size: size) { _ in ViewRoot(rootView: TasksView()) } },
        ]
    }

    /// The picture of the example `swift run name` starts.
    private static func example(_ name: String, start: @escaping @MainActor @Sendable () -> HeadlessApp) -> GalleryScreen {
        GalleryScreen(file: "example-\(name).svg", command: "swift run \(name)", start: start)
    }
}
