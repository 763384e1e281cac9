/// The key of a localized string (`Text(key)` where `key: LocalizedStringKey`), as in SwiftUI.
///
/// A terminal app is not built with localization tables in an app bundle, so a key shows as itself:
/// `LocalizedStringKey("welcome_title")` shows `welcome_title`, and an interpolated key shows its
/// values (`"\(count) items"` shows `3 items`). Code that uses readable English keys reads as written.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text the key shows (the key, its interpolations filled in).
    package let key: String

    /// A key from a string.
    public init(_ value: String) {
        key = value
    }

    /// A key from a literal.
    public init(stringLiteral value: String) {
        key = value
    }

    /// A key with interpolated values.
    public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.text
    }

    /// The parts of an interpolated key; values show as `String(describing:)` does.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""

        /// Room for the literal parts.
        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity)
        }

        /// A literal part.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// An interpolated value.
        public mutating func appendInterpolation<T>(_ value: T) {
            text += String(describing: value)
        }

        /// An interpolated string.
        public mutating func appendInterpolation(_ string: String) {
            text += string
        }
    }
}

extension Text {
    /// Text showing the string of a localization key: the key itself, interpolations filled in (see
    /// ``LocalizedStringKey``); the table is accepted.
    public init(_ key: LocalizedStringKey, tableName: String? = nil) {
        self.init(key.key)
    }
}
