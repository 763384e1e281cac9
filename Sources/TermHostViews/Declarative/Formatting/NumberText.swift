import TermHostCore

/// Writes and reads numbers the way Foundation's number format styles do for `en_US` (the only
/// locale TermHost formats in: full Foundation's locale data is not linked): `1,234.5`, `-$12.50`,
/// `25%`. Rounding is half to even, as ICU's.
enum NumberText {
    /// The most digits written after the point (a `Double` holds no more that are exact).
    static let maximumFractionDigits = 15
    /// 2⁵³: below it a `Double` holds every whole number exactly, so a scaled value is rounded as an
    /// integer; at or above it the number is written whole.
    static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// `value` with `fraction` digits after the point at most (trailing zeros dropped down to
    /// `minimumFraction`), grouped by thousands when `grouping`.
    static func format(_ value: Double, minimumFraction: Int, maximumFraction: Int, grouping: Bool) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
        let maximum = min(max(0, maximumFraction), maximumFractionDigits)
        var scale = 1.0
        for _ in 0..<maximum { scale *= 10 }
        let scaled = (abs(value) * scale).rounded(.toNearestOrEven)
        guard scaled < exactIntegerLimit else {
            return (value < 0 ? "-" : "") + group(String(Int64(abs(value).rounded())), grouping)
        }
        let whole = UInt64(scaled)
        let divisor = UInt64(scale)
        var fraction = String(whole % divisor)
        if maximum > 0 { fraction = String(repeating: "0", count: maximum - fraction.count) + fraction } else { fraction = "" }
        while fraction.count > max(0, minimumFraction), fraction.last == "0" { fraction.removeLast() }
        let integer = group(String(whole / divisor), grouping)
        let negative = value < 0 && whole > 0
        return (negative ? "-" : "") + integer + (fraction.isEmpty ? "" : "." + fraction)
    }

    /// `value` with the digits after the point that `precision` asks for (`defaultFraction`'s bounds
    /// where it asks for none), grouped as `grouping` says: what every number format style writes.
    static func format(_ value: Double, precision: NumberFormatStyleConfiguration.Precision?, defaultFraction: ClosedRange<Int>,
                       grouping: NumberFormatStyleConfiguration.Grouping) -> String {
        format(value, minimumFraction: precision?.minimumFraction ?? defaultFraction.lowerBound,
               maximumFraction: precision?.maximumFraction ?? defaultFraction.upperBound, grouping: grouping == .automatic)
    }

    /// An integer, grouped by thousands when `grouping`.
    static func format<Value: BinaryInteger>(integer value: Value, grouping: Bool) -> String {
        let digits = String(value.magnitude)
        return (value < 0 ? "-" : "") + group(digits, grouping)
    }

    private static func group(_ digits: String, _ grouping: Bool) -> String {
        guard grouping, digits.count > 3 else { return digits }
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// The number in `text`, leniently: grouping commas, spaces, a leading `+` or `-` (or
    /// parentheses for a negative amount) and the given `symbols` (a currency's, `%`) are ignored.
    static func parse(_ text: String, ignoring symbols: [String] = []) -> Double? {
        var cleaned = text.trimmingWhitespace()
        for symbol in symbols where !symbol.isEmpty { cleaned = cleaned.replacing(symbol, with: "") }
        cleaned = cleaned.filter { $0 != "," && !$0.isWhitespace }
        var negative = false
        if cleaned.hasPrefix("(") && cleaned.hasSuffix(")") {
            negative = true
            cleaned = String(cleaned.dropFirst().dropLast())
        }
        if cleaned.hasPrefix("-") {
            negative.toggle()
            cleaned.removeFirst()
        } else if cleaned.hasPrefix("+") {
            cleaned.removeFirst()
        }
        guard !cleaned.isEmpty, cleaned.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              cleaned.filter({ $0 == "." }).count <= 1, cleaned != ".", let value = Double(cleaned) else { return nil }
        return negative ? -value : value
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}

/// Where a number goes wrong when a format style reads it back.
public struct NumberParseError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The text that could not be read.
    public let text: String
    public var description: String { "Cannot read a number from \"\(text)\"" }
}

/// The currency symbols `en_US` writes for common ISO 4217 codes; others are written as the code
/// and a space (`CHF 12.50`), as Foundation does there.
enum CurrencySymbols {
    private static let symbols: [String: String] = [
        "USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "CNY": "CN¥", "INR": "₹", "KRW": "₩", "CAD": "CA$",
        "AUD": "A$", "NZD": "NZ$", "MXN": "MX$", "BRL": "R$", "HKD": "HK$", "TWD": "NT$", "ILS": "₪",
        "VND": "₫", "PHP": "₱", "XAF": "FCFA", "XCD": "EC$", "XOF": "F\u{202F}CFA",
    ]
    private static let wholeUnits: Set<String> = ["JPY", "KRW", "VND", "CLP", "ISK", "HUF", "XAF", "XOF", "TWD"]

    /// The prefix written before an amount.
    static func prefix(for code: String) -> String {
        symbols[code.uppercased()] ?? code.uppercased() + " "
    }

    /// The digits after the point a currency shows.
    static func fractionDigits(for code: String) -> Int {
        wholeUnits.contains(code.uppercased()) ? 0 : 2
    }
}
