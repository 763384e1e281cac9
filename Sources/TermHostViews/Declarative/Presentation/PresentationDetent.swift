import TermHostCore

/// A height a sheet can rest at: SwiftUI's `PresentationDetent`, set with `.presentationDetents(_:)`.
///
/// A terminal sheet cannot be dragged: it takes the smallest of its detents. `.large` (the default)
/// is the whole screen but one row above and below; `.medium` is half of that, rounded up (as
/// `UISheetPresentationController.Detent.medium()`: one rule for both halves, `PresentationPanelLayout`);
/// `.height(n)` is `n` rows (its border included); `.fraction(f)` is that fraction of the screen.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium, height(Int), fraction(Double)
    }

    let kind: Kind

    /// Nearly the whole screen (the default).
    public static let large = PresentationDetent(kind: .large)
    /// Half the screen.
    public static let medium = PresentationDetent(kind: .medium)

    /// A fixed number of rows.
    public static func height(_ height: Int) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }

    /// A fraction of the screen's height.
    public static func fraction(_ fraction: Double) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// The rows this detent gives a sheet on `screen` (border included).
    func rows(onScreenOf screen: Rect) -> Int {
        let large = PresentationPanelLayout.largeSheetHeight(in: screen)
        let screenHeight = screen.height
        switch kind {
        case .large: return large
        case .medium: return PresentationPanelLayout.mediumSheetHeight(large: large)
        case .height(let rows): return min(large, max(3, rows))
        case .fraction(let fraction): return min(large, max(3, Int((Double(screenHeight) * fraction).rounded())))
        }
    }
}

/// Whether a sheet shows a drag indicator (accepted; a terminal sheet has none).
public typealias PresentationDragIndicatorVisibility = Visibility
