import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// The widget a representable's widget (or controller's view) lives in, as a subview of the host
/// widget showing the graph. Its frame follows the representable's node; its next responder is that
/// node, so keys the represented widget leaves go up through the declarative views around it.
@MainActor
final class RepresentableContainerWidget: Widget {
    /// What shows this container in the graph.
    weak var embedding: RepresentationEmbedding?
    /// The represented widget, filling the container.
    private(set) weak var content: Widget?

    /// Shows `widget` filling the container (replacing what was shown).
    func setContent(_ widget: Widget) {
        if let content, content !== widget, content.superview === self { content.removeFromSuperview() }
        content = widget
        widget.frame = bounds
        if widget.superview !== self { addSubview(widget) }
    }

    override func layoutSubviews() {
        content?.frame = bounds
    }

    override var next: Responder? {
        embedding?.node ?? super.next
    }

    override func subviewIntrinsicContentSizeDidChange(_ subview: Widget) {
        guard subview === content else { return }
        representedSizeDidChange()
    }

    /// The represented widget's size changed: the node measures again and the host negotiates.
    func representedSizeDidChange() {
        embedding?.representedSizeDidChange()
    }
}
