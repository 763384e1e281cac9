import FoundationEssentials
import TermHostCore

// The shorthands SwiftUI code writes: `.number`, `.percent`, `.currency(code:)`, for `Int` and `Double`
// (and `Float`), plus `value.formatted(...)` and `"\(value, format: ...)"`.
//
// Each is a disfavored overload: in a target that also imports Foundation, Foundation's own (locale
// aware) styles of the same names are chosen, with no ambiguity, and still work with every TermHost API
// that takes a `FormatStyle`.

extension FormatStyle where Self == IntegerFormatStyle<Int> {
    /// Integers as numbers: `1,234`.
    @_disfavoredOverload
    public static var number: IntegerFormatStyle<Int> { IntegerFormatStyle() }
}

extension FormatStyle where Self == IntegerFormatStyle<Int>.Percent {
    /// Integers as percentages: `25%`.
    @_disfavoredOverload
    public static var percent: IntegerFormatStyle<Int>.Percent { IntegerFormatStyle<Int>.Percent() }
}

extension FormatStyle where Self == IntegerFormatStyle<Int>.Currency {
    /// Integers as amounts of a currency: `$5.00`.
    @_disfavoredOverload
    public static func currency(code: String) -> IntegerFormatStyle<Int>.Currency {
        IntegerFormatStyle<Int>.Currency(code: code)
    }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double> {
    /// Doubles as numbers: `1,234.5`.
    @_disfavoredOverload
    public static var number: FloatingPointFormatStyle<Double> { FloatingPointFormatStyle() }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Percent {
    /// Doubles as percentages: `0.25` is `25%`.
    @_disfavoredOverload
    public static var percent: FloatingPointFormatStyle<Double>.Percent { FloatingPointFormatStyle<Double>.Percent() }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Double>.Currency {
    /// Doubles as amounts of a currency: `$1,234.50`.
    @_disfavoredOverload
    public static func currency(code: String) -> FloatingPointFormatStyle<Double>.Currency {
        FloatingPointFormatStyle<Double>.Currency(code: code)
    }
}

extension FormatStyle where Self == FloatingPointFormatStyle<Float> {
    /// Floats as numbers.
    @_disfavoredOverload
    public static var number: FloatingPointFormatStyle<Float> { FloatingPointFormatStyle() }
}

extension BinaryInteger where Self: Codable & Hashable & Sendable {
    /// The number written as `en_US` does (`1,234`).
    @_disfavoredOverload
    public func formatted() -> String { IntegerFormatStyle<Self>().format(self) }
}

extension BinaryInteger {
    /// The number written by `format`.
    @_disfavoredOverload
    public func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Self {
        format.format(self)
    }
}

extension BinaryFloatingPoint where Self: Codable & Hashable & Sendable {
    /// The number written as `en_US` does (`1,234.5`).
    @_disfavoredOverload
    public func formatted() -> String { FloatingPointFormatStyle<Self>().format(self) }
}

extension BinaryFloatingPoint {
    /// The number written by `format`.
    @_disfavoredOverload
    public func formatted<S: FormatStyle>(_ format: S) -> S.FormatOutput where S.FormatInput == Self {
        format.format(self)
    }
}

extension DefaultStringInterpolation {
    /// Writes `value` with a format style: `"Total: \(total, format: .currency(code: "USD"))"`.
    @_disfavoredOverload
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
        appendLiteral(format.format(value))
    }
}
