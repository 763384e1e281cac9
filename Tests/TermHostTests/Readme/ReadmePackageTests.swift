import Foundation
import TermHost
import TermHostTesting
import Testing

/// The README's "Use TermHost in your package" section against the real package and library.
@Suite("README: use TermHost in your package")
@MainActor
struct ReadmePackageTests {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private static func read(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }

    /// The README's section, from its heading to the next one.
    private static func section() throws -> String {
        let readme = try read("README.md")
        let start = try #require(readme.range(of: "## Use TermHost in your package\n"))
        let rest = readme[start.upperBound...]
        let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
        return String(rest[..<end])
    }

    /// The lines of the first Swift code block after `marker` in `text`.
    private static func codeBlock(after marker: String, in text: String) throws -> [String] {
        let from = try #require(text.range(of: marker))
        let open = try #require(text.range(of: "```swift\n", range: from.upperBound..<text.endIndex))
        let close = try #require(text.range(of: "\n```", range: open.upperBound..<text.endIndex))
        return text[open.upperBound..<close.lowerBound].components(separatedBy: "\n")
    }

    @Test func theSnippetNamesTheProductsAndPackageThisPackageDeclares() throws {
        let manifest = try Self.read("Package.swift")
        let snippet = try Self.codeBlock(after: "In your own `Package.swift`", in: Self.section()).joined(separator: "\n")
        #expect(manifest.contains("name: \"TermHost\","))
        #expect(manifest.contains(".library(name: \"TermHost\", targets:"))
        #expect(manifest.contains(".library(name: \"TermHostTesting\", targets:"))
        #expect(snippet.contains(".product(name: \"TermHost\", package: \"TermHost\")"))
        #expect(snippet.contains(".product(name: \"TermHostTesting\", package: \"TermHost\")"))
        #expect(snippet.contains(".package(path: \"../TermHost\")"), "the folder name is the identity used")
        let toolsVersion = try #require(manifest.components(separatedBy: "\n").first)
        #expect(snippet.hasPrefix(toolsVersion))
    }

    /// The README's smallest app, line for line (between the markers), run headlessly.
    private func smallestApp(_ app: Application) -> RootContent {
        // README smallest app: begin
        let window = Window()
        let label = LabelWidget("Hello from TermHost. q, Esc or Ctrl-C quits.")
        label.frame = Rect(x: 2, y: 1, width: 60, height: 1)
        window.addSubview(label)
        app.unhandledKeyHandler = { event in
            guard event == .character("q") || event == KeyEvent(.escape) else { return false }
            app.stop()
            return true
        }
        return window
        // README smallest app: end
    }

    @Test func theSmallestAppIsTheOneTestedHere() throws {
        let readme = try Self.codeBlock(after: "The smallest app", in: Self.section())
        let source = try Self.read("Tests/TermHostTests/Readme/ReadmePackageTests.swift").components(separatedBy: "\n")
        let begin = try #require(source.firstIndex { $0.hasSuffix("// README smallest app: begin") })
        let end = try #require(source.firstIndex { $0.hasSuffix("// README smallest app: end") })
        let tested = source[(begin + 1)..<end].map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(readme.first == "import TermHost")
        #expect(readme.contains("Application.launch { app in"))
        let body = try #require(readme.firstIndex(of: "Application.launch { app in"))
        let shown = readme[(body + 1)..<(readme.count - 1)].map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(shown == tested)
        #expect(readme.last == "}")
    }

    @Test(arguments: [KeyEvent.character("q"), KeyEvent(.escape), KeyEvent.control("c")])
    func theSmallestAppQuitsWith(_ key: KeyEvent) {
        let app = HeadlessApp(size: Size(width: 64, height: 4)) { smallestApp($0) }
        #expect(app.line(1).contains("Hello from TermHost"))
        app.press(.character("x"))
        #expect(!app.isStopped)
        app.press(key)
        #expect(app.isStopped)
    }
}
