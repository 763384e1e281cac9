import TermHostCore

/// Constrains a view to a width-to-height ratio (`.aspectRatio(_:contentMode:)`).
public struct AspectRatioModifier: ViewModifier, Equatable {
    let ratio: Double?
    let contentMode: ContentMode
    public typealias Body = Never
}

extension View {
    /// Constrains the view's size to `ratio` (width over height), as SwiftUI does: the view is offered the
    /// largest size of that ratio inside what it is offered (`.fit`) or the smallest that covers it (`.fill`);
    /// offered only a width (a grid's column, a scroll view's content), it is offered that width and the height
    /// the ratio gives. `nil` takes the ratio of the view's ideal size. The ratio is of lengths in the
    /// environment's ``LengthUnit``: with `.points` a `2 / 3` card is 2 points wide for 3 high, so 4 columns for
    /// 3 rows (a cell is twice as tall as it is wide); with `.cells` it is 2 columns for 3 rows.
    public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ModifiedContent<Self, AspectRatioModifier> {
        let ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        return modifier(AspectRatioModifier(ratio: ratio, contentMode: contentMode))
    }

    /// Scales the view to fit what it is offered, keeping its ideal size's ratio (`.aspectRatio(contentMode: .fit)`).
    public func scaledToFit() -> ModifiedContent<Self, AspectRatioModifier> { aspectRatio(contentMode: .fit) }

    /// Scales the view to fill what it is offered, keeping its ideal size's ratio (`.aspectRatio(contentMode: .fill)`).
    public func scaledToFill() -> ModifiedContent<Self, AspectRatioModifier> { aspectRatio(contentMode: .fill) }
}
