import Foundation
import Testing

/// `import TermHost` brings all of Foundation, yet a statically linked app carries only the parts it calls
/// ("Porting from UIKit", "What `import TermHost` brings"): no object file of the library refers to a symbol of the
/// `Foundation` module or to CoreFoundation (FoundationEssentials is the library's own). One such reference
/// — a stored `CGFloat`, a Foundation call in a method that is not `@_alwaysEmitIntoClient` — makes every
/// static binary link Foundation's archive members, CoreFoundation and ICU, and its memory grow.
@Suite("Foundation link")
struct FoundationLinkTests {
    /// The library's layers (the umbrella module `TermHost` is checked apart).
    static let layerTargets = ["TermHostCore", "TermHostAutoLayout", "TermHostWidgets", "TermHostViews", "TermHostHosting"]

    /// Whether `symbol`, an undefined symbol of an object file, belongs to Foundation or CoreFoundation.
    static func isFoundationSymbol(_ symbol: String) -> Bool {
        if symbol.hasPrefix("CF") || symbol.hasPrefix("kCF") || symbol.hasPrefix("_CF") { return true }
        guard symbol.hasPrefix("$s") else { return false }
        // Swift mangles the module `Foundation` as `10Foundation` (FoundationEssentials is `20FoundationEssentials`).
        var rest = Substring(symbol)
        while let found = rest.range(of: "10Foundation") {
            let before = rest[..<found.lowerBound].last
            if before.map({ !$0.isNumber }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }

    /// The strong undefined symbols of the object files in `folder`, by file name.
    static func undefinedSymbols(in folder: URL) throws -> [String: [String]] {
        let objects = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".o") }
        var symbols: [String: [String]] = [:]
        for object in objects {
            let run = try ToolRun.run(["nm", "--undefined-only", folder.appendingPathComponent(object).path])
            // Lines read "                 U symbol" (strong) or "                 w symbol" (weak, never pulls a member).
            symbols[object] = run.output.split(separator: "\n").compactMap { line in
                let fields = line.split(separator: " ")
                return fields.count == 2 && fields[0] == "U" ? String(fields[1]) : nil
            }
        }
        return symbols
    }

    @Test func theRuleTellsFoundationFromFoundationEssentials() {
        #expect(Self.isFoundationSymbol("$s10Foundation12UserDefaultsC8standardACvgZ"))
        #expect(Self.isFoundationSymbol("$sSS10FoundationE6format_S2S_s7CVarArg_pdtcfC"))
        #expect(Self.isFoundationSymbol("CFRunLoopGetCurrent"))
        #expect(!Self.isFoundationSymbol("$s20FoundationEssentials4DateVMa"))
        #expect(!Self.isFoundationSymbol("$s8TermHost17CGAffineTransformVN"))
    }

    /// The layers: their own code imports FoundationEssentials at most, so their debug objects show it.
    @Test func noLayerObjectRefersToFoundation() throws {
        let build = try LayerProbeTests.builtModulesFolder().deletingLastPathComponent()
        var offenders: [String] = []
        for target in Self.layerTargets {
            let folder = build.appendingPathComponent("\(target).build")
            let symbols = try Self.undefinedSymbols(in: folder)
            #expect(!symbols.isEmpty, "no object files in \(folder.path)")
            offenders += Self.foundationReferences(symbols, in: target)
        }
        #expect(offenders.isEmpty, "library objects that refer to Foundation:\n\(offenders.joined(separator: "\n"))")
    }

    /// The umbrella module, optimized as an app's release build compiles it: its Foundation API is
    /// `@_alwaysEmitIntoClient` (a debug build emits such code in the module too, so it is compiled here
    /// with `-O`), and a conformance of a Foundation type is allowed only where listed.
    @Test func theUmbrellaModuleOptimizedRefersToFoundationOnlyForCGFloat() throws {
        let modules = try LayerProbeTests.builtModulesFolder()
        let scratch = try ToolRun.scratchFolder("foundation-link")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let files = PackageLayers.sourceFiles(of: "TermHost").map(\.path)
        let run = try ToolRun.run(["swiftc", "-O", "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", "TermHost",
                                   "-package-name", Self.packageName, "-I", modules.path,
                                   "-I", PackageLayers.root.appendingPathComponent("Sources/CNcurses").path,
                                   "-c", "-o", scratch.appendingPathComponent("TermHost.o").path] + files)
        try #require(run.succeeded, "\(run.output)")
        let offenders = Self.foundationReferences(try Self.undefinedSymbols(in: scratch), in: "TermHost")
        // `CGFloat: LengthConvertible` names CGFloat's type descriptor: CGFloat's own member of the archive, small.
        #expect(offenders == ["TermHost/TermHost.o: $s10Foundation7CGFloatVMn"])
    }

    /// The package name SwiftPM gave the build: the root package's identity, its folder's name in lower case, with
    /// every character an identifier cannot hold made `_` (a clone in `termhost-main` builds as `termhost_main`).
    static var packageName: String {
        String(PackageLayers.root.lastPathComponent.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    static func foundationReferences(_ symbols: [String: [String]], in target: String) -> [String] {
        var offenders: [String] = []
        for (object, undefined) in symbols.sorted(by: { $0.key < $1.key }) {
            for symbol in undefined where isFoundationSymbol(symbol) {
                offenders.append("\(target)/\(object): \(symbol)")
            }
        }
        return offenders
    }
}
