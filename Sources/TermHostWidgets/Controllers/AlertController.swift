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
/// It looks and answers keys as SwiftUI's `.alert` and `.confirmationDialog` do (one model, layout, look
/// and key map for both halves: `AlertModel`, `AlertLayout`, `AlertLook`, `AlertKeyMap`). As in
/// UIKit: an alert is a centred panel with its title bold and its message below, both centred; with exactly
/// two actions they sit side by side (the cancel action at the left), otherwise they are stacked with the
/// cancel action last. An action sheet is a panel across the bottom of the window with its actions
/// stacked (cancel last), or, when its ``WidgetController/popoverPresentationController`` has an anchor, a
/// panel at that anchor (UIKit's iPad action sheet). ``preferredAction`` is drawn bold (the cancel action
/// when there is none), a destructive action red. Choosing a button dismisses the panel, then runs the
/// action's handler. Focus starts in the first text field, else on the preferred (or cancel) action; Enter
/// chooses the focused action, Esc runs the cancel action (if there is one) the same way, or just
/// dismisses; the arrow keys move between the buttons.
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
        didSet { content?.textDidChange() }
    }

    /// The kind of panel.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The action drawn bold as the one Return would choose (it must be one of ``actions``).
    public var preferredAction: AlertAction? {
        didSet { content?.reloadActions() }
    }
    /// The text fields added with ``addTextField(configurationHandler:)``, in order (`nil` when none).
    public var textFields: [TextFieldWidget]? { fields.isEmpty ? nil : fields }

    private var fields: [TextFieldWidget] = []
    /// The view, once loaded.
    private var content: AlertContentWidget? { viewIfLoaded as? AlertContentWidget }

    /// Creates an alert or an action sheet.
    public init(title: String?, message: String?, preferredStyle: Style = .alert) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        if preferredStyle == .actionSheet { modalPresentationStyle = .popover }
    }

    /// An alert with no title and no message (`UIAlertController()`, which code sets up and replaces later).
    public convenience init() {
        self.init(title: nil, message: nil, preferredStyle: .alert)
    }

    /// Adds a button.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        content?.reloadActions()
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
        content?.addField(field)
    }

    open override func loadView() {
        let content = AlertContentWidget(alert: self)
        for field in fields { content.addField(field) }
        view = content
        content.reloadActions()
    }

    /// What the alert shows, for the shared layout and look.
    var model: AlertModel {
        AlertModel(style: preferredStyle == .alert ? .alert : .actionSheet, title: title, message: message,
                   actions: actions.map { AlertActionModel(title: $0.title, role: $0.style.role, isEnabled: $0.isEnabled) },
                   preferredIndex: preferredAction.flatMap { preferred in actions.firstIndex { $0 === preferred } })
    }

    /// Where focus goes when the alert is presented.
    override var initialFocusInPresentation: Responder? { content?.initialFocus }

    /// The title changed while presented: the content follows.
    override func presentedTitleDidChange() {
        content?.textDidChange()
    }

    /// Chooses the action at `index`: dismisses the alert, then runs the action's handler.
    func choose(at index: Int) {
        guard actions.indices.contains(index) else { return }
        let action = actions[index]
        dismiss { action.handler?(action) }
    }

    /// Runs the cancel action (if there is one) as choosing it does, or just dismisses.
    func cancel() {
        if let index = model.cancelIndex {
            choose(at: index)
        } else {
            dismiss()
        }
    }

    override func presentedEscapePressed() -> Bool {
        cancel()
        return true
    }
}

extension AlertAction.Style {
    /// The role the shared alert model gives an action of this style.
    var role: ActionRole {
        switch self {
        case .default: return .default
        case .cancel: return .cancel
        case .destructive: return .destructive
        }
    }
}
