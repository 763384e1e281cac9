import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A button of an ``AlertController``: the `UIAlertAction` of TermHost.
@MainActor
public final class AlertAction {
    /// What kind of choice the action is.
    public enum Style: Sendable {
        /// An ordinary choice.
        case `default`
        /// Backs out; Esc runs it too.
        case cancel
        /// Destroys something; drawn red.
        case destructive
    }

    /// The button title.
    public let title: String
    /// The kind of choice.
    public let style: Style
    /// Whether the button can be chosen; a disabled one is dimmed and skipped by Tab.
    public var isEnabled = true {
        didSet { widget?.isEnabled = isEnabled }
    }
    /// Run after the alert is dismissed when the action is chosen.
    let handler: (@MainActor (AlertAction) -> Void)?
    /// The button showing the action (``AlertContentWidget`` keeps it; it reads ``isEnabled`` there).
    weak var widget: AlertActionWidget?

    /// Creates an action.
    public init(title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
