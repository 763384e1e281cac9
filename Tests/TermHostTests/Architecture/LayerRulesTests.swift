import Foundation
import Testing

/// The layer rules, held by the package itself: every layer is a target, a target sees only the targets
/// it depends on, and no file imports a module its layer may not use. So a forbidden use is a build error.
@Suite("Layer rules")
struct LayerRulesTests {
    @Test func thePackageDeclaresTheLayerTable() throws {
        #expect(try PackageLayers.declaredDependencies() == PackageLayers.dependencies)
    }

    @Test func everyLibraryFolderIsALayerTarget() throws {
        let sources = try FileManager.default.contentsOfDirectory(atPath: PackageLayers.root.appendingPathComponent("Sources").path)
        let library = Set(sources.filter { $0 == "TermHost" || ($0.hasPrefix("TermHost") && !["TermHostTesting", "TermHostDemo",
            "TermHostDemoKit", "TermHostBench", "TermHostProbe"].contains($0)) })
        #expect(library == Set(PackageLayers.dependencies.keys))
    }

    @Test func everyFileImportsOnlyWhatItsLayerMayUse() throws {
        var checked = 0
        for target in PackageLayers.dependencies.keys.sorted() {
            let allowed = PackageLayers.allowedImports(of: target)
            for file in PackageLayers.sourceFiles(of: target) {
                checked += 1
                for module in PackageLayers.imports(in: try String(contentsOf: file, encoding: .utf8)) where !allowed.contains(module) {
                    Issue.record("\(file.lastPathComponent) (\(target)) imports \(module), which \(target) may not use")
                }
            }
        }
        #expect(checked > 300)
    }

    @Test func importsAreReadInEveryForm() {
        let text = """
            import TermHostCore
            @_exported import Observation
            @_spi(TermHostInternal) import TermHostWidgets
            @testable @_spi(X) import TermHostViews
            import struct FoundationEssentials.IndexPath
            // import Nothing
            let important = 1
            """
        #expect(PackageLayers.imports(in: text)
            == ["TermHostCore", "Observation", "TermHostWidgets", "TermHostViews", "FoundationEssentials"])
    }
}
