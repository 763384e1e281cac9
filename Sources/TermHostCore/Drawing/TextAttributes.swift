/// Character attributes a terminal can show.
public struct TextAttributes: OptionSet, Hashable, Sendable {
    /// The attribute bits.
    public let rawValue: UInt8
    /// Creates attributes from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Heavier text.
    public static let bold = TextAttributes(rawValue: 1 << 0)
    /// Fainter text.
    public static let dim = TextAttributes(rawValue: 1 << 1)
    /// Slanted text (not every terminal shows it).
    public static let italic = TextAttributes(rawValue: 1 << 2)
    /// Underlined text.
    public static let underline = TextAttributes(rawValue: 1 << 3)
    /// Foreground and background swapped.
    public static let reverse = TextAttributes(rawValue: 1 << 4)
    /// Struck-through text (not every terminal shows it).
    public static let strikethrough = TextAttributes(rawValue: 1 << 5)
}
