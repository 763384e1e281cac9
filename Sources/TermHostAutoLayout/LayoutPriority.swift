import TermHostCore

/// The priority of a layout constraint (`UILayoutPriority`): 1000 is required, anything lower is optional.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    /// The numeric priority, usually in `1 ... 1000`.
    public var rawValue: Float

    /// Creates a priority.
    public init(rawValue: Float) {
        self.rawValue = rawValue
    }

    /// Creates a priority.
    public init(_ rawValue: Float) {
        self.rawValue = rawValue
    }

    public init(floatLiteral value: Float) {
        self.rawValue = value
    }

    public init(integerLiteral value: Int) {
        self.rawValue = Float(value)
    }

    /// A constraint that must hold (1000).
    public static let required = LayoutPriority(1000)
    /// A strong preference (750); the default compression resistance.
    public static let defaultHigh = LayoutPriority(750)
    /// A weak preference (250); the default content hugging.
    public static let defaultLow = LayoutPriority(250)
    /// The priority at which an item hugs its content when measured for its fitting size (50).
    public static let fittingSizeLevel = LayoutPriority(50)

    /// True for ``required``.
    public var isRequired: Bool { rawValue >= LayoutPriority.required.rawValue }

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by `offset`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }

    /// A priority lowered by `offset`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    public var description: String {
        rawValue.magnitude < 1.0e9 && rawValue == Float(Int(rawValue)) ? String(Int(rawValue)) : String(rawValue)
    }
}
