/// A point in a view's own space, from (0, 0) at the top-leading corner to (1, 1) at the bottom-trailing
/// one: where `scrollTo(_:anchor:)` puts the row it scrolls to.
public struct UnitPoint: Hashable, Sendable {
    /// From 0 (leading) to 1 (trailing).
    public var x: Double
    /// From 0 (top) to 1 (bottom).
    public var y: Double

    /// Creates a unit point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
