import Foundation
import TermHost
import TermHostTesting
import Testing
@testable import TwoPane

/// The DocC tutorial "Build a two-pane app" against the code `swift test` builds: the last code the tutorial
/// shows for each file is the `TwoPane` example's file (or this target's test file), character for character,
/// and its picture is the example's screen.
@Suite("Tutorial: build a two-pane app")
@MainActor
struct TutorialCodeTests {
    /// The package's root folder (this file is `Tests/TwoPaneTests/…`).
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let catalog = root.appendingPathComponent("Sources/TermHost/TermHost.docc")
    private static let tutorial = catalog.appendingPathComponent("BuildATwoPaneApp.tutorial")
    private static let resources = catalog.appendingPathComponent("Resources")
    /// The folders of the code the tutorial builds: the app's target and its test target.
    private static let compiledFolders = ["Examples/TwoPane", "Tests/TwoPaneTests"]

    /// The `@Code(name:file:)` directives in the tutorial's order: the file name shown and the resource.
    private static func codeSteps() throws -> [(name: String, file: String)] {
        let text = try String(contentsOf: tutorial, encoding: .utf8)
        return text.components(separatedBy: "@Code(name: \"").dropFirst().compactMap { directive in
            let parts = directive.components(separatedBy: "\"")
            guard parts.count > 2, parts[1] == ", file: " else { return nil }
            return (parts[0], parts[2])
        }
    }

    /// The compiled file of the tutorial's `name`, in the first folder that has it.
    private static func compiledFile(named name: String) -> URL? {
        compiledFolders.map { root.appendingPathComponent($0).appendingPathComponent(name) }
            .first { FileManager.default.fileExists(atPath: $0.path) }
    }

    @Test func theTutorialShowsCode() throws {
        #expect(try Self.codeSteps().count >= 10)
    }

    @Test func everyCodeFileOfTheTutorialIsInTheCatalog() throws {
        for step in try Self.codeSteps() {
            let url = Self.resources.appendingPathComponent(step.file)
            #expect(FileManager.default.fileExists(atPath: url.path), "Resources/\(step.file) is missing")
        }
    }

    @Test func theLastCodeOfEachFileIsTheCompiledFile() throws {
        var last: [String: String] = [:]
        for step in try Self.codeSteps() { last[step.name] = step.file }
        for (name, file) in last.sorted(by: { $0.key < $1.key }) {
            let compiled = try #require(Self.compiledFile(named: name), "\(name) is not in \(Self.compiledFolders)")
            let shown = try String(contentsOf: Self.resources.appendingPathComponent(file), encoding: .utf8)
            let built = try String(contentsOf: compiled, encoding: .utf8)
            #expect(shown == built, "Resources/\(file) differs from \(name): copy the compiled file over it")
        }
    }

    @Test func everyFileOfTheAppIsInTheTutorial() throws {
        let names = Set(try Self.codeSteps().map(\.name))
        let app = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("Examples/TwoPane").path)
        for file in app.sorted() where file.hasSuffix(".swift") {
            #expect(names.contains(file), "the tutorial does not show \(file)")
        }
        #expect(names.contains("TwoPaneTests.swift"))
    }

    /// The tutorial's picture: the app after choosing the first task, starting it and waiting 75 seconds.
    /// `scripts/pictures.sh` rewrites it (`TERMHOST_WRITE_PICTURES=1`).
    @Test func thePictureIsTheAppsScreen() throws {
        let app = HeadlessApp(size: Size(width: 80, height: 24)) { app in makeTwoPaneWindow(app) }
        app.press(.enter)
        #expect(app.click(on: "[ Start ]"))
        app.advance(by: .seconds(75))
        let svg = app.svg(ScreenPicture(title: "swift run TwoPane"))
        let url = Self.resources.appendingPathComponent("two-pane.svg")
        if ProcessInfo.processInfo.environment["TERMHOST_WRITE_PICTURES"] == "1" {
            try Data(svg.utf8).write(to: url)
            return
        }
        let checkedIn = try String(contentsOf: url, encoding: .utf8)
        #expect(checkedIn == svg, "Resources/two-pane.svg is stale: run scripts/pictures.sh")
    }
}
