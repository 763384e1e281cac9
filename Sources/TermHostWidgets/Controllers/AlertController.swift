import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A small modal panel with a title, a message and buttons: the `UIAlertController` of TermHost.
///
/// ```swift
/// let alert = AlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in delete() })
/// present(alert, animated: true)
/// ```
///
/// As in UIKit: an alert is centred, its title in the panel's border and its message centred below;
/// with exactly two actions they sit side by side (the cancel action at the left), otherwise they are
/// stacked with the cancel action last. An action sheet is a panel across the bottom of the window
/// with its actions stacked (cancel last), or, when its ``WidgetController/popoverPresentationController`` has an
/// anchor, a panel at that anchor (UIKit's iPad action sheet). ``preferredAction`` is drawn bold, a
/// destructive action too. Choosing a button dismisses the panel, then runs the action's handler. Esc
/// runs the cancel action (if there is one) the same way, or just dismisses. The arrow keys move
/// between the buttons.
@MainActor
open class AlertController: WidgetController {
    /// The kind of panel (`UIAlertController.Style`).
    public enum Style: Sendable, Hashable {
        /// A panel at the bottom of the window (or at its popover anchor).
        case actionSheet
        /// A panel in the middle of the window.
        case alert
    }

    /// The text under the title.
    public var message: String? {
        didSet {
            messageLabel.text = message ?? ""
            messageLabel.isHidden = message?.isEmpty ?? true
        }
    }

    /// The kind of panel.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The action drawn bold as the one Return would choose (it must be one of ``actions``).
    public var preferredAction: AlertAction? {
        didSet { rebuildButtons() }
    }
    /// The text fields added with ``addTextField(configurationHandler:)``, in order (`nil` when none).
    public var textFields: [TextFieldWidget]? { fields.isEmpty ? nil : fields }

    private var fields: [TextFieldWidget] = []
    private let messageLabel = LabelWidget()
    private let fieldStack = StackWidget(axis: .vertical)
    private let buttons = StackWidget(axis: .horizontal, spacing: 2)

    /// Creates an alert or an action sheet.
    public init(title: String?, message: String?, preferredStyle: Style = .alert) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        if preferredStyle == .actionSheet { modalPresentationStyle = .popover }
    }

    /// Adds a button.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        rebuildButtons()
    }

    /// Adds a text field above the buttons (alerts only, as in UIKit) and lets `configurationHandler`
    /// set it up (placeholder, secure entry ...).
    public func addTextField(configurationHandler: (@MainActor (TextFieldWidget) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            application?.report("TermHost: text fields can only be added to an alert, not an action sheet.")
            return
        }
        let field = TextFieldWidget()
        configurationHandler?(field)
        fields.append(field)
        fieldStack.addArrangedSubview(field)
        fieldStack.isHidden = false
    }

    open override func loadView() {
        messageLabel.text = message ?? ""
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        messageLabel.isHidden = message?.isEmpty ?? true
        fieldStack.isHidden = fields.isEmpty
        let stack = StackWidget(axis: .vertical, spacing: 1, arrangedSubviews: [messageLabel, fieldStack, buttons])
        stack.layoutMargins = EdgeInsets(horizontal: 1, vertical: 0)
        stack.isLayoutMarginsRelativeArrangement = true
        view = stack
        rebuildButtons()
    }

    /// The actions in the order they are drawn: the cancel action first when two sit side by side,
    /// last when they are stacked.
    private var orderedActions: [AlertAction] {
        let others = actions.filter { $0.style != .cancel }
        let cancels = actions.filter { $0.style == .cancel }
        return isSideBySide ? cancels + others : others + cancels
    }

    private var isSideBySide: Bool { preferredStyle == .alert && actions.count == 2 }

    private func rebuildButtons() {
        for button in buttons.arrangedSubviews { button.removeFromSuperview() }
        buttons.axis = isSideBySide ? .horizontal : .vertical
        buttons.spacing = isSideBySide ? 2 : 0
        buttons.distribution = isSideBySide ? .fillEqually : .fill
        for action in orderedActions {
            let bold = action.style == .destructive || action === preferredAction
            let button = ButtonWidget(action.title, style: bold ? .bold : .plain) { [weak self, weak action] in
                guard let self, let action else { return }
                self.choose(action)
            }
            button.isEnabled = action.isEnabled
            action.button = button
            buttons.addArrangedSubview(button)
        }
    }

    private func choose(_ action: AlertAction) {
        dismiss { action.handler?(action) }
    }

    override func presentedEscapePressed() -> Bool {
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            choose(cancel)
        } else {
            dismiss()
        }
        return true
    }
}
