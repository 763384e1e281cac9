/// A small modal panel with a title, a message and buttons: the `UIAlertController` of TermHost.
///
/// ```swift
/// let alert = AlertController(title: "Delete?", message: "This cannot be undone.")
/// alert.addAction(AlertAction(title: "Cancel", style: .cancel))
/// alert.addAction(AlertAction(title: "Delete", style: .destructive) { _ in delete() })
/// present(alert)
/// ```
///
/// Choosing a button dismisses the alert, then runs the action's handler. Esc runs the cancel action
/// (if there is one) the same way. Left/Right move between the buttons.
@MainActor
open class AlertController: WidgetController {
    /// The text under the title.
    public var message: String? {
        didSet { messageLabel.text = message ?? "" ; messageLabel.isHidden = message?.isEmpty ?? true }
    }

    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []

    private let messageLabel = LabelWidget()
    private let buttons = StackWidget(axis: .horizontal, spacing: 2)

    /// Creates an alert.
    public init(title: String?, message: String?) {
        self.message = message
        super.init()
        self.title = title
    }

    /// Adds a button.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        let button = ButtonWidget(action.title, style: action.style == .destructive ? .bold : .plain) { [weak self, weak action] in
            guard let self, let action else { return }
            self.choose(action)
        }
        buttons.addArrangedSubview(button)
    }

    open override func loadView() {
        messageLabel.text = message ?? ""
        messageLabel.numberOfLines = 0
        messageLabel.isHidden = message?.isEmpty ?? true
        buttons.alignment = .leading
        let stack = StackWidget(axis: .vertical, spacing: 1, arrangedSubviews: [messageLabel, buttons])
        stack.layoutMargins = EdgeInsets(horizontal: 1, vertical: 0)
        stack.isLayoutMarginsRelativeArrangement = true
        setView(stack)
    }

    private func choose(_ action: AlertAction) {
        dismiss { action.handler?(action) }
    }

    override func presentedEscapePressed() {
        if let cancel = actions.first(where: { $0.style == .cancel }) {
            choose(cancel)
        } else {
            dismiss()
        }
    }
}
