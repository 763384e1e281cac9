import TermHostCore

extension ScrollWidget {
    /// How the safe area (a navigation bar above, a tab bar below) is added to a scrolling widget's
    /// ``ScrollWidget/contentInset`` to make its ``ScrollWidget/adjustedContentInset``
    /// (`UIScrollView.ContentInsetAdjustmentBehavior`). ``ListWidget`` and ``TextViewWidget`` take it too.
    public enum ContentInsetAdjustmentBehavior: Hashable, Sendable {
        /// The default: the top and bottom always take the safe area (a full-screen list under a
        /// navigation bar starts below it); the sides only when the content scrolls horizontally.
        case automatic
        /// Each axis takes the safe area only while the content scrolls along it.
        case scrollableAxes
        /// The safe area is never added: the content starts at the widget's edge, under any bar.
        case never
        /// Every edge always takes the safe area.
        case always
    }
}

/// A scrolling widget whose content keeps clear of its ``ScrollWidget/contentInset`` plus the part of
/// the safe area its ``ScrollWidget/contentInsetAdjustmentBehavior`` adds (UIKit's
/// `adjustedContentInset`). The content still scrolls the whole way; at rest it starts below a bar.
@MainActor
protocol ContentInsetAdjusting: Widget {
    var contentInset: EdgeInsets { get }
    var contentInsetAdjustmentBehavior: ScrollWidget.ContentInsetAdjustmentBehavior { get }
    /// Whether the content is taller (wider) than the widget.
    var scrollableAxes: (horizontal: Bool, vertical: Bool) { get }
}

extension ContentInsetAdjusting {
    /// ``ScrollWidget/contentInset`` plus the safe-area insets the behaviour adds.
    var computedAdjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        guard safe != .zero else { return contentInset }
        let vertical: Bool, horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .automatic: (vertical, horizontal) = (true, scrollableAxes.horizontal)
        case .scrollableAxes: (vertical, horizontal) = scrollableAxes
        case .never: (vertical, horizontal) = (false, false)
        case .always: (vertical, horizontal) = (true, true)
        }
        let added = EdgeInsets(top: vertical ? safe.top : 0, leading: horizontal ? safe.leading : 0,
                               bottom: vertical ? safe.bottom : 0, trailing: horizontal ? safe.trailing : 0)
        return contentInset + added
    }
}
