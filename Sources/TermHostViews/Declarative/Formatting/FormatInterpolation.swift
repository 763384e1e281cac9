import FoundationEssentials

extension DefaultStringInterpolation {
    /// Writes `value` with a format style: `"Total: \(total, format: .currency(code: "USD"))"`, as
    /// Foundation does on Apple platforms (Foundation on Linux has no such interpolation).
    @_disfavoredOverload
    public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F) where F.FormatOutput == String {
        appendLiteral(format.format(value))
    }
}
