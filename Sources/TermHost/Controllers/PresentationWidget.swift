/// What a presented controller is shown in: a full-window, transparent, modal layer holding a
/// centred bordered panel with the controller's view inside. The screen below stays drawn; focus
/// and the mouse stay inside the layer while it is up; Esc dismisses.
@MainActor
final class PresentationWidget: Widget {
    let panel = BoxWidget()
    private weak var presented: WidgetController?

    init(presenting controller: WidgetController) {
        presented = controller
        super.init(frame: .zero)
        accessibilityViewIsModal = true
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        panel.isOpaque = true
        panel.title = controller.title
        panel.contentView = controller.view
        addSubview(panel)
    }

    override func layoutSubviews() {
        let maxWidth = max(4, bounds.width - 4), maxHeight = max(3, bounds.height - 2)
        let wanted = panel.systemLayoutSizeFitting(Size(width: maxWidth, height: maxHeight))
        let width = min(maxWidth, wanted.width > 2 ? wanted.width : maxWidth)
        let height = min(maxHeight, wanted.height > 2 ? wanted.height : maxHeight)
        panel.frame = Rect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }

    override func subviewIntrinsicContentSizeDidChange(_ subview: Widget) {
        setNeedsLayout()
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.key == .escape, event.modifiers.isEmpty, let presented else { return false }
        presented.presentedEscapePressed()
        return true
    }

    /// The layer takes every click, so nothing below it reacts while it is up.
    override func handleMouse(_ event: MouseEvent) -> Bool { true }
}
