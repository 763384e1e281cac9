/// One line of what the in-app console shows: a line the process wrote to standard output or standard
/// error while an application ran (a `print`, a ``Logger`` message, a C library's write), or one of
/// the application's own diagnostics.
public struct ConsoleLine: Sendable, Equatable {
    /// Where a line came from.
    public enum Source: Sendable, Equatable {
        /// Standard output or standard error (they share one stream, so their order is kept).
        case output
        /// A diagnostic of the application (``Application/report(_:)``).
        case diagnostic
    }

    /// The text as written, without its line break; escape sequences included (the console shows
    /// them sanitized).
    public let text: String
    /// The level: the one a ``Logger`` line names, ``OSLogType/default`` for other output.
    public let level: OSLogType
    /// Where the line came from.
    public let source: Source

    /// A line of `text` at `level` from `source`.
    public init(_ text: String, level: OSLogType = .default, source: Source = .output) {
        self.text = text
        self.level = level
        self.source = source
    }

    /// A line of output, with the level its first word names (a ``Logger`` line) or the default.
    init(output text: String) {
        let head = text.prefix { $0 != ":" && $0 != " " }
        self.init(text, level: OSLogType(word: head) ?? .default, source: .output)
    }
}
