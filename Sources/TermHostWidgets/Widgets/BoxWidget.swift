import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A bordered panel with an optional title in its top edge.
///
/// The border is part of the box's safe area, so subviews that lay out in their safe area (and the
/// box's own ``contentView``) stay inside it. The box's intrinsic size is its content's plus the border.
///
/// A box contains what it holds: ``Widget/clipsToBounds`` is `true` by default, and the ``contentView``
/// is cut inside the border (other subviews at the box's edges), so content taller or wider than the
/// box never draws over the border or the widgets around it. (UIKit views do not clip by default; set
/// `clipsToBounds = false` for that.)
@MainActor
open class BoxWidget: Widget {
    /// The line style of the border.
    public var borderStyle: BorderStyle {
        didSet { if borderStyle != oldValue { setNeedsDisplay() } }
    }

    /// The title drawn in the top edge.
    public var title: String? {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    /// The style of the border lines.
    public var lineStyle: Style = .plain {
        didSet { if lineStyle != oldValue { setNeedsDisplay() } }
    }

    /// The style of the title (the line style when `nil`).
    public var titleStyle: Style? = .bold {
        didSet { if titleStyle != oldValue { setNeedsDisplay() } }
    }

    /// Whether the box hides what is behind it (clears its area before drawing), like a panel over
    /// other widgets. Default `false`: the container shows through inside the border.
    public var isOpaque = false {
        didSet { if isOpaque != oldValue { setNeedsDisplay() } }
    }

    /// A subview the box keeps filling its safe area (inside the border and any further insets).
    public var contentView: Widget? {
        didSet {
            guard contentView !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            contentViewDidChange()
        }
    }

    private func contentViewDidChange() {
        if let contentView { addSubview(contentView) }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Creates a box.
    public init(title: String? = nil, borderStyle: BorderStyle = .single, contentView: Widget? = nil) {
        self.title = title
        self.borderStyle = borderStyle
        self.contentView = contentView
        super.init(frame: .zero)
        clipsToBounds = true
        contentViewDidChange()
        updateSafeAreaInsets(sizeChanged: false)
    }

    /// The border: one cell on every side.
    open override var insetsAddedToSafeArea: EdgeInsets { EdgeInsets(all: 1) }

    /// The content view inside the border; other subviews (one ignoring the safe area, say) at the box's edges.
    override func clipRect(for subview: Widget) -> Rect {
        subview === contentView ? bounds.inset(by: EdgeInsets(all: 1)) : bounds
    }

    open override var intrinsicContentSize: Size {
        guard let contentView else { return Size(width: Widget.noIntrinsicMetric, height: Widget.noIntrinsicMetric) }
        let inner = contentView.intrinsicContentSize
        return Size(width: inner.width == Widget.noIntrinsicMetric ? inner.width : inner.width + 2,
                    height: inner.height == Widget.noIntrinsicMetric ? inner.height : inner.height + 2)
    }

    /// The content's fitting size inside the border, plus the border.
    open override func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                               verticalFittingPriority: LayoutPriority) -> Size {
        guard let contentView else {
            return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        }
        let inner = contentView.systemLayoutSizeFitting(Size(width: max(0, targetSize.width - 2), height: max(0, targetSize.height - 2)),
                                                        withHorizontalFittingPriority: horizontalFittingPriority,
                                                        verticalFittingPriority: verticalFittingPriority)
        return Size(width: inner.width + 2, height: inner.height + 2)
    }

    /// The content's size for the proposal inside the border, plus the border (an unbounded length,
    /// ``Widget/unboundedLength``, stays unbounded inside).
    open override func sizeThatFits(_ size: Size) -> Size {
        guard let contentView else { return super.sizeThatFits(size) }
        func inside(_ length: Int) -> Int { length >= Widget.unboundedLength ? length : max(0, length - 2) }
        let inner = contentView.sizeThatFits(Size(width: inside(size.width), height: inside(size.height)))
        return Size(width: inner.width + 2, height: inner.height + 2)
    }

    open override func subviewIntrinsicContentSizeDidChange(_ subview: Widget) {
        guard subview === contentView else { return }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    open override func layoutSubviews() {
        contentView?.frame = safeAreaFrame
    }

    open override func draw(in canvas: Canvas) {
        if isOpaque { canvas.clear(canvas.bounds) }
        canvas.drawBorder(canvas.bounds, style: borderStyle, lineStyle: lineStyle, title: title, titleStyle: titleStyle)
    }
}
