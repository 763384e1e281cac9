import Foundation

/// The library's layers as the package declares them: each target, the targets it may use, and the
/// system modules its files may import. ARCHITECTURE.md has the same table; change both together.
enum PackageLayers {
    /// Each library target and the library targets it depends on.
    static let dependencies: [String: Set<String>] = [
        "TermHostCore": [],
        "TermHostAutoLayout": ["TermHostCore"],
        "TermHostWidgets": ["TermHostCore", "TermHostAutoLayout"],
        "TermHostViews": ["TermHostCore"],
        "TermHostHosting": ["TermHostCore", "TermHostAutoLayout", "TermHostWidgets", "TermHostViews"],
        "TermHost": ["TermHostCore", "TermHostAutoLayout", "TermHostWidgets", "TermHostViews", "TermHostHosting",
                     "TermHostMacros"],
        // The compiler plug-in of `#Preview`, a program the compiler runs (no library uses it as a module).
        "TermHostMacros": [],
    ]

    /// Modules of the toolchain every layer may import: the library's own code stays on
    /// FoundationEssentials (full Foundation is the `TermHost` module's, for its users).
    static let toolchain: Set<String> = ["Dispatch", "FoundationEssentials", "Observation", "Synchronization", "Glibc", "Darwin", "Musl"]

    /// What a file of `target` may import.
    static func allowedImports(of target: String) -> Set<String> {
        var allowed = toolchain.union(dependencies[target] ?? [])
        if target == "TermHostCore" { allowed.insert("CNcurses") }
        if target == "TermHost" { allowed.insert("Foundation") }
        return allowed
    }

    /// The package's root folder, found from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of a target's sources.
    static func folder(of target: String) -> URL {
        root.appendingPathComponent("Sources").appendingPathComponent(target)
    }

    /// The Swift files of a target, as paths relative to the package root. A DocC catalog's files are not the
    /// target's (SwiftPM compiles none of them): the tutorial's code files in `TermHost.docc/Resources` are left out.
    static func sourceFiles(of target: String) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: folder(of: target), includingPropertiesForKeys: nil) else { return [] }
        return walk.compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" && !$0.pathComponents.contains { $0.hasSuffix(".docc") } }
            .sorted { $0.path < $1.path }
    }

    /// The modules a Swift file imports (`import M`, `@_exported import M`, `@_spi(S) import M`,
    /// `import struct M.T`), in order.
    static func imports(in text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            var words = line.split(separator: " ").map(String.init)
            while let first = words.first, first.hasPrefix("@") { words.removeFirst() }
            guard words.first == "import", words.count >= 2 else { return nil }
            let kinds: Set<String> = ["struct", "class", "enum", "protocol", "func", "var", "let", "typealias"]
            let path = kinds.contains(words[1]) && words.count >= 3 ? words[2] : words[1]
            return String(path.split(separator: ".").first ?? "")
        }
    }

    /// The library targets `Package.swift` declares, with the target dependencies it lists for each.
    static func declaredDependencies() throws -> [String: Set<String>] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        var found: [String: Set<String>] = [:]
        let pattern = /\.(?:target|macro)\(\s*name:\s*"(\w+)",\s*dependencies:\s*\[([^\]]*)\]/
        for match in manifest.matches(of: pattern) {
            let names = match.output.2.matches(of: /"(\w+)"/).map { String($0.output.1) }
            found[String(match.output.1)] = Set(names).subtracting(["CNcurses"])
        }
        return found.filter { dependencies.keys.contains($0.key) }
    }
}
