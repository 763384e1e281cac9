import Foundation

/// Runs a tool of the toolchain or the system (found on `PATH`) and collects what it prints.
enum ToolRun {
    /// The result of one run: whether it exited with 0, and its standard output and error together.
    struct Outcome {
        var succeeded: Bool
        var output: String
    }

    /// Runs `arguments` (the tool's name first), waiting for it to exit.
    static func run(_ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(succeeded: process.terminationStatus == 0, output: String(decoding: data, as: UTF8.self))
    }

    /// A new empty folder for one test's files; the caller removes it.
    static func scratchFolder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("termhost-\(name)-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
