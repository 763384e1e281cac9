import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// A hosted component presents over the host's window: each presentation is a modal layer on top
/// of the window (see ``PresentedLayerWidget``), so a sheet from a one-line component still covers
/// the screen, as a sheet from a `UIHostingController`'s view does.
extension HostWidget: ViewGraphPresenting {
    package func present(_ presentation: Presentation) {
        guard let window else { return }
        PresentedLayerWidget.show(presentation, in: window)
    }
}
