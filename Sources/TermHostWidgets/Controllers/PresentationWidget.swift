import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// What a presented controller is shown in: a full-window, modal layer holding either a panel with the
/// controller's view inside (sheets, popovers, alerts: ``PresentationPanelWidget``) or the view itself
/// (full-screen styles), placed by the presentation panel rules both halves share
/// (`PresentationPanelLayout`). Focus and the mouse stay inside the layer while it is up.
@MainActor
final class PresentationWidget: Widget {
    /// The panel, for the panel styles.
    let panel: PresentationPanelWidget?
    private weak var presented: WidgetController?
    let style: ModalPresentationStyle

    init(presenting controller: WidgetController) {
        presented = controller
        style = controller.modalPresentationStyle
        panel = style.isPanel || controller is AlertController ? PresentationPanelWidget() : nil
        super.init(frame: .zero)
        accessibilityViewIsModal = true
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if let panel {
            panel.backgroundColor = controller.popoverStorage?.backgroundColor
            panel.contentView = controller.view
            addSubview(panel)
        } else {
            if style == .fullScreen || style == .currentContext { backgroundColor = .systemBackground }
            addSubview(controller.view)
        }
    }

    /// Where the presented controller's panel goes now (`PresentationPlacement/fullScreen` without a panel).
    var placement: PresentationPlacement {
        guard let presented, let window, let panel else { return .fullScreen }
        let screen = bounds
        if let alert = presented as? AlertController {
            if alert.preferredStyle == .actionSheet {
                if let anchor = alert.popoverStorage?.anchor(in: window) {
                    return .anchored(anchor, fittedSize(maximum: screen.size), prefersAbove: false)
                }
                let width = PresentationPanelLayout.area(in: screen).width
                return .bottom(height: panel.sizeThatFits(Size(width: width, height: Widget.unboundedLength)).height)
            }
            return .centred(fittedSize(maximum: PresentationPanelLayout.alertMaximum(in: screen)))
        }
        let area = PresentationPanelLayout.area(in: screen)
        switch style {
        case .automatic, .pageSheet, .none:
            let large = area.height
            return .sheet(height: presented.sheetStorage?.panelHeight(largeHeight: large) ?? large)
        case .formSheet:
            return .centred(panelSize(presented.preferredContentSize, within: area.size))
        case .popover:
            guard let anchor = presented.popoverStorage?.anchor(in: window) else {
                return .centred(panelSize(presented.preferredContentSize, within: area.size))
            }
            return .anchored(anchor, panelSize(presented.preferredContentSize, within: screen.size), prefersAbove: false)
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext:
            return .sheet(height: area.height)
        }
    }

    override func layoutSubviews() {
        guard let panel else {
            presented?.viewIfLoaded?.frame = bounds
            return
        }
        panel.frame = PresentationPanelLayout.frame(placement, in: bounds)
    }

    /// The panel's size around its content's size (its ideal width, then its height at that width), at
    /// most `maximum`: the one fitting rule of both halves' alerts and popovers.
    private func fittedSize(maximum: Size) -> Size {
        guard let content = panel?.contentView else { return maximum }
        return PresentationPanelLayout.fittedSize(maximum: maximum) { width in
            guard let width else { return content.intrinsicContentSize }
            return content.sizeThatFits(Size(width: width, height: Widget.unboundedLength))
        }
    }

    /// A panel's size: `preferred` plus the border on the axes it sets, else the content's fitting
    /// size, at most `limit`.
    private func panelSize(_ preferred: Size, within limit: Size) -> Size {
        guard let panel else { return limit }
        let fitting = panel.systemLayoutSizeFitting(limit)
        let border = PresentationPanelLayout.border
        let width = preferred.width > 0 ? preferred.width + border.horizontal : (fitting.width > 2 ? fitting.width : limit.width)
        let height = preferred.height > 0 ? preferred.height + border.vertical : (fitting.height > 2 ? fitting.height : limit.height)
        return Size(width: min(limit.width, width), height: min(limit.height, height))
    }

    override func subviewIntrinsicContentSizeDidChange(_ subview: Widget) {
        setNeedsLayout()
    }

    /// Esc (`PresentationKeyMap`) asks the presented controller to go away (see
    /// ``WidgetController/presentedEscapePressed()``).
    override func handleKey(_ event: KeyEvent) -> Bool {
        guard PresentationKeyMap.dismisses(event), let presented else { return false }
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
