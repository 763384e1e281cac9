/// A position on the terminal grid, in whole cells (the `CGPoint` of TermHost).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Column, counted from the left edge.
    public var x: Int
    /// Row, counted from the top edge.
    public var y: Int

    /// Creates a point at column `x`, row `y`.
    @inlinable
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    @inlinable
    public static var zero: Self { Point(x: 0, y: 0) }

    /// The point moved by `dx` columns and `dy` rows.
    @inlinable
    public func offsetBy(dx: Int, dy: Int) -> Point { Point(x: x + dx, y: y + dy) }

    /// Component-wise sum.
    @inlinable
    public static func + (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    /// Component-wise difference.
    @inlinable
    public static func - (lhs: Point, rhs: Point) -> Point { Point(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }

    /// A readable form, `(x, y)`.
    @inlinable
    public var description: String { "(\(x), \(y))" }
}
