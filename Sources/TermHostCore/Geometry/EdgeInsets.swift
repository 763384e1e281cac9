/// Distances inward from each edge of a rectangle, in whole cells (the `UIEdgeInsets` of TermHost).
///
/// Negative insets reach outward: `rect.inset(by: -insets)` grows `rect`.
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// Rows inward from the top edge.
    public var top: Int
    /// Columns inward from the leading (left) edge.
    public var leading: Int
    /// Rows inward from the bottom edge.
    public var bottom: Int
    /// Columns inward from the trailing (right) edge.
    public var trailing: Int

    /// Creates insets for each edge.
    @inlinable
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    @inlinable
    public init(all value: Int) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// `horizontal` on the leading and trailing edges, `vertical` on the top and bottom edges.
    @inlinable
    public init(horizontal: Int, vertical: Int) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// No inset on any edge.
    @inlinable
    public static var zero: Self { EdgeInsets() }

    /// Total horizontal inset (leading + trailing).
    @inlinable
    public var horizontal: Int { leading + trailing }
    /// Total vertical inset (top + bottom).
    @inlinable
    public var vertical: Int { top + bottom }

    /// Edge-by-edge sum (for example a border inside a padding).
    @inlinable
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
                   bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }

    /// Edge-by-edge difference.
    @inlinable
    public static func - (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        lhs + -rhs
    }

    /// The insets with every edge negated (outsets).
    public static prefix func - (insets: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: -insets.top, leading: -insets.leading, bottom: -insets.bottom, trailing: -insets.trailing)
    }

    /// Adds `rhs` to `lhs` edge by edge.
    @inlinable
    public static func += (lhs: inout EdgeInsets, rhs: EdgeInsets) { lhs = lhs + rhs }

    /// Subtracts `rhs` from `lhs` edge by edge.
    @inlinable
    public static func -= (lhs: inout EdgeInsets, rhs: EdgeInsets) { lhs = lhs - rhs }

    /// A readable form, `(top: 1, leading: 2, bottom: 3, trailing: 4)`.
    @inlinable
    public var description: String { "(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))" }
}
