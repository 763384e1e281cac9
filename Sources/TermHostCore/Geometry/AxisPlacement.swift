/// Where content shorter than its space goes along one axis: at the start, centred, or at the end.
/// The one placement the alignments of both halves resolve to — `UIStackView.Alignment`,
/// `NSTextAlignment` / SwiftUI's `TextAlignment`, a control's content alignments, the stacks that
/// nodes arrange their own children in — so the offset is computed in one place. (SwiftUI's
/// `HorizontalAlignment` and `VerticalAlignment` are alignment guides with values of their own; their
/// built-in guides place content the same way.)
package enum AxisPlacement: Hashable, Sendable {
    /// At the start (the left, or the top).
    case start
    /// Centred; an odd cell left over goes after the content.
    case center
    /// At the end (the right, or the bottom).
    case end

    /// The offset of content `length` cells long in a space `available` cells long; content longer
    /// than its space starts at the start.
    @inlinable
    package func offset(of length: Int, in available: Int) -> Int {
        switch self {
        case .start: 0
        case .center: max(0, (available - length) / 2)
        case .end: max(0, available - length)
        }
    }
}
