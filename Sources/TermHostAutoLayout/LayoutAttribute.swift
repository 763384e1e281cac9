import TermHostCore

/// The part of a layout item a constraint pins (`NSLayoutConstraint.Attribute`).
///
/// Terminals lay out left to right, so `leading` is `left` and `trailing` is `right`.
public enum LayoutAttribute: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    case left
    /// The right edge.
    case right
    /// The leading edge (the left edge: terminals lay out left to right).
    case leading
    /// The trailing edge (the right edge).
    case trailing
    /// The centre along the x-axis.
    case centerX
    /// The width.
    case width
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The centre along the y-axis.
    case centerY
    /// The height.
    case height

    /// The axis the attribute measures along.
    public var axis: LayoutAxis {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .width: return .horizontal
        case .top, .bottom, .centerY, .height: return .vertical
        }
    }

    public var description: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .centerX: return "centerX"
        case .width: return "width"
        case .top: return "top"
        case .bottom: return "bottom"
        case .centerY: return "centerY"
        case .height: return "height"
        }
    }
}

/// A layout axis (`NSLayoutConstraint.Axis`): the one ``Axis`` both halves use.
public typealias LayoutAxis = Axis
