@_spi(TermHostInternal) import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Shows content larger than itself and scrolls it: the `UIScrollView` of TermHost.
///
/// Subviews added to the scroll widget go into its ``contentView``, which is ``contentSize`` big and
/// moved by ``contentOffset``; only the part inside the viewport is drawn. The arrows,
/// PageUp/PageDown, Home/End and the mouse wheel scroll; a scroll indicator on the right edge shows
/// where the viewport is when the content is taller than it. The scroll widget takes focus only when
/// there is something to scroll and no focusable widget inside it.
///
/// With Auto Layout, pin the content to ``contentLayoutGuide`` and the content decides
/// ``contentSize``; relate widths (or heights) to ``frameLayoutGuide`` to scroll along one axis only:
///
/// ```swift
/// stack.translatesAutoresizingMaskIntoConstraints = false
/// scrollView.addSubview(stack)
/// Constraint.activate([
///     stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
///     stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
///     stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
///     stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
///     stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
/// ])
/// ```
@MainActor
open class ScrollWidget: Widget, ContentInsetAdjusting {
    /// Holds the scrolled content (what ``Widget/addSubview(_:)`` adds to).
    public let contentView = Widget()
    private let indicator = ScrollIndicatorWidget()
    private var contentGuide: LayoutGuide?
    private var frameGuide: InsetLayoutGuide?

    /// The size of the scrolled content; set by hand, or by the constraints of the content pinned to
    /// ``contentLayoutGuide``.
    public var contentSize: Size = .zero {
        didSet { if contentSize != oldValue { setNeedsLayout() } }
    }

    /// A guide whose edges are the scrolled content's: its origin is the content's top-left corner and,
    /// once constraints decide its size, that size is ``contentSize`` (`UIScrollView.contentLayoutGuide`).
    public var contentLayoutGuide: LayoutGuide {
        if let contentGuide { return contentGuide }
        let guide = LayoutGuide(identifier: "ScrollWidget.contentLayoutGuide", owningItem: self)
        guide.layoutAnchors.observer = self
        guide.frameDidChange = { [weak self] in self?.contentGuideDidChange() }
        contentGuide = guide
        constraintState.ownGuides.append(guide)
        let origin = [guide.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                      guide.topAnchor.constraint(equalTo: contentView.topAnchor)]
        for constraint in origin {
            constraint.identifier = "contentLayoutGuide"
            constraint.isGuideDefinition = true
        }
        Constraint.activate(origin)
        return guide
    }

    /// A guide whose edges are the scroll widget's own (the viewport), for sizing content to it
    /// (`UIScrollView.frameLayoutGuide`).
    public var frameLayoutGuide: LayoutGuide {
        if let frameGuide { return frameGuide.guide }
        let made = InsetLayoutGuide(name: "frameLayoutGuide", owner: self, insets: .zero)
        frameGuide = made
        constraintState.ownGuides.append(made.guide)
        return made.guide
    }

    /// The content guide was solved: its size is the content size.
    private func contentGuideDidChange() {
        guard let contentGuide, let engine = window?.constraintLayout?.engine, engine.contains(contentGuide) else { return }
        contentSize = contentGuide.layoutFrame.size
    }

    /// The content point shown at the widget's top-left corner (clamped to the content): at rest it is
    /// minus the ``adjustedContentInset``'s top-left corner, as in UIKit, so content under a navigation
    /// bar starts below it.
    public var contentOffset: Point {
        get { Point(x: scrolled.x - insetOrigin.x, y: scrolled.y - insetOrigin.y) }
        set { setContentOffset(newValue) }
    }
    /// How far the content is scrolled from its rest position (zero at rest).
    private var scrolled: Point = .zero
    /// The top-left corner of the adjusted content inset, as of the last layout.
    private var insetOrigin: Point = .zero
    /// The ``adjustedContentInset`` as of the last layout.
    private var lastAdjustedInset: EdgeInsets = .zero

