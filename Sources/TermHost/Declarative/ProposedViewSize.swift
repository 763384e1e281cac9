/// The size a container offers a child during layout, as in SwiftUI.
///
/// On each axis `nil` asks for the child's ideal size, 0 for its minimum, and ``infinity`` for its maximum.
public struct ProposedViewSize: Hashable, Sendable {
    /// Stands for an unbounded length (large enough for any terminal, small enough never to overflow).
    public static let infinity = 1 << 40

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
    public static let infinite = ProposedViewSize(width: infinity, height: infinity)

    /// The proposal with `nil` replaced by `fallback`.
    public func replacingUnspecified(with fallback: Size) -> Size {
        Size(width: width ?? fallback.width, height: height ?? fallback.height)
    }
}
