import TermHostCore

/// A point in a view's own space as fractions of its size (0 to 1 on each axis), as in SwiftUI:
/// the anchor of ``LayoutSubview/place(at:anchor:proposal:)``.
public struct UnitPoint: Hashable, Sendable {
    /// The fraction of the width from the leading edge.
    public var x: Double
    /// The fraction of the height from the top edge.
    public var y: Double

    /// Creates a unit point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin (the top-leading corner).
    public init() { self.init(x: 0, y: 0) }

    /// The point at the top-leading corner, (0, 0).
    public static let zero = UnitPoint(x: 0, y: 0)
    /// The point at the centre, (0.5, 0.5).
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    /// The point at the middle of the leading edge, (0, 0.5).
    public static let leading = UnitPoint(x: 0, y: 0.5)
    /// The point at the middle of the trailing edge, (1, 0.5).
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    /// The point at the middle of the top edge, (0.5, 0).
    public static let top = UnitPoint(x: 0.5, y: 0)
    /// The point at the middle of the bottom edge, (0.5, 1).
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    /// The point at the top-leading corner, (0, 0).
    public static let topLeading = UnitPoint(x: 0, y: 0)
    /// The point at the top-trailing corner, (1, 0).
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    /// The point at the bottom-leading corner, (0, 1).
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    /// The point at the bottom-trailing corner, (1, 1).
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point of `size` this unit point stands for, rounded down to a cell.
    func offset(in size: Size) -> Point {
        Point(x: Int((x * Double(size.width)).rounded(.down)), y: Int((y * Double(size.height)).rounded(.down)))
    }
}