    /// Extra room around the content, on top of what the safe area adds (`UIScrollView.contentInset`):
    /// the content can scroll that far past each edge.
    @exclusivity(unchecked)
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { setNeedsLayout() } }
    }
    /// How the safe area is added to ``contentInset``. Default `.automatic`.
    @exclusivity(unchecked)
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
    }
    /// ``contentInset`` plus the safe-area insets ``contentInsetAdjustmentBehavior`` adds: how far
    /// the content keeps from each edge at rest (`UIScrollView.adjustedContentInset`).
    public var adjustedContentInset: EdgeInsets { computedAdjustedContentInset }
    /// Called when ``adjustedContentInset`` changed (at the layout after the change).
    open func adjustedContentInsetDidChange() {}
    /// Whether the scroll indicator shows on the right edge while the content is taller than the
    /// widget. Default `true`.
    public var showsVerticalScrollIndicator = true {
        didSet { if showsVerticalScrollIndicator != oldValue { setNeedsLayout() } }
    }
    /// Kept for ported code: no horizontal indicator is drawn (a terminal row is too precious).
    public var showsHorizontalScrollIndicator = true

    /// Whether the user can scroll. Default `true`.
    public var isScrollEnabled = true

    /// Creates a scroll widget.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        super.insertSubview(contentView, at: 0)
        super.insertSubview(indicator, at: 1)
    }

    /// Adds subviews to ``contentView`` (the scroll widget's own parts stay its direct subviews); an
    /// index at or past the scroll widget's own count (`addSubview`) appends to the content.
    open override func insertSubview(_ view: Widget, at index: Int) {
        if view === contentView || view === indicator {
            super.insertSubview(view, at: index)
        } else {
            contentView.insertSubview(view, at: index >= subviews.count ? contentView.subviews.count : index)
        }
    }

    /// Scrolls to `offset`, clamped so the viewport stays on the content and its insets.
    public func setContentOffset(_ offset: Point) {
        setScrolled(Point(x: offset.x + insetOrigin.x, y: offset.y + insetOrigin.y))
    }

    /// Scrolls to `point` from the rest position, clamped.
    private func setScrolled(_ point: Point) {
        let inset = lastAdjustedInset
        let maxX = max(0, contentSize.width + inset.horizontal - bounds.width)
        let maxY = max(0, contentSize.height + inset.vertical - bounds.height)
        let clamped = Point(x: max(0, min(point.x, maxX)), y: max(0, min(point.y, maxY)))
        guard clamped != scrolled else { return }
        scrolled = clamped
        setNeedsLayout()
    }

    /// Scrolls the least needed to show `rect` (content coordinates) inside the adjusted insets.
    public func scrollRectToVisible(_ rect: Rect) {
        let viewport = bounds.inset(by: lastAdjustedInset)
        var offset = scrolled
        if rect.maxY > offset.y + viewport.height { offset.y = rect.maxY - viewport.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + viewport.width { offset.x = rect.maxX - viewport.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        setScrolled(offset)
    }

    open override func layoutSubviews() {
        let inset = adjustedContentInset
        if inset != lastAdjustedInset {
            lastAdjustedInset = inset
            insetOrigin = Point(x: inset.leading, y: inset.top)
            adjustedContentInsetDidChange()
        }
        setScrolled(scrolled)
        contentView.frame = Rect(origin: Point(x: insetOrigin.x - scrolled.x, y: insetOrigin.y - scrolled.y),
                                 size: contentSize)
        let viewport = max(0, bounds.height - inset.vertical)
        let scrolls = contentSize.height > viewport && bounds.width > 0
        indicator.isHidden = !scrolls || !showsVerticalScrollIndicator
        indicator.frame = Rect(x: bounds.width - 1, y: inset.top, width: 1, height: viewport)
        indicator.update(offset: scrolled.y, viewport: viewport, content: contentSize.height)
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// A responder that became focused inside the content is scrolled into view, the least needed (as
    /// UIKit's focus engine makes the focused item visible).
    @_spi(TermHostInternal) open override func revealFocusedDescendant(_ focused: Responder, frameOnScreen: Rect) {
        guard window != nil, focused.isInChain(of: contentView) else { return }
        let origin = contentView.convertToWindow(contentView.bounds).origin
        scrollRectToVisible(frameOnScreen.offsetBy(dx: -origin.x, dy: -origin.y))
    }

    open override var canBecomeFocused: Bool {
        guard isScrollEnabled, isVisibleInWindow,
              contentSize.height > bounds.height || contentSize.width > bounds.width else { return false }
        return !contentView.subviews.contains { $0.firstFocusableDescendant() != nil }
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isScrollEnabled, event.modifiers.isEmpty else { return false }
        let page = max(1, bounds.height - lastAdjustedInset.vertical - 1)
        var offset = scrolled
        switch event.key {
        case .up: offset.y -= 1
        case .down: offset.y += 1
        case .left: offset.x -= 1
        case .right: offset.x += 1
        case .pageUp: offset.y -= page
        case .pageDown: offset.y += page
        case .home: offset = .zero
        case .end: offset.y = contentSize.height
        default: return false
        }
        let before = scrolled
        setScrolled(offset)
        return scrolled != before
    }

    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isScrollEnabled else { return false }
        switch event.kind {
        case .scrollUp: setScrolled(scrolled.offsetBy(dx: 0, dy: -3))
        case .scrollDown: setScrolled(scrolled.offsetBy(dx: 0, dy: 3))
        default: return false
        }
        return true
    }
}

extension ScrollWidget {
    var scrollableAxes: (horizontal: Bool, vertical: Bool) {
        (contentSize.width > bounds.width, contentSize.height > bounds.height)
    }
}
