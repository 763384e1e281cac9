import TermHostCore
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
open class ScrollWidget: Widget {
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

    /// The content point shown at the viewport's top-left corner (clamped to the content).
    public private(set) var contentOffset: Point = .zero

    /// Whether the user can scroll. Default `true`.
    public var isScrollEnabled = true

    /// Creates a scroll widget.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
        super.insertSubview(contentView, at: 0)
        super.insertSubview(indicator, at: 1)
    }

    /// Adds subviews to ``contentView`` (the scroll widget's own parts stay its direct subviews).
    open override func insertSubview(_ view: Widget, at index: Int) {
        if view === contentView || view === indicator {
            super.insertSubview(view, at: index)
        } else {
            contentView.insertSubview(view, at: index)
        }
    }

    /// Scrolls to `offset`, clamped so the viewport stays on the content.
    public func setContentOffset(_ offset: Point) {
        let maxX = max(0, contentSize.width - bounds.width), maxY = max(0, contentSize.height - bounds.height)
        let clamped = Point(x: max(0, min(offset.x, maxX)), y: max(0, min(offset.y, maxY)))
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        setNeedsLayout()
    }

    /// Scrolls the least needed to show `rect` (content coordinates).
    public func scrollRectToVisible(_ rect: Rect) {
        var offset = contentOffset
        if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        setContentOffset(offset)
    }

    open override func layoutSubviews() {
        setContentOffset(contentOffset)
        contentView.frame = Rect(origin: Point(x: -contentOffset.x, y: -contentOffset.y), size: contentSize)
        let scrolls = contentSize.height > bounds.height && bounds.width > 0
        indicator.isHidden = !scrolls
        indicator.frame = Rect(x: bounds.width - 1, y: 0, width: 1, height: bounds.height)
        indicator.update(offset: contentOffset.y, viewport: bounds.height, content: contentSize.height)
    }

    open override var canBecomeFocused: Bool {
        guard isScrollEnabled, isVisibleInWindow,
              contentSize.height > bounds.height || contentSize.width > bounds.width else { return false }
        return !contentView.subviews.contains { $0.firstFocusableDescendant() != nil }
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isScrollEnabled, event.modifiers.isEmpty else { return false }
        let page = max(1, bounds.height - 1)
        var offset = contentOffset
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
        let before = contentOffset
        setContentOffset(offset)
        return contentOffset != before
    }

    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isScrollEnabled else { return false }
        switch event.kind {
        case .scrollUp: setContentOffset(contentOffset.offsetBy(dx: 0, dy: -3))
        case .scrollDown: setContentOffset(contentOffset.offsetBy(dx: 0, dy: 3))
        default: return false
        }
        return true
    }
}
