import Foundation
import TermHostDemoKit
import Testing

/// The pictures under `docs/images/` are the screens as they are now. `scripts/pictures.sh` rewrites
/// them: it runs this suite with `TERMHOST_WRITE_PICTURES=1`.
@Suite("Screen pictures")
@MainActor
struct ScreenGalleryTests {
    /// The package's root folder (this file is `Tests/TermHostTests/Pictures/…`).
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let images = root.appendingPathComponent("docs/images")
    private static let writing = ProcessInfo.processInfo.environment["TERMHOST_WRITE_PICTURES"] == "1"

    @Test(arguments: ScreenGallery.screens)
    func thePictureIsCurrent(_ screen: GalleryScreen) throws {
        let svg = screen.svg()
        let url = Self.images.appendingPathComponent(screen.file)
        if Self.writing {
            try FileManager.default.createDirectory(at: Self.images, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: url)
            return
        }
        let checkedIn = try? String(contentsOf: url, encoding: .utf8)
        #expect(checkedIn != nil, "docs/images/\(screen.file) is missing: run scripts/pictures.sh")
        if let checkedIn {
            let isCurrent = checkedIn == svg
            #expect(isCurrent, "docs/images/\(screen.file) is stale: run scripts/pictures.sh")
        }
    }

    @Test func everyPictureInTheFolderIsAScreenOfTheGallery() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.images.path).filter { $0.hasSuffix(".svg") }
        let known = Set(ScreenGallery.screens.map(\.file))
        for file in files.sorted() where !known.contains(file) {
            Issue.record("docs/images/\(file) is no screen of ScreenGallery: delete it, or run scripts/pictures.sh")
        }
    }

    @Test func theReadmeShowsEveryPicture() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        for screen in ScreenGallery.screens {
            #expect(readme.contains("](docs/images/\(screen.file))"), "README.md does not show docs/images/\(screen.file)")
        }
    }

    @Test func theGalleryHasOnePicturePerDemoScenarioAndNoFileTwice() {
        let files = ScreenGallery.screens.map(\.file)
        #expect(Set(files).count == files.count)
        for scenario in DemoScenario.allCases {
            #expect(files.contains("demo-\(scenario.name).svg"))
        }
    }
}
