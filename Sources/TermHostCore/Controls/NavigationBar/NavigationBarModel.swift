/// What a navigation bar shows, in either half: the title, the back button, and how wide the items on
/// each side are (a widget bar's items are texts; a view bar's items are views the bar measures).
///
/// The widget side fills it from the `NavigationItem`s of the top controller and the one below it; the
/// view side from the top page's and the previous page's bar items.
package struct NavigationBarModel: Equatable, Sendable {
    /// The title in the middle (`nil` or empty: none).
    package var title: String?
    /// Whether the back button shows.
    package var showsBackButton: Bool
    /// The title of the page the back button goes back to (`nil` or empty: the button says `Back`).
    package var previousTitle: String?
    /// The widths of the leading items, left to right (each gets a shortcut hint before it).
    package var leadingWidths: [Int]
    /// The widths of the trailing items, left to right (each gets a shortcut hint before it).
    package var trailingWidths: [Int]
    /// The widths of the principal items, which replace the title in the middle (no shortcuts).
    package var principalWidths: [Int]
    /// The function key of the leftmost item (``NavigationBarShortcuts/first`` unless another bar of the
    /// same container numbered items before this one).
    package var firstShortcut: Int

    /// A bar model; by default a bar with nothing on it.
    package init(title: String? = nil, showsBackButton: Bool = false, previousTitle: String? = nil,
                 leadingWidths: [Int] = [], trailingWidths: [Int] = [], principalWidths: [Int] = [],
                 firstShortcut: Int = NavigationBarShortcuts.first) {
        self.title = title
        self.showsBackButton = showsBackButton
        self.previousTitle = previousTitle
        self.leadingWidths = leadingWidths
        self.trailingWidths = trailingWidths
        self.principalWidths = principalWidths
        self.firstShortcut = firstShortcut
    }

    /// How many items take a shortcut number (leading and trailing).
    package var shortcutCount: Int { leadingWidths.count + trailingWidths.count }
}
