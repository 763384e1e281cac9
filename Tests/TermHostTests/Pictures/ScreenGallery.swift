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
/// scenario gets a picture here with no other edit) and the examples whose content a test can reach.
///
/// The examples that are only top-level code in a `main.swift` (or an `@main` type, which a test
/// module cannot hold) are not pictured.
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
            GalleryScreen(file: "example-Counter.svg", command: "swift run Counter") {
                HeadlessApp(size: Size(width: 60, height: 16)) { _ in ViewRoot(rootView: CounterView()) }
            },
            GalleryScreen(file: "example-Widgets.svg", command: "swift run Widgets") {
                HeadlessApp(size: size) { app in makeWidgetsDemo(app) }
            },
        ]
    }
}
