import Foundation
import Testing

/// The README is a newcomer's page: short, and every file it links to is there (the records moved to `docs/`
/// and the references to the DocC catalog are linked, not copied).
@Suite("README: the page")
struct ReadmePageTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func read(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    /// The targets of the Markdown links and images in `text` that are files of the repository (not web addresses).
    private static func localLinks(in text: String) -> [String] {
        text.components(separatedBy: "](").dropFirst().compactMap { rest in
            guard let end = rest.firstIndex(of: ")") else { return nil }
            let target = String(rest[..<end])
            return target.contains("://") || target.hasPrefix("#") ? nil : target
        }
    }

    @Test func theReadmeIsAtMost400Lines() throws {
        let lines = try Self.read("README.md").components(separatedBy: "\n")
        #expect(lines.count <= 401, "README.md has \(lines.count - 1) lines; the records belong in docs/")
    }

    @Test(arguments: ["README.md", "docs/Performance.md", "docs/Reliability.md", "docs/Demo.md"])
    func everyLinkedFileExists(_ page: String) throws {
        let folder = Self.root.appendingPathComponent(page).deletingLastPathComponent()
        let links = Self.localLinks(in: try Self.read(page))
        #expect(page.hasPrefix("docs/") || links.count > 20, "the README's links were not found")
        for link in links {
            let path = folder.appendingPathComponent(link).standardizedFileURL.path
            #expect(FileManager.default.fileExists(atPath: path), "\(page) links to \(link), which is not there")
        }
    }

    @Test func theReadmeLinksTheRecordsAndTheArticles() throws {
        let links = Set(Self.localLinks(in: try Self.read("README.md")))
        for page in ["docs/Performance.md", "docs/Reliability.md", "ARCHITECTURE.md",
                     "Sources/TermHost/TermHost.docc/PortingFromUIKit.md", "Sources/TermHost/TermHost.docc/PortingFromSwiftUI.md",
                     "Sources/TermHost/TermHost.docc/TestingYourApp.md", "Sources/TermHost/TermHost.docc/BuildATwoPaneApp.tutorial"] {
            #expect(links.contains(page), "README.md does not link \(page)")
        }
    }
}
