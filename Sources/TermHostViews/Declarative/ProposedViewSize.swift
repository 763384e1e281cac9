import TermHostCore

/// The size a container offers a child during layout, as in SwiftUI.
///
/// On each axis `nil` asks for the child's ideal size, 0 for its minimum, and `.infinity`
/// (`Int.infinity`) for its maximum.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width; `nil` asks for the ideal width.
    public var width: Int?
    /// The proposed height; `nil` asks for the ideal height.
    public var height: Int?

    /// Creates a proposal.
    public init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// Asks for the ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// Asks for the minimum size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// Asks for the maximum size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal with each `nil` dimension replaced by that of `size` (10 by 10 by default, as
    /// in SwiftUI: shapes and colours offered no size take that).
    public func replacingUnspecifiedDimensions(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

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
    /// `.frame(maxWidth: .infinity)`, `ProposedViewSize(width: .infinity, height: nil)`.
    /// Large enough for any terminal, small enough never to overflow when added up.
    public static var infinity: Int { 1 << 40 }
}
