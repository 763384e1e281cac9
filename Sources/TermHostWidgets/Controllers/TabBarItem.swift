import TermHostCore

/// What a tab shows for its controller in a ``TabBarController``'s bar: the `UITabBarItem` of TermHost.
///
/// ```swift
/// settings.tabBarItem = TabBarItem(title: "Settings", image: Image(systemName: "gear"), tag: 1)
/// ```
///
/// A tab shows its number (Alt-1 … Alt-9 choose it) and its ``title``, then its ``badgeValue`` in
/// brackets. Images have no counterpart in a tab's one row: ``image`` and ``selectedImage`` are kept for
/// ported code and not drawn.
@MainActor
public final class TabBarItem {
    /// A standard item (`UITabBarItem.SystemItem`); its title is UIKit's word for it.
    public enum SystemItem: Sendable, Hashable {
        /// UIKit's standard tabs; ``title`` gives the word each shows.
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed

        /// The word the tab shows.
        public var title: String {
            switch self {
            case .more: return "More"
            case .favorites: return "Favorites"
            case .featured: return "Featured"
            case .topRated: return "Top Rated"
            case .recents: return "Recents"
            case .contacts: return "Contacts"
            case .history: return "History"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .downloads: return "Downloads"
            case .mostRecent: return "Most Recent"
            case .mostViewed: return "Most Viewed"
            }
        }
    }

    /// The tab's title (`nil`: the controller's ``WidgetController/title``).
    public var title: String? { didSet { if title != oldValue { changed() } } }
    /// Kept for ported code (a `UIImage`, or anything): a tab shows its title, not an image.
    public var image: Any?
    /// Kept for ported code: a tab shows its title, not an image.
    public var selectedImage: Any?
    /// A number that identifies the item in your code. Default 0.
    public var tag: Int
    /// A short text shown after the title in brackets, such as an unread count; `nil` for none.
    public var badgeValue: String? { didSet { if badgeValue != oldValue { changed() } } }
    /// Whether the tab can be chosen. Default `true`; a disabled tab is drawn dim.
    public var isEnabled = true { didSet { if isEnabled != oldValue { changed() } } }

    /// Tells the bar showing the item to redraw.
    var onChange: (@MainActor () -> Void)?

    /// An item with a title, an image (not drawn) and a tag.
    public init(title: String?, image: Any?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// An item with a title and images (not drawn).
    public init(title: String?, image: Any?, selectedImage: Any?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        tag = 0
    }

    /// A standard item, titled with UIKit's word for it.
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init(title: systemItem.title, image: nil, tag: tag)
    }

    private func changed() { onChange?() }

    /// What the tab shows: the title (or `fallback`), then the badge in brackets.
    func label(fallback: String) -> String {
        let shown = title ?? fallback
        guard let badgeValue else { return shown }
        return "\(shown) [\(badgeValue)]"
    }
}
