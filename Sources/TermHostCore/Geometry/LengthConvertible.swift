/// A number a length can be written as: `Int`, `Double` and, with `import TermHost`, Foundation's `CGFloat`.
///
/// A delegate method that answers a length (`tableView(_:heightForRowAt:)`) returns the type the app chose, as
/// UIKit's return `CGFloat`: TermHost reads the answer through ``lengthValue`` and rounds it to cells by
/// ``LengthUnit``'s rule.
public protocol LengthConvertible {
    /// The length as a `Double`.
    var lengthValue: Double { get }
    /// The number nearest to `lengthValue` (for a default answer).
    init(lengthValue: Double)
}

extension Int: LengthConvertible {
    /// The integer as a `Double`.
    @inlinable
    public var lengthValue: Double { Double(self) }
    /// `lengthValue` rounded to the nearest integer, halves away from zero.
    public init(lengthValue: Double) { self = CellRounding.cell(lengthValue) }
}

extension Double: LengthConvertible {
    /// The value itself.
    @inlinable
    public var lengthValue: Double { self }
    /// `lengthValue` itself.
    @inlinable
    public init(lengthValue: Double) { self = lengthValue }
}
