import Foundation
import Testing

/// A file written in one layer that reaches into a layer it may not use does not build: each probe is
/// type-checked as a file of its layer's target, against the built modules of exactly the layers that
/// target depends on (as `Package.swift` lists them). A probe of allowed uses builds, so a failure is
/// the rule's, not the set-up's.
@Suite("Layer probes", .serialized)
struct LayerProbeTests {
    /// The result of type-checking one probe.
    struct Outcome {
        var succeeded: Bool
        var diagnostics: String
    }

    /// Type-checks `source` as a file of `target`, seeing only the modules `target` depends on.
    static func typeCheck(_ source: String, asFileOf target: String) throws -> Outcome {
        let modules = try builtModulesFolder()
        let scratch = try ToolRun.scratchFolder("layer-probe")
        defer { try? FileManager.default.removeItem(at: scratch) }
        for dependency in PackageLayers.dependencies[target] ?? [] {
            let name = "\(dependency).swiftmodule"
            try FileManager.default.createSymbolicLink(at: scratch.appendingPathComponent(name),
                                                       withDestinationURL: modules.appendingPathComponent(name))
        }
        let file = scratch.appendingPathComponent("Probe.swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        let run = try ToolRun.run(["swiftc", "-typecheck", "-swift-version", "6", "-module-name", target,
                                   "-I", scratch.path, "-I", PackageLayers.root.appendingPathComponent("Sources/CNcurses").path,
                                   file.path])
        return Outcome(succeeded: run.succeeded, diagnostics: run.output)
    }

    /// The folder of the modules this test run was built with (beside the test executable).
    static func builtModulesFolder() throws -> URL {
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        while folder.path != "/" {
            let modules = folder.appendingPathComponent("Modules")
            if FileManager.default.fileExists(atPath: modules.appendingPathComponent("TermHostCore.swiftmodule").path) { return modules }
            folder = folder.deletingLastPathComponent()
        }
        throw ProbeError.noBuiltModules(executable)
    }

    enum ProbeError: Error { case noBuiltModules(String) }

    @Test func aDeclarativeFileCannotUseAWidget() throws {
        let outcome = try Self.typeCheck("""
            import TermHostCore

            @MainActor func show(_ label: LabelWidget) {}
            """, asFileOf: "TermHostViews")
        #expect(!outcome.succeeded)
        #expect(outcome.diagnostics.contains("cannot find type 'LabelWidget' in scope"))
    }

    @Test func aDeclarativeFileCannotImportTheWidgetHalf() throws {
        let outcome = try Self.typeCheck("""
            import TermHostCore
            import TermHostWidgets

            @MainActor func show(_ label: LabelWidget) {}
            """, asFileOf: "TermHostViews")
        #expect(!outcome.succeeded)
        #expect(outcome.diagnostics.contains("no such module 'TermHostWidgets'"))
    }

    @Test func aWidgetFileCannotUseAView() throws {
        let outcome = try Self.typeCheck("""
            import TermHostCore
            import TermHostAutoLayout

            @MainActor func host<Content: View>(_ content: Content) {}
            """, asFileOf: "TermHostWidgets")
        #expect(!outcome.succeeded)
        #expect(outcome.diagnostics.contains("cannot find type 'View' in scope"))
    }

    @Test func aWidgetFileCannotImportTheDeclarativeHalf() throws {
        let outcome = try Self.typeCheck("""
            import TermHostCore
            import TermHostViews

            struct Greeting: View { var body: some View { Text("Hi") } }
            """, asFileOf: "TermHostWidgets")
        #expect(!outcome.succeeded)
        #expect(outcome.diagnostics.contains("no such module 'TermHostViews'"))
    }

    @Test func theCoreCannotUseAWindow() throws {
        let outcome = try Self.typeCheck("""
            import TermHostCore

            @MainActor func root(of application: Application) -> Window? { nil }
            """, asFileOf: "TermHostCore")
        #expect(!outcome.succeeded)
        #expect(outcome.diagnostics.contains("cannot find type 'Window' in scope"))
    }

    @Test func allowedUsesBuild() throws {
        let declarative = try Self.typeCheck("""
            import TermHostCore

            @MainActor func area(_ rect: Rect, of application: Application, focus: Responder?) -> Int { rect.width }
            """, asFileOf: "TermHostViews")
        #expect(declarative.succeeded, "\(declarative.diagnostics)")
        let imperative = try Self.typeCheck("""
            import TermHostCore
            import TermHostAutoLayout

            @MainActor func activate(_ constraints: [Constraint], in rect: Rect) { Constraint.activate(constraints) }
            """, asFileOf: "TermHostWidgets")
        #expect(imperative.succeeded, "\(imperative.diagnostics)")
    }
}
