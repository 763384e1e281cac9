import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// What a controller shows in a navigation bar while it is on top: the `UINavigationItem` of TermHost
/// (every ``WidgetController`` has one, ``WidgetController/navigationItem``).
///
/// ```swift
/// navigationItem.title = "Notes"
/// navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add, primaryAction: Action { _ in add() })
/// navigationItem.backButtonTitle = "Notes"      // what the next screen's back button says
/// ```
@MainActor
public final class NavigationItem {
    /// How a large title shows (`UINavigationItem.LargeTitleDisplayMode`): kept, no effect (a bar is one row).
    public enum LargeTitleDisplayMode: Sendable, Hashable {
        /// UIKit's modes; the bar draws the title on its one row in each.
        case automatic, always, never, inline
    }

    /// The title in the middle of the bar (the controller's ``WidgetController/title`` sets it).
    public var title: String? { didSet { if title != oldValue { changed() } } }
    /// A line above the title: kept, not drawn (the bar is one row).
    public var prompt: String?
    /// What the back button shows when a controller is pushed on top of this one (default: ``title``,
    /// or `Back` when that is too long for the bar).
    public var backButtonTitle: String? { didSet { if backButtonTitle != oldValue { changed() } } }
    /// The back button shown when a controller is pushed on top of this one: its title is used.
    public var backBarButtonItem: BarButtonItem? { didSet { changed() } }
    /// Whether the back button is hidden while this item is on top (Esc then does not go back either).
    public var hidesBackButton = false { didSet { if hidesBackButton != oldValue { changed() } } }
    /// Whether the left items are shown beside the back button instead of replacing it.
    public var leftItemsSupplementBackButton = false { didSet { if leftItemsSupplementBackButton != oldValue { changed() } } }
    /// How a large title shows: kept, no effect.
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic

    /// The items at the left, left to right (they replace the back button unless
    /// ``leftItemsSupplementBackButton``).
    public var leftBarButtonItems: [BarButtonItem]? {
        didSet { adopt(leftBarButtonItems, replacing: oldValue) }
    }

    /// The items at the right, the first one rightmost (as in UIKit).
    public var rightBarButtonItems: [BarButtonItem]? {
        didSet { adopt(rightBarButtonItems, replacing: oldValue) }
    }

    /// The leftmost left item.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The rightmost right item.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The bar showing this item, redrawn when it changes.
    weak var bar: NavigationBarWidget?

    /// An item with a title.
    public init(title: String? = nil) {
        self.title = title
    }

    /// Sets the left item (`animated` has no effect).
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right item (`animated` has no effect).
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left items (`animated` has no effect).
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items (`animated` has no effect).
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Hides or shows the back button (`animated` has no effect).
    public func setHidesBackButton(_ hides: Bool, animated: Bool) { hidesBackButton = hides }

    private func adopt(_ items: [BarButtonItem]?, replacing old: [BarButtonItem]?) {
        for item in old ?? [] { item.owners.removeAll { $0.item === self || $0.item == nil } }
        for item in items ?? [] where !item.owners.contains(where: { $0.item === self }) {
            item.owners.append(WeakNavigationItem(item: self))
        }
        changed()
    }

    /// Redraws the bar showing this item.
    func changed() {
        bar?.itemsDidChange()
    }
}
