import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The panel a presented controller's view is shown in (sheets, popovers, alerts): a box drawn as the
/// presentation panel look both halves share says (`PresentationPanelLook`: it hides what is under it,
/// rounded border, no title), its background colour a popover's `backgroundColor`.
@MainActor
final class PresentationPanelWidget: BoxWidget {
    init() {
        super.init(borderStyle: PresentationPanelLook.borderStyle)
    }

    override func draw(in canvas: Canvas) {
        PresentationPanelLook.draw(canvas.bounds, in: canvas, lineStyle: lineStyle, fill: backgroundStyle ?? .plain)
    }
}
