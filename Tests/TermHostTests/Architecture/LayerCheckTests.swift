import Foundation
import Testing

@Suite("Layer check")
struct LayerCheckTests {
    /// `Sources/TermHost`, found from this file's place in the package.
    static let libraryFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TermHost")

    static func librarySources() throws -> [LayerCheck.SourceFile] {
        var files: [LayerCheck.SourceFile] = []
        for layer in LayerCheck.rules.keys.sorted() {
            let folder = libraryFolder.appendingPathComponent(layer)
            guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let url as URL in walk where url.pathExtension == "swift" {
                let relative = "Sources/TermHost/" + url.path.dropFirst(libraryFolder.path.count + 1)
                files.append(LayerCheck.SourceFile(layer: layer, path: relative, text: try String(contentsOf: url, encoding: .utf8)))
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func everyLayerFolderHasARule() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.libraryFolder.path)
            .filter { !$0.hasSuffix(".docc") && !$0.hasPrefix(".") }
        #expect(Set(folders) == Set(LayerCheck.rules.keys))
    }

    @Test func theLibraryKeepsTheLayerRules() throws {
        let files = try Self.librarySources()
        #expect(files.count > 300)
        for violation in LayerCheck().violations(in: files) {
            Issue.record(Comment(rawValue: violation.description))
        }
    }

    @Test func aForbiddenUseFails() {
        let files = [
            LayerCheck.SourceFile(layer: "Graph", path: "Graph/ViewGraph.swift", text: "public final class ViewGraph {}\n"),
            LayerCheck.SourceFile(layer: "Widgets", path: "Widgets/Bad.swift", text: """
                // A ViewGraph in a comment is no use; /* nor /* nested */ ViewGraph */ here.
                final class Bad {
                    let title = "ViewGraph \\(count) in a string"
                    var count = 0
                    let graph: ViewGraph? = nil
                    let wrapped = "\\(ViewGraph.self)"
                    let similar = ViewGraphs()
                }
                """),
        ]
        let found = LayerCheck().violations(in: files)
        #expect(found.map(\.line) == [5, 6])
        #expect(found.first?.description
            == "Widgets/Bad.swift:5: Widgets uses ViewGraph (declared in Graph), which Widgets may not use")
    }

    @Test func allowedUsesPass() {
        let files = [
            LayerCheck.SourceFile(layer: "Geometry", path: "Geometry/Size.swift", text: "public struct Size {}"),
            LayerCheck.SourceFile(layer: "Graph", path: "Graph/Helper.swift", text: "private struct Helper {}"),
            LayerCheck.SourceFile(layer: "Graph", path: "Graph/Node.swift", text: """
                class Node { struct Inner {} }
                """),
            LayerCheck.SourceFile(layer: "Widgets", path: "Widgets/Good.swift", text: """
                struct Helper { let size: Size; let inner = Inner(); let member = x.Node }
                func first<Node: Hashable>(_ nodes: [Node]) -> Node? { nodes.first }
                """),
        ]
        #expect(LayerCheck().violations(in: files).isEmpty)
    }

    @Test func typesNestedInASupertypeAreReachable() {
        let files = [
            LayerCheck.SourceFile(layer: "Graph", path: "Graph/State.swift", text: "public struct State {}"),
            LayerCheck.SourceFile(layer: "Widgets", path: "Widgets/Control.swift", text: """
                open class Control {}
                extension Control { public struct State {} }
                """),
            LayerCheck.SourceFile(layer: "Widgets", path: "Widgets/Button.swift", text: """
                open class Button: Control { var state: State }
                """),
            LayerCheck.SourceFile(layer: "Widgets", path: "Widgets/Other.swift", text: """
                struct Other { var state: State }
                """),
        ]
        #expect(LayerCheck().violations(in: files).map(\.path) == ["Widgets/Other.swift"])
    }

    @Test func aLayerBelowMayNotUseOneAbove() {
        let files = [
            LayerCheck.SourceFile(layer: "Widgets", path: "Widgets/Widget.swift", text: "open class Widget {}"),
            LayerCheck.SourceFile(layer: "Geometry", path: "Geometry/Rect.swift", text: "struct Rect { weak var owner: Widget? }"),
        ]
        #expect(LayerCheck().violations(in: files).map(\.type) == ["Widget"])
    }

    @Test func tokensSkipCommentsAndStringsButReadInterpolations() {
        let source = """
            /* outer /* inner */ still comment */ A
            let s = #"raw "quote" \\(NotCode) \\#(Code)"#
            let m = \"\"\"
                line \\(Inside)
                \"\"\"
            B
            """
        let names = SwiftTokens(source).tokens.compactMap { token -> String? in
            if case .identifier(let name) = token.kind { return "\(name)@\(token.line)" }
            return nil
        }
        #expect(names == ["A@1", "let@2", "s@2", "Code@2", "let@3", "m@3", "Inside@4", "B@6"])
    }
}
