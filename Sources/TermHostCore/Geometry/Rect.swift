/// A rectangle on the terminal grid, in whole cells (the `CGRect` of TermHost).
///
/// A rectangle covers the columns `minX ..< maxX` and the rows `minY ..< maxY`.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The number of columns and rows covered.
    public var size: Size

    /// Creates a rectangle from an origin and a size.
    @inlinable
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its coordinates.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    @inlinable
    public static var zero: Self { Rect(x: 0, y: 0, width: 0, height: 0) }

    /// The leftmost covered column.
    @inlinable
    public var minX: Int { origin.x }
    /// The topmost covered row.
    @inlinable
    public var minY: Int { origin.y }
    /// The first column right of the rectangle (exclusive bound).
    @inlinable
    public var maxX: Int { origin.x + size.width }
    /// The first row below the rectangle (exclusive bound).
    @inlinable
    public var maxY: Int { origin.y + size.height }
    /// The number of columns covered.
    @inlinable
    public var width: Int { size.width }
    /// The number of rows covered.
    @inlinable
    public var height: Int { size.height }
    /// The middle column (rounded toward the left).
    @inlinable
    public var midX: Int { origin.x + size.width / 2 }
    /// The middle row (rounded toward the top).
    @inlinable
    public var midY: Int { origin.y + size.height / 2 }

    /// True when the rectangle covers no cell.
    @inlinable
    public var isEmpty: Bool { size.isEmpty }

    /// True when `point` is one of the covered cells.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// True when every cell of `other` is covered by this rectangle (an empty `other` is contained).
    @inlinable
    public func contains(_ other: Rect) -> Bool {
        other.isEmpty || (other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY)
    }

    /// True when the two rectangles share at least one cell.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        !isEmpty && !other.isEmpty && minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The cells both rectangles cover; `Rect.zero`-sized (at the would-be origin) when they do not meet.
    @inlinable
    public func intersection(_ other: Rect) -> Rect {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle covering both; an empty operand is ignored.
    @inlinable
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle shrunk by `dx` columns on each side and `dy` rows on top and bottom (never negative).
    @inlinable
    public func insetBy(dx: Int, dy: Int) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: Swift.max(0, width - 2 * dx), height: Swift.max(0, height - 2 * dy))
    }

    /// The rectangle shrunk by the given insets (never negative).
    @inlinable
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: minX + insets.leading, y: minY + insets.top,
             width: Swift.max(0, width - insets.horizontal), height: Swift.max(0, height - insets.vertical))
    }

    /// The rectangle moved by `dx` columns and `dy` rows.
    @inlinable
    public func offsetBy(dx: Int, dy: Int) -> Rect {
        Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// A readable form, `(x, y, width, height)`.
    @inlinable
    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
