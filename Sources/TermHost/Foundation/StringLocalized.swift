import Foundation

extension String {
    /// A string to localize, with its interpolated values (`String(localized: "\(count) items")`).
    /// Foundation on Linux has no `String.LocalizationValue`; this is TermHost's, as Apple's is used.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation {
        /// The lookup key: the literal parts, each interpolation as `%@` (Apple's keys use the value's
        /// format specifier; a table written for `%@` works for any value).
        @usableFromInline let key: String
        /// The string with its values filled in, shown when no table has the key.
        @usableFromInline let text: String
        @usableFromInline let arguments: [String]

        /// A value from a string: its own key.
        public init(_ value: String) {
            key = value
            text = value
            arguments = []
        }

        /// A value from a literal.
        public init(stringLiteral value: String) {
            self.init(value)
        }

        /// A value with interpolations.
        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            text = stringInterpolation.text
            arguments = stringInterpolation.arguments
        }

        /// The parts of an interpolated value.
        public struct StringInterpolation: StringInterpolationProtocol {
            var key = ""
            var text = ""
            var arguments: [String] = []

            /// Room for the literal parts.
            public init(literalCapacity: Int, interpolationCount: Int) {}

            /// A literal part.
            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacing("%", with: "%%")
                text += literal
            }

            /// An interpolated value, shown as `String(describing:)` does.
            public mutating func appendInterpolation<T>(_ value: T) {
                let description = String(describing: value)
                key += "%@"
                text += description
                arguments.append(description)
            }
        }
    }

    /// The localized string for `keyAndValue` from `table` of `bundle` (the main bundle by default), as
    /// Apple's `String(localized:)`: a terminal app without a `.lproj` table for the key gets the string
    /// as written, its values filled in. The locale and comment are accepted.
    @_alwaysEmitIntoClient
    public init(localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) {
        let found = (bundle ?? .main).localizedString(forKey: keyAndValue.key, value: nil, table: table)
        guard found != keyAndValue.key else {
            self = keyAndValue.text
            return
        }
        self = keyAndValue.arguments.isEmpty ? found : String(format: found, arguments: keyAndValue.arguments)
    }
}
