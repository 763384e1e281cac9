/// How lines of text are placed across their width: UIKit's `NSTextAlignment` and SwiftUI's
/// `TextAlignment` spellings in one type, shared by both halves.
///
/// Text runs left to right in a terminal, so `.natural` and `.leading` are `.left`, and `.trailing`
/// is `.right`. `.justified` widens the spaces of every line but the last of a paragraph so it
/// fills the width.
public enum TextAlignment: Sendable, Hashable {
    /// At the left edge.
    case left
    /// Centred.
    case center
    /// At the right edge.
    case right
    /// Both edges (the last line of a paragraph at the left).
    case justified
    /// The script's natural side: the left.
    case natural
    /// The leading (left) edge.
    case leading
    /// The trailing (right) edge.
    case trailing

    /// Where a line goes across the width (a justified line is widened from the left edge).
    package var placement: AxisPlacement {
        switch self {
        case .left, .natural, .leading, .justified: .start
        case .center: .center
        case .right, .trailing: .end
        }
    }
}
