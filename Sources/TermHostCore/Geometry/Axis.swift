/// The horizontal or vertical dimension: SwiftUI's `Axis` and UIKit's `NSLayoutConstraint.Axis` (which
/// TermHost also names ``LayoutAxis``, and ``StackWidget/Axis`` for a stack's axis), one type for both halves.
public enum Axis: Hashable, Sendable, CaseIterable {
    /// Along a row: x and width.
    case horizontal
    /// Along a column: y and height.
    case vertical

    /// A set of axes (for scroll views and `fixedSize`).
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        /// Creates a set from its bits.
        @inlinable
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The horizontal axis.
        @inlinable
        public static var horizontal: Self { Set(rawValue: 1) }
        /// The vertical axis.
        @inlinable
        public static var vertical: Self { Set(rawValue: 2) }
    }

    /// The other axis.
    @inlinable
    package var crossing: Axis { self == .horizontal ? .vertical : .horizontal }
}

extension Size {
    /// The length along `axis`.
    @inlinable
    package func length(along axis: Axis) -> Int { axis == .horizontal ? width : height }

    /// A size from its lengths along `axis` and across it.
    @inlinable
    package init(along axis: Axis, main: Int, cross: Int) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}

extension Point {
    /// The coordinate along `axis`.
    @inlinable
    package func coordinate(along axis: Axis) -> Int { axis == .horizontal ? x : y }

    /// A point from its coordinates along `axis` and across it.
    @inlinable
    package init(along axis: Axis, main: Int, cross: Int) {
        self = axis == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }
}
