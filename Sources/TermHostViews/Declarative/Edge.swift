import TermHostCore

/// An edge of a rectangle.
public enum Edge: Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading (left) edge.
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing (right) edge.
    case trailing

    /// A set of edges (for padding).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        /// Creates a set from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The leading (left) edge.
        public static let leading = Set(rawValue: 2)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 4)
        /// The trailing (right) edge.
        public static let trailing = Set(rawValue: 8)
        /// Leading and trailing.
        public static let horizontal: Set = [.leading, .trailing]
        /// Top and bottom.
        public static let vertical: Set = [.top, .bottom]
        /// Every edge.
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

extension EdgeInsets {
    /// `length` on each edge of `edges`, zero elsewhere.
    init(_ edges: Edge.Set, _ length: Int) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}
