/// The horizontal or vertical dimension.
public enum Axis: Hashable, Sendable {
    /// Along a row: x and width.
    case horizontal
    /// Along a column: y and height.
    case vertical

    /// A set of axes (for scroll views and `fixedSize`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        /// Creates a set from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}

extension ProposedViewSize {
    /// The proposal along `axis`.
    public subscript(axis: Axis) -> Int? {
        get { axis == .horizontal ? width : height }
        set {
            if axis == .horizontal { width = newValue } else { height = newValue }
        }
    }
}

extension Int {
    /// An unbounded length for layout parameters, as `.infinity` is in SwiftUI:
    /// `.frame(maxWidth: .infinity)`. Equal to ``ProposedViewSize/infinity``.
    public static var infinity: Int { ProposedViewSize.infinity }
}
