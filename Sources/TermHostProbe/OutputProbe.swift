import TermHost
#if canImport(Glibc)
import Glibc
#endif

/// A screen whose keys write to standard output and standard error in every way a program does, for the
/// output-capture tests: each line carries a sequence number, so their order can be checked.
///
/// `p` prints, `e` writes to `FileHandle.standardError`, `l` logs an error with a `Logger`, `w` writes
/// with the C library's `write(2)` to descriptor 2, `x` prints text holding escape sequences, `f` floods
/// standard output with 200,000 lines from another thread (the screen says when it is done), `t` traps.
@MainActor
enum OutputProbe {
    static func makeWindow(_ app: Application) -> Window {
        let window = Window()
        window.addSubview(placedLabel("Output probe ready", y: 1))
        window.addSubview(placedLabel("p e l w x f t q", y: 2))
        let status = placedLabel("", y: 3)
        window.addSubview(status)
        let logger = Logger(subsystem: "probe", category: "keys")
        var sequence = 0
        let previous = app.unhandledKeyHandler
        app.unhandledKeyHandler = { key in
            if previous?(key) == true { return true }
            guard let character = key.printableCharacter else { return false }
            sequence += 1
            switch character {
            case "p": print("line \(sequence) from print")
            case "e": FileHandle.standardError.write(Data("line \(sequence) from FileHandle.standardError\n".utf8))
            case "l": logger.error("line \(sequence) from Logger, privately \(sequence, privacy: .private)")
            case "w":
                let bytes = Array("line \(sequence) from write(2)\n".utf8)
                _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
            case "x": print("line \(sequence) \u{1b}[31mred\u{1b}[0m \u{1b}]0;pwned\u{7} end")
            case "f": flood(status)
            case "t": trap(sequence)
            default: return false
            }
            return true
        }
        return window
    }

    /// 200,000 numbered lines as fast as another thread can print them; then the screen says so.
    private static func flood(_ status: LabelWidget) {
        DispatchQueue.global().async {
            for number in 1...200_000 { print("flood \(number)") }
            DispatchQueue.main.async {
                MainActor.assumeIsolated { status.text = "flood finished" }
            }
        }
    }

    /// Writes a line, then reads past the end of an array (a Swift runtime trap).
    private static func trap(_ sequence: Int) {
        print("line \(sequence) before the trap")
        let values = [1, 2, 3]
        print("never \(values[values.count + sequence % 1])")
    }
}
