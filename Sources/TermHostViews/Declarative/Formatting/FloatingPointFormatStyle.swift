import FoundationEssentials
import TermHostCore

/// Writes floating-point numbers as `en_US` does (`1,234.5`, up to six digits after the point) and
/// reads them back: `Text(price, format: .number)`. `Percent` writes `0.25` as `25%`; `Currency`
/// writes `5` in `USD` as `$5.00`.
public struct FloatingPointFormatStyle<Value: BinaryFloatingPoint & Codable & Hashable & Sendable>: ParseableFormatStyle, Sendable, NumberFormatOptions {
    var grouping = NumberFormatStyleConfiguration.Grouping.automatic
    var precision: NumberFormatStyleConfiguration.Precision?

    /// The `en_US` style (the locale is accepted and not used: TermHost formats for `en_US` only).
    public init(locale: Locale = Locale(identifier: "en_US")) {}

    public func format(_ value: Value) -> String {
        NumberText.format(Double(value), precision: precision, defaultFraction: 0...6, grouping: grouping)
    }

    public var parseStrategy: FloatingPointParseStrategy<Value> { FloatingPointParseStrategy(symbols: [], scale: 1) }

    /// The style with thousands grouped or not.
    public func grouping(_ grouping: NumberFormatStyleConfiguration.Grouping) -> Self {
        setting(\.grouping, to: grouping)
    }

    /// The style with digits after the point: `.precision(.fractionLength(2))`.
    public func precision(_ precision: NumberFormatStyleConfiguration.Precision) -> Self {
        setting(\.precision, to: precision)
    }

    /// Writes a fraction as a percentage: `0.256` is `25.6%`.
    public struct Percent: ParseableFormatStyle, Sendable, NumberFormatOptions {
        var grouping = NumberFormatStyleConfiguration.Grouping.automatic
        var precision: NumberFormatStyleConfiguration.Precision?

        /// The `en_US` style.
        public init(locale: Locale = Locale(identifier: "en_US")) {}

        public func format(_ value: Value) -> String {
            NumberText.format(Double(value) * 100, precision: precision, defaultFraction: 0...6, grouping: grouping) + "%"
        }

        public var parseStrategy: FloatingPointParseStrategy<Value> { FloatingPointParseStrategy(symbols: ["%"], scale: 100) }

        /// The style with digits after the point.
        public func precision(_ precision: NumberFormatStyleConfiguration.Precision) -> Self {
            setting(\.precision, to: precision)
        }
    }

    /// Writes an amount of a currency: `1234.5` in `USD` is `$1,234.50`.
    public struct Currency: ParseableFormatStyle, Sendable, NumberFormatOptions {
        /// The ISO 4217 code.
        public let currencyCode: String
        var grouping = NumberFormatStyleConfiguration.Grouping.automatic
        var precision: NumberFormatStyleConfiguration.Precision?

        /// The style for `code` (`"USD"`, `"EUR"` ...).
        public init(code: String, locale: Locale = Locale(identifier: "en_US")) {
            currencyCode = code
        }

        public func format(_ value: Value) -> String {
            CurrencyText.format(Double(value), code: currencyCode, grouping: grouping, precision: precision)
        }

        public var parseStrategy: FloatingPointParseStrategy<Value> {
            FloatingPointParseStrategy(symbols: CurrencyText.symbols(for: currencyCode), scale: 1)
        }

        /// The style with digits after the point.
        public func precision(_ precision: NumberFormatStyleConfiguration.Precision) -> Self {
            setting(\.precision, to: precision)
        }

        /// The style with thousands grouped or not.
        public func grouping(_ grouping: NumberFormatStyleConfiguration.Grouping) -> Self {
            setting(\.grouping, to: grouping)
        }
    }
}

/// Reads a floating-point number back from what a format style wrote (leniently).
public struct FloatingPointParseStrategy<Value: BinaryFloatingPoint & Codable & Hashable & Sendable>: ParseStrategy, Sendable {
    let symbols: [String]
    /// What the number read is divided by (100 for a percentage).
    let scale: Double

    public func parse(_ value: String) throws -> Value {
        guard let number = NumberText.parse(value, ignoring: symbols) else { throw NumberParseError(text: value) }
        return Value(number / scale)
    }
}
