import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// What a presented controller is shown in: a full-window, modal layer holding either a bordered
/// panel with the controller's view inside (sheets, popovers, alerts) or the view itself (full-screen
/// styles), laid out as ``ModalPresentationStyle`` says. Focus and the mouse stay inside the layer
/// while it is up.
@MainActor
final class PresentationWidget: Widget {
    /// Where the presented view goes.
    enum Placement {
        /// A page sheet: the window but 2 columns at each side and 1 row at the top and bottom, as
        /// tall as its selected detent and at the bottom of that area.
        case sheet(SheetPresentationController?)
        /// A panel of `size` (zero on an axis: the content's) centred in the window.
        case centred(Size)
        /// A panel of `size` next to `anchor` (window coordinates).
        case anchored(Rect, Size)
        /// A panel across the bottom of the window, as tall as its content.
        case bottom
        /// The view fills the window.
        case full
    }

    /// The bordered panel, for the panel placements.
    let panel: BoxWidget?
    private weak var presented: WidgetController?
    let style: ModalPresentationStyle

    init(presenting controller: WidgetController) {
        presented = controller
        style = controller.modalPresentationStyle
        panel = style.isPanel || controller is AlertController ? BoxWidget() : nil
        super.init(frame: .zero)
        accessibilityViewIsModal = true
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let panel {
            panel.isOpaque = true
            panel.title = controller.title
            panel.backgroundColor = controller.popoverStorage?.backgroundColor
            panel.contentView = controller.view
            addSubview(panel)
        } else {
            if style == .fullScreen || style == .currentContext { backgroundColor = .systemBackground }
            addSubview(controller.view)
        }
    }

    func titleDidChange() {
        panel?.title = presented?.title
    }

    /// Where the presented controller goes now.
    var placement: Placement {
        guard let presented, let window else { return .full }
        if let alert = presented as? AlertController {
            if alert.preferredStyle == .actionSheet {
                if let anchor = alert.popoverStorage?.anchor(in: window) { return .anchored(anchor, .zero) }
                return .bottom
            }
            return .centred(.zero)
        }
        switch style {
        case .automatic, .pageSheet, .none: return .sheet(presented.sheetStorage)
        case .formSheet: return .centred(presented.preferredContentSize)
        case .popover:
            guard let anchor = presented.popoverStorage?.anchor(in: window) else { return .centred(presented.preferredContentSize) }
            return .anchored(anchor, presented.preferredContentSize)
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: return .full
        }
    }

    override func layoutSubviews() {
        guard let panel else {
            presented?.viewIfLoaded?.frame = bounds
            return
        }
        let area = Rect(x: 2, y: 1, width: max(4, bounds.width - 4), height: max(3, bounds.height - 2))
        switch placement {
        case .sheet(let sheet):
            let height = sheet?.panelHeight(largeHeight: area.height) ?? area.height
            panel.frame = Rect(x: area.minX, y: area.maxY - height, width: area.width, height: height)
        case .full:
            panel.frame = area
        case .centred(let preferred):
            let size = panelSize(preferred, within: area.size)
            panel.frame = Rect(x: AxisPlacement.center.offset(of: size.width, in: bounds.width),
                               y: AxisPlacement.center.offset(of: size.height, in: bounds.height),
                               width: size.width, height: size.height)
        case .anchored(let anchor, let preferred):
            let size = panelSize(preferred, within: Size(width: bounds.width, height: bounds.height))
            let below = anchor.maxY, above = anchor.minY - size.height
            let y = below + size.height <= bounds.height || above < 0 ? min(below, max(0, bounds.height - size.height)) : above
            let x = max(0, min(anchor.minX, bounds.width - size.width))
            panel.frame = Rect(x: x, y: y, width: size.width, height: size.height)
        case .bottom:
            let width = max(4, bounds.width - 4)
            let height = min(bounds.height, panel.systemLayoutSizeFitting(Size(width: width, height: bounds.height)).height)
            panel.frame = Rect(x: 2, y: bounds.height - height, width: width, height: height)
        }
    }

    /// A panel's size: `preferred` plus the border on the axes it sets, else the content's fitting
    /// size, at most `limit`.
    private func panelSize(_ preferred: Size, within limit: Size) -> Size {
        guard let panel else { return limit }
        let fitting = panel.systemLayoutSizeFitting(limit)
        let width = preferred.width > 0 ? preferred.width + 2 : (fitting.width > 2 ? fitting.width : limit.width)
        let height = preferred.height > 0 ? preferred.height + 2 : (fitting.height > 2 ? fitting.height : limit.height)
        return Size(width: min(limit.width, width), height: min(limit.height, height))
    }

    override func subviewIntrinsicContentSizeDidChange(_ subview: Widget) {
        setNeedsLayout()
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.key == .escape, event.modifiers.isEmpty, let presented else { return false }
        return presented.presentedEscapePressed()
    }

    /// The layer takes every click, so nothing below it reacts while it is up; a press outside a
    /// popover's panel does what Esc does (dismisses it unless it is modal in presentation; an action
    /// sheet runs its cancel action).
    override func handleMouse(_ event: MouseEvent) -> Bool {
        if case .press = event.kind, style == .popover, let panel, let presented,
           !panel.frame.contains(convertFromWindow(event.position)) {
            _ = presented.presentedEscapePressed()
        }
        return true
    }
}
