/// The level of a ``Logger`` message, in the shape of `os.OSLogType`: from ``debug`` (the least
/// important) to ``fault``.
///
/// The in-app console filters by level (its keys `1` to `5` show only messages at or above a level);
/// output that did not come from a logger (`print`, writes to standard error) has the level ``default``.
public struct OSLogType: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The level's rank: 0 for ``debug`` up to 4 for ``fault``.
    public let rawValue: UInt8

    /// A level of the given rank (clamped to the five levels).
    public init(rawValue: UInt8) {
        self.rawValue = min(rawValue, 4)
    }

    /// Information useful only while debugging.
    public static let debug = OSLogType(rawValue: 0)
    /// Helpful information that is not essential.
    public static let info = OSLogType(rawValue: 1)
    /// The default level: what might cause a failure (os.Logger's `notice` and `log`).
    public static let `default` = OSLogType(rawValue: 2)
    /// An error in the process.
    public static let error = OSLogType(rawValue: 3)
    /// A bug in the program or a system-level fault.
    public static let fault = OSLogType(rawValue: 4)

    /// Every level, from ``debug`` to ``fault``.
    public static let allLevels: [OSLogType] = [.debug, .info, .default, .error, .fault]

    /// The word a logged line starts with: `debug`, `info`, `notice`, `error` or `fault`.
    public var description: String {
        switch rawValue {
        case 0: "debug"
        case 1: "info"
        case 2: "notice"
        case 3: "error"
        default: "fault"
        }
    }

    /// The level a line names with its first word (see ``description``), or `nil`.
    init?(word: Substring) {
        guard let level = Self.allLevels.first(where: { $0.description == word }) else { return nil }
        self = level
    }

    public static func < (lhs: OSLogType, rhs: OSLogType) -> Bool { lhs.rawValue < rhs.rawValue }
}
