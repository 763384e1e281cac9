import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// One action's button in an ``AlertController``: drawn by the alert look both halves share
/// (`AlertLook`: `[ Title ]`, red when destructive, bold when it is the default action, reversed while
/// focused, dim while disabled); its keys are the alert key map's (`AlertKeyMap`).
@MainActor
final class AlertActionWidget: ControlWidget {
    /// The action's index in its alert's actions.
    let index: Int
    /// The alert content showing it.
    private weak var content: AlertContentWidget?
    /// What the button shows.
    private(set) var model: AlertActionModel
    /// Whether it is the alert's default action.
    private(set) var isDefault: Bool

    init(index: Int, model: AlertActionModel, isDefault: Bool, content: AlertContentWidget) {
        self.index = index
        self.model = model
        self.isDefault = isDefault
        self.content = content
        super.init(frame: .zero)
        isEnabled = model.isEnabled
        accessibilityLabel = model.title
    }

    override var intrinsicContentSize: Size { Size(width: AlertLook.actionWidth(model.title), height: 1) }

    override func draw(in canvas: Canvas) {
        AlertLook.drawAction(model, isDefault: isDefault, in: canvas, base: .plain,
                             state: ControlState(isEnabled: isEnabled, isFocused: isFocused, isHighlighted: isHighlighted))
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, let content else { return false }
        return content.handleActionKey(event, action: index)
    }

    /// A left press highlights the button; the release inside it chooses the action.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .press(.left):
            isHighlighted = true
            return true
        case .release(.left):
            isHighlighted = false
            if bounds.contains(convertFromWindow(event.position)) { content?.chooseAction(index) }
            return true
        default:
            return false
        }
    }
}
