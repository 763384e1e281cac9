import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A closure a control runs for its events: the `UIAction` of TermHost (UIKit's closure form of
/// target-action; there are no selectors on Linux).
///
/// ```swift
/// button.addAction(Action { action in save() }, for: .primaryActionTriggered)
/// let button = ButtonWidget(primaryAction: Action(title: "Save") { _ in save() })
/// ```
///
/// Actions are told apart by ``identifier``: adding an action whose identifier a control already
/// has replaces that action. Images are not taken (UIKit's `image:` has no counterpart here).
@MainActor
public final class Action {
    /// An action's identity (`UIAction.Identifier`).
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The identifier's text.
        public let rawValue: String
        /// An identifier with a given text.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier with a given text.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How an action shows in a menu (`UIMenuElement.Attributes`): kept, and `.disabled` keeps a bar
    /// button item from running it.
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attribute bits.
        public let rawValue: Int
        /// Attributes from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The action cannot run.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The action destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The action is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing the action keeps its menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// A checkmark state for menus (`UIMenuElement.State`); kept for ported code.
    public enum State: Sendable, Hashable {
        /// Not checked.
        case off
        /// Checked.
        case on
        /// Partly checked.
        case mixed
    }

    /// The title (a button made with this as its primary action shows it).
    public var title: String
    /// A second line of text (kept for ported code).
    public var subtitle: String?
    private let givenIdentifier: Identifier?
    /// A longer title for assistive tools.
    public var discoverabilityTitle: String?
    /// How the action shows in a menu.
    public var attributes: Attributes
    /// A checkmark state for menus.
    public var state: State
    private weak var senderObject: AnyObject?
    let handler: @MainActor (Action) -> Void

    /// The control (or bar button item) that is running the action, while its handler runs.
    public var sender: Any? { senderObject }

    /// An action; without an `identifier` it gets a unique one.
    public init(title: String = "", identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: Attributes = [], state: State = .off, handler: @escaping @MainActor (Action) -> Void) {
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        self.givenIdentifier = identifier
    }

    /// What tells this action apart from others on the same control: the one given, or one unique to
    /// this action.
    public var identifier: Identifier {
        givenIdentifier ?? Identifier("action-\(UInt(bitPattern: ObjectIdentifier(self).hashValue))")
    }

    /// Runs the handler with `sender` as ``sender``.
    func perform(sender: AnyObject?) {
        let previous = senderObject
        senderObject = sender
        handler(self)
        senderObject = previous
    }
}
