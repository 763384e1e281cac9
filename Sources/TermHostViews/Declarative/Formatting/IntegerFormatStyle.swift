import FoundationEssentials
import TermHostCore

/// Writes integers as `en_US` does (`1,234`) and reads them back: `Text(count, format: .number)`,
/// `TextField("Age", value: $age, format: .number)`. `Percent` writes `25` as `25%`; `Currency`
/// writes `5` as `$5.00`.
public struct IntegerFormatStyle<Value: BinaryInteger & Codable & Hashable & Sendable>: ParseableFormatStyle, Sendable, NumberFormatOptions {
    var grouping = NumberFormatStyleConfiguration.Grouping.automatic
    var precision: NumberFormatStyleConfiguration.Precision?

    /// The `en_US` style (the locale is accepted and not used: TermHost formats for `en_US` only).
    public init(locale: Locale = Locale(identifier: "en_US")) {}

    public func format(_ value: Value) -> String {
        guard let precision else { return NumberText.format(integer: value, grouping: grouping == .automatic) }
        return NumberText.format(Double(value), precision: precision, defaultFraction: 0...0, grouping: grouping)
    }

    public var parseStrategy: IntegerParseStrategy<Value> { IntegerParseStrategy(symbols: []) }

    /// The style with thousands grouped or not.
    public func grouping(_ grouping: NumberFormatStyleConfiguration.Grouping) -> Self {
        setting(\.grouping, to: grouping)
    }

    /// The style with digits after the point.
    public func precision(_ precision: NumberFormatStyleConfiguration.Precision) -> Self {
        setting(\.precision, to: precision)
    }

    /// Writes an integer as a percentage of itself: `25` is `25%`.
    public struct Percent: ParseableFormatStyle, Sendable, NumberFormatOptions {
        var grouping = NumberFormatStyleConfiguration.Grouping.automatic

        /// The `en_US` style.
        public init(locale: Locale = Locale(identifier: "en_US")) {}

        public func format(_ value: Value) -> String {
            NumberText.format(integer: value, grouping: grouping == .automatic) + "%"
        }

        public var parseStrategy: IntegerParseStrategy<Value> { IntegerParseStrategy(symbols: ["%"]) }

        /// The style with thousands grouped or not.
        public func grouping(_ grouping: NumberFormatStyleConfiguration.Grouping) -> Self {
            setting(\.grouping, to: grouping)
        }
    }

    /// Writes an integer amount of a currency: `5` in `USD` is `$5.00`.
    public struct Currency: ParseableFormatStyle, Sendable, NumberFormatOptions {
        /// The ISO 4217 code.
        public let currencyCode: String
        var grouping = NumberFormatStyleConfiguration.Grouping.automatic

        /// The style for `code` (`"USD"`, `"EUR"` ...).
        public init(code: String, locale: Locale = Locale(identifier: "en_US")) {
            currencyCode = code
        }

        public func format(_ value: Value) -> String {
            CurrencyText.format(Double(value), code: currencyCode, grouping: grouping, precision: nil)
        }

        public var parseStrategy: IntegerParseStrategy<Value> {
            IntegerParseStrategy(symbols: CurrencyText.symbols(for: currencyCode))
        }

        /// The style with thousands grouped or not.
        public func grouping(_ grouping: NumberFormatStyleConfiguration.Grouping) -> Self {
            setting(\.grouping, to: grouping)
        }
    }
}

/// Reads an integer back from what an integer format style wrote (leniently: grouping, a sign, the
/// style's symbols may be there or not).
public struct IntegerParseStrategy<Value: BinaryInteger & Codable & Hashable & Sendable>: ParseStrategy, Sendable {
    let symbols: [String]

    public func parse(_ value: String) throws -> Value {
        guard let number = NumberText.parse(value, ignoring: symbols), number.rounded() == number,
              let exact = Value(exactly: number) else { throw NumberParseError(text: value) }
        return exact
    }
}

/// How an amount of money is written: the currency's symbol before it, its digits after the point.
enum CurrencyText {
    static func format(_ value: Double, code: String, grouping: NumberFormatStyleConfiguration.Grouping,
                       precision: NumberFormatStyleConfiguration.Precision?) -> String {
        let digits = CurrencySymbols.fractionDigits(for: code)
        let number = NumberText.format(abs(value), precision: precision, defaultFraction: digits...digits, grouping: grouping)
        let negative = value < 0 && number.contains { $0 != "0" && $0 != "." && $0 != "," }
        return (negative ? "-" : "") + CurrencySymbols.prefix(for: code) + number
    }

    /// What reading an amount back may find around the number: the symbol, the code.
    static func symbols(for code: String) -> [String] {
        [CurrencySymbols.prefix(for: code).trimmingCharacters(" "), code.uppercased(), code.lowercased()]
    }
}

extension String {
    fileprivate func trimmingCharacters(_ character: Character) -> String {
        String(drop { $0 == character }.reversed().drop { $0 == character }.reversed())
    }
}
