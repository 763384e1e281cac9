import TermHostCore

/// The space a view prefers between itself and its neighbours, per edge, in cells.
///
/// Stacks with no explicit spacing put `distance(to:along:)` between neighbours. Every view
/// prefers 1 column on its leading and trailing edges (so words in a row do not run together) and
/// 0 rows above and below (terminal rows are precious); a container prefers the union of its
/// subviews' preferences.
public struct ViewSpacing: Hashable, Sendable {
    private var top: Int
    private var leading: Int
    private var bottom: Int
    private var trailing: Int

    /// The default preferences: 1 column left and right, no rows above or below.
    public init() {
        self.init(top: 0, leading: 1, bottom: 0, trailing: 1)
    }

    private init(top: Int, leading: Int, bottom: Int, trailing: Int) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No space on any edge.
    public static let zero = ViewSpacing(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Takes, on each of `edges`, the larger of this and `other`'s preference.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing merged with `other` on `edges` (the larger preference wins).
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// The space between a view with this spacing and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Int {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }
}
