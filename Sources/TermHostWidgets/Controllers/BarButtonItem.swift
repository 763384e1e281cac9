import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A button in a navigation bar: the `UIBarButtonItem` of TermHost.
///
/// ```swift
/// navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add, primaryAction: Action { _ in add() })
/// navigationItem.leftBarButtonItem = BarButtonItem(title: "Cancel", style: .plain, primaryAction: Action { _ in cancel() })
/// ```
///
/// The bar draws each item as its title after the function key that presses it, dim, e.g.
/// `F3 Save`; a click on it presses it too (see ``NavigationBarWidget`` for the key scheme). Pressing
/// runs ``primaryAction`` with the item as the action's sender. A disabled item is drawn dimmed and
/// does nothing. An image is drawn as its symbol (`Image(systemName:)`); target-action with
/// selectors is UIKit's Objective-C form and has none either.
@MainActor
public final class BarButtonItem {
    /// How the item is drawn (`UIBarButtonItem.Style`).
    public enum Style: Sendable, Hashable {
        /// Plain text.
        case plain
        /// Bold: the item that finishes the screen's task.
        case done
    }

    /// A standard item (`UIBarButtonItem.SystemItem`), with the title it shows in cells.
    public enum SystemItem: Sendable, Hashable {
        /// UIKit's text and space items: `title` gives the word a cell shows (the spaces show none).
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        /// UIKit's symbol items: `title` gives the word or symbol a cell shows.
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close

        /// The title drawn for the item: UIKit's word for the text items, a word or symbol for the
        /// image ones (`add` is `+`, `close` is `×`); spaces have none.
        public var title: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .add: return "+"
            case .flexibleSpace, .fixedSpace: return nil
            case .compose: return "Compose"
            case .reply: return "Reply"
            case .action: return "Share"
            case .organize: return "Organize"
            case .bookmarks: return "Bookmarks"
            case .search: return "Search"
            case .refresh: return "Refresh"
            case .stop: return "Stop"
            case .camera: return "Camera"
            case .trash: return "Delete"
            case .play: return "Play"
            case .pause: return "Pause"
            case .rewind: return "Rewind"
            case .fastForward: return "Forward"
            case .undo: return "Undo"
            case .redo: return "Redo"
            case .close: return "×"
            }
        }
    }

    /// The title shown.
    public var title: String? { didSet { if title != oldValue { changed() } } }
    /// The item's image (`UIBarButtonItem.image`): setting a symbol image shows its symbol as the title.
    public var image: Image? {
        didSet {
            guard image != oldValue, let symbol = image?.symbol, !symbol.isEmpty else { return }
            title = symbol
        }
    }
    /// How the item is drawn.
    public var style: Style { didSet { if style != oldValue { changed() } } }
    /// Whether the item can be pressed; a disabled item is dimmed.
    public var isEnabled = true { didSet { if isEnabled != oldValue { changed() } } }
    /// Whether the item is left out of the bar (it then takes no key number either).
    public var isHidden = false { didSet { if isHidden != oldValue { changed() } } }
    /// What pressing the item runs.
    public var primaryAction: Action?
    /// The standard item this is, if it is one.
    public let systemItem: SystemItem?
    /// A number to find the item by.
    public var tag = 0
    /// A description for assistive tools and tests.
    public var accessibilityLabel: String?
    /// The item's text colour (`nil`: the bar's).
    public var tintColor: Color? { didSet { if tintColor != oldValue { changed() } } }
    /// The item's width in points: kept for ported code (items are as wide as their text).
    public var width = 0.0

    /// Run when the item is pressed, before ``primaryAction`` (the controller's edit item uses it).
    var handler: (@MainActor (BarButtonItem) -> Void)?
    /// The navigation items showing this item (their bars redraw when it changes).
    var owners: [WeakNavigationItem] = []

    /// An item with a title (or, with none, its primary action's title).
    public init(title: String? = nil, style: Style = .plain, primaryAction: Action? = nil) {
        self.title = title ?? primaryAction?.title
        self.style = style
        self.primaryAction = primaryAction
        self.systemItem = nil
    }

    /// An item showing an image (`UIBarButtonItem(image:style:target:action:)` with the action as an ``Action``;
    /// UIKit's `init(title:image:primaryAction:menu:)` too): drawn as the image's symbol (`Image(systemName:)`),
    /// or, for an image with no symbol (an asset), as the title or the action's title.
    public convenience init(title: String? = nil, image: Image?, style: Style = .plain, primaryAction: Action? = nil) {
        let symbol = image?.symbol ?? ""
        self.init(title: symbol.isEmpty ? title : symbol, style: style, primaryAction: primaryAction)
        self.image = image
    }

    /// A standard item, titled as ``SystemItem/title`` says (`.done` and `.save` are drawn bold).
    public init(systemItem: SystemItem, primaryAction: Action? = nil) {
        self.systemItem = systemItem
        self.title = systemItem.title
        self.style = systemItem == .done || systemItem == .save ? .done : .plain
        self.primaryAction = primaryAction
    }

    /// A flexible space between items: takes no key and draws nothing.
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(systemItem: .flexibleSpace) }
    /// A fixed space between items: takes no key and draws nothing.
    public static func fixedSpace(_ width: Double) -> BarButtonItem {
        let item = BarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Whether the bar draws the item and gives it a key.
    var isShown: Bool {
        !isHidden && systemItem != .flexibleSpace && systemItem != .fixedSpace && !(title ?? "").isEmpty
    }

    /// Presses the item as its key or a click does (nothing while it is disabled).
    func press() {
        guard isEnabled, primaryAction?.attributes.contains(.disabled) != true else { return }
        handler?(self)
        primaryAction?.perform(sender: self)
    }

    private func changed() {
        for owner in owners { owner.item?.changed() }
    }
}

/// A weak reference to a navigation item.
@MainActor
struct WeakNavigationItem {
    weak var item: NavigationItem?
}
