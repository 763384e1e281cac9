import TermHostCore

/// The options shared by the number format styles: `.precision(.fractionLength(2))`, `.grouping(.never)`.
public enum NumberFormatStyleConfiguration {
    /// How many digits a number shows.
    public struct Precision: Codable, Hashable, Sendable {
        let minimumFraction: Int?
        let maximumFraction: Int?

        /// Exactly `length` digits after the point.
        public static func fractionLength(_ length: Int) -> Precision {
            Precision(minimumFraction: length, maximumFraction: length)
        }

        /// Between the range's bounds of digits after the point.
        public static func fractionLength(_ limits: ClosedRange<Int>) -> Precision {
            Precision(minimumFraction: limits.lowerBound, maximumFraction: limits.upperBound)
        }

        /// Between the range's bounds of digits after the point.
        public static func fractionLength(_ limits: PartialRangeThrough<Int>) -> Precision {
            Precision(minimumFraction: 0, maximumFraction: limits.upperBound)
        }

        /// At least the range's bound of digits after the point.
        public static func fractionLength(_ limits: PartialRangeFrom<Int>) -> Precision {
            Precision(minimumFraction: limits.lowerBound, maximumFraction: max(limits.lowerBound, 6))
        }
    }

    /// Whether thousands are grouped (`1,234`).
    public enum Grouping: Codable, Hashable, Sendable {
        /// Grouped (the `en_US` default).
        case automatic
        /// Never grouped (`1234`).
        case never
    }
}

/// A number format style whose options are set on a changed copy (`.grouping(.never)`,
/// `.precision(.fractionLength(2))`).
protocol NumberFormatOptions {}

extension NumberFormatOptions {
    /// A copy of the style with the option at `option` set to `value`.
    func setting<Option>(_ option: WritableKeyPath<Self, Option>, to value: Option) -> Self {
        var copy = self
        copy[keyPath: option] = value
        return copy
    }
}

/// The options of currency format styles (the same as numbers').
public typealias CurrencyFormatStyleConfiguration = NumberFormatStyleConfiguration
