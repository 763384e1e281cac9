/// A list cell whose content is set by a ``ContentConfiguration`` (usually a ``HostingConfiguration``),
/// sized by that content: its height is the content's height at the list's width.
///
/// Setting a configuration on a reused cell updates the widget it already shows (for a hosting
/// configuration of the same view type, the existing view graph gets the new root view). When the
/// content's size changes by itself (its state changed), the list measures the row again.
@MainActor
open class HostingListCell: ListCellWidget {
    /// What the cell shows; `nil` shows the ``ListCellWidget/textLabel`` again.
    public var contentConfiguration: (any ContentConfiguration)? {
        didSet { applyConfiguration() }
    }

    /// The widget showing the configuration's content.
    public private(set) var contentWidget: Widget?

    public required init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
    }

    private func applyConfiguration() {
        guard let configuration = contentConfiguration else {
            contentWidget?.removeFromSuperview()
            contentWidget = nil
            textLabel.isHidden = false
            return
        }
        if let contentWidget, configuration.update(contentWidget) { return }
        contentWidget?.removeFromSuperview()
        let widget = configuration.makeContentWidget()
        contentWidget = widget
        textLabel.isHidden = true
        widget.frame = layoutMarginsFrame
        addSubview(widget)
        updateHighlight()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentWidget?.frame = layoutMarginsFrame
    }

    open override func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        guard let contentWidget else { return super.systemLayoutSizeFitting(targetSize) }
        let inner = contentWidget.systemLayoutSizeFitting(
            Size(width: max(0, targetSize.width - layoutMargins.horizontal), height: 0),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        return Size(width: targetSize.width, height: max(1, inner.height + layoutMargins.vertical))
    }

    /// The content's size changed by itself: the list measures this row again.
    open override func subviewIntrinsicContentSizeDidChange(_ subview: Widget) {
        guard subview === contentWidget, let list = superview as? ListWidget,
              let row = list.visibleRows.first(where: { list.cellForRow(at: $0) === self }) else { return }
        list.reloadRows(at: [row])
    }

    open override var isSelected: Bool {
        didSet { updateHighlight() }
    }

    override var isEmphasized: Bool {
        didSet { updateHighlight() }
    }

    /// The selection is drawn over the hosted content (which draws no background of its own).
    private func updateHighlight() {
        let style: Style? = isSelected ? (isEmphasized ? Style(attributes: [.reverse, .bold]) : .reverse) : nil
        (contentWidget as? HighlightDrawing)?.highlightStyle = style
    }
}

extension ListWidget {
    /// A ``HostingListCell`` from the reuse queue for `identifier`, or a new one. Use the identifier
    /// for hosting cells only.
    public func dequeueHostingCell(withIdentifier identifier: String, for row: Int) -> HostingListCell {
        if let cell = dequeueReusableCell(withIdentifier: identifier) as? HostingListCell { return cell }
        return HostingListCell(reuseIdentifier: identifier)
    }
}

/// A widget that can draw a style (a list selection) over what it shows.
@MainActor
protocol HighlightDrawing: AnyObject {
    var highlightStyle: Style? { get set }
}
