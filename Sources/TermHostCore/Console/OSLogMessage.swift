/// The text of a ``Logger`` message, built from a string literal with interpolations, in the shape of
/// `os.OSLogMessage`: `"Loaded \(count) items from \(url, privacy: .public)"`.
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message as text.
    public let text: String

    /// A message of literal text.
    public init(stringLiteral value: String) {
        text = value
    }

    /// A message built from literal segments and interpolated values.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
    }

    /// The pieces of a message being built.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""

        /// Room for the literal text and values to come.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount * 8)
        }

        /// Literal text.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// A value, described as `String(describing:)` does (see ``OSLogPrivacy`` for `privacy`).
        public mutating func appendInterpolation<Value>(_ value: @autoclosure () -> Value, privacy: OSLogPrivacy = .auto) {
            text += String(describing: value())
        }

        /// A value in a column of `width` characters, padded on the left (`align: .right(columns: 6)`)
        /// or on the right.
        public mutating func appendInterpolation<Value>(
            _ value: @autoclosure () -> Value, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto
        ) {
            text += align.aligned(String(describing: value()))
        }
    }
}

/// How an interpolated value is aligned in a ``Logger`` message, in the shape of `os.OSLogStringAlignment`.
public struct OSLogStringAlignment: Sendable {
    private let columns: Int
    private let leftPadded: Bool

    /// Padded on the left to `columns` characters.
    public static func right(columns: Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, leftPadded: true)
    }

    /// Padded on the right to `columns` characters.
    public static func left(columns: Int) -> OSLogStringAlignment {
        OSLogStringAlignment(columns: columns, leftPadded: false)
    }

    /// No padding.
    public static let none = OSLogStringAlignment(columns: 0, leftPadded: false)

    func aligned(_ text: String) -> String {
        let padding = String(repeating: " ", count: max(0, columns - text.count))
        return leftPadded ? padding + text : text + padding
    }
}
