/// Distances inward from each edge of a rectangle, in whole cells (the `UIEdgeInsets` of TermHost).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Int
    public var leading: Int
    public var bottom: Int
    public var trailing: Int

    /// Creates insets for each edge.
    public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same inset on all four edges.
    public init(all value: Int) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets()

    /// Total horizontal inset (leading + trailing).
    public var horizontal: Int { leading + trailing }
    /// Total vertical inset (top + bottom).
    public var vertical: Int { top + bottom }

    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
                   bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }

    public var description: String { "(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))" }
}
