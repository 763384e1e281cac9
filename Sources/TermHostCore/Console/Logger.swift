/// Writes messages at a level, in the shape of Apple's `os.Logger`.
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.notes", category: "sync")
/// logger.info("Loaded \(notes.count) notes")
/// logger.error("Sync failed: \(error, privacy: .public)")
/// ```
///
/// Each message is one line on standard error, `level subsystem/category: message` (for example
/// `error com.example.notes/sync: Sync failed: timed out`), with control characters shown as U+FFFD.
/// While an ``Application`` runs on a terminal, standard error is captured: the line never touches the
/// screen, the in-app console shows it with its level (and filters by level), it is written to the
/// terminal after the application stops, and to the file named by `TERMHOST_LOG_FILE` (see
/// ``Application/capturesOutput``). Before and after a run, or with standard error redirected, the line goes wherever
/// standard error goes. A logger is a value: make one per subsystem and category and share it freely.
public struct Logger: Sendable {
    /// The subsystem, usually the app's reverse-DNS identifier (empty for `Logger()`).
    public let subsystem: String
    /// The category within the subsystem (empty for `Logger()`).
    public let category: String

    /// A logger for `category` of `subsystem`.
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    /// A logger without a subsystem or category.
    public init() {
        self.init(subsystem: "", category: "")
    }

    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        StandardError.write(line(level: level, message.text))
    }

    /// Logs `message` at the default level (shown as `notice`).
    public func log(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs `message` at the ``OSLogType/debug`` level.
    public func debug(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs `message` at the ``OSLogType/debug`` level (os.Logger's `trace`).
    public func trace(_ message: OSLogMessage) { log(level: .debug, message) }
    /// Logs `message` at the ``OSLogType/info`` level.
    public func info(_ message: OSLogMessage) { log(level: .info, message) }
    /// Logs `message` at the default level (shown as `notice`).
    public func notice(_ message: OSLogMessage) { log(level: .default, message) }
    /// Logs `message` at the ``OSLogType/error`` level (os.Logger's `warning`).
    public func warning(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs `message` at the ``OSLogType/error`` level.
    public func error(_ message: OSLogMessage) { log(level: .error, message) }
    /// Logs `message` at the ``OSLogType/fault`` level (os.Logger's `critical`).
    public func critical(_ message: OSLogMessage) { log(level: .fault, message) }
    /// Logs `message` at the ``OSLogType/fault`` level.
    public func fault(_ message: OSLogMessage) { log(level: .fault, message) }

    /// The line written for `text` at `level`.
    func line(level: OSLogType, _ text: String) -> String {
        if subsystem.isEmpty && category.isEmpty { return "\(level): \(text)" }
        return "\(level) \(subsystem)/\(category): \(text)"
    }
}
