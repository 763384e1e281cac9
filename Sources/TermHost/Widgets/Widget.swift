/// The base of every imperative element on screen: the `UIView` of TermHost.
///
/// A widget has a ``frame`` in its superview's coordinates, ``subviews`` drawn in order (later ones
/// on top), takes part in the responder chain, and tells its ``window`` what changed so a frame lays
/// out and redraws only that: ``setNeedsLayout()`` queues ``layoutSubviews()``, ``setNeedsDisplay()``
/// marks its region for redrawing, and ``invalidateIntrinsicContentSize()`` re-lays out only the
/// containers that use its intrinsic size.
@MainActor
open class Widget: Responder {
    /// "No intrinsic size on this axis", as in `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric = -1

    /// Creates a widget with a frame (zero by default; layout usually sets it).
    public init(frame: Rect = .zero) {
        self.frame = frame
        super.init()
    }

    // MARK: Geometry

    /// The widget's rectangle in its superview's coordinates.
    public var frame: Rect {
        didSet {
            guard frame != oldValue else { return }
            frameDidChange(from: oldValue)
        }
    }

    /// The widget's own coordinate space: origin zero, the size of its frame.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    private func frameDidChange(from oldFrame: Rect) {
        if let window, let superview, !isHidden {
            let origin = superview.originInWindow
            window.addDamage(oldFrame.offsetBy(dx: origin.x, dy: origin.y))
            window.addDamage(frame.offsetBy(dx: origin.x, dy: origin.y))
        }
        if oldFrame.size != frame.size {
            resizeSubviews(from: oldFrame.size)
            setNeedsLayout()
        }
    }

    /// The top-left corner of the widget in window coordinates.
    public var originInWindow: Point {
        var point = frame.origin
        var current = superview
        while let view = current {
            point = point + view.frame.origin
            current = view.superview
        }
        return point
    }

    /// A local rectangle converted to window coordinates.
    public func convertToWindow(_ rect: Rect) -> Rect {
        let origin = originInWindow
        return rect.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// A window point converted to local coordinates.
    public func convertFromWindow(_ point: Point) -> Point {
        point - originInWindow
    }

    // MARK: Hierarchy

    /// The widget this one is a subview of.
    public private(set) weak var superview: Widget?
    /// The subviews, back to front.
    public private(set) var subviews: [Widget] = []
    /// The window this widget is in, if any.
    public internal(set) weak var window: Window?
    /// The controller whose root widget this is (set by the controller); it is this widget's next responder.
    weak var owningController: Responder?

    /// Adds `view` on top of the other subviews (removing it from its old superview first).
    public func addSubview(_ view: Widget) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` among the subviews at `index` (clamped).
    public func insertSubview(_ view: Widget, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            view.setNeedsDisplay()
            return
        }
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        view.superview = self
        view.setWindow(window)
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        view.setNeedsDisplay()
    }

    /// Removes the widget from its superview (and so from its window).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        if let window, !isHidden { window.addDamage(convertToWindow(bounds)) }
        willRemoveFromSuperview()
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        setWindow(nil)
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    /// True when `ancestor` is this widget or one of its superviews.
    public func isDescendant(of ancestor: Widget) -> Bool {
        var current: Widget? = self
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }

    func setWindow(_ newWindow: Window?) {
        guard window !== newWindow else { return }
        willMove(toWindow: newWindow)
        let oldWindow = window
        oldWindow?.widgetWillLeave(self)
        window = newWindow
        for child in subviews { child.setWindow(newWindow) }
        if newWindow != nil {
            if needsLayout { newWindow?.scheduleLayout(self) }
        }
        didMoveToWindow()
    }

    /// Called after the widget moved to a new superview (or none).
    open func didMoveToSuperview() {}
    /// Called before the widget moves to another window (or none).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the widget moved to another window (or none).
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: Widget) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: Widget) {}
    /// Called before this widget is removed from its superview.
    open func willRemoveFromSuperview() {}

    // MARK: Appearance

    /// Hidden widgets are not drawn, take no events and are skipped by focus.
    public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            if let window { window.addDamage(convertToWindow(bounds)) }
            superview?.subviewVisibilityDidChange(self)
        }
    }

    /// Called when a subview is hidden or shown (stacks collapse hidden arranged subviews).
    open func subviewVisibilityDidChange(_ subview: Widget) {}

    /// The style the widget's area is filled with before it draws (`nil`: the container shows through).
    public var backgroundStyle: Style? {
        didSet { if backgroundStyle != oldValue { setNeedsDisplay() } }
    }

    /// How the frame follows the superview's size changes (frame-based layout).
    public var autoresizingMask: AutoresizingMask = []

    /// Whether events reach this widget and its subviews.
    public var isUserInteractionEnabled = true
    /// A number to find the widget by (``viewWithTag(_:)``).
    public var tag = 0
    /// A description for assistive tools and tests.
    public var accessibilityLabel: String?

    /// This widget or the first subview (depth first) whose ``tag`` is `tag`.
    public func viewWithTag(_ tag: Int) -> Widget? {
        if self.tag == tag { return self }
        for child in subviews {
            if let found = child.viewWithTag(tag) { return found }
        }
        return nil
    }

    // MARK: Layout

    /// Whether ``layoutSubviews()`` is due.
    public private(set) var needsLayout = false

    /// Asks for ``layoutSubviews()`` in the next frame.
    public func setNeedsLayout() {
        if needsLayout { return }
        needsLayout = true
        window?.scheduleLayout(self)
    }

    /// Runs a pending layout of this widget (and what it makes pending below it) now.
    public func layoutIfNeeded() {
        if let window {
            window.layoutPending(under: self)
        } else if needsLayout {
            performLayout()
        }
    }

    func performLayout() {
        needsLayout = false
        window?.application?.statistics.widgetsLaidOut += 1
        layoutSubviews()
    }

    /// Positions the subviews. The default does nothing; containers override it.
    open func layoutSubviews() {}

    /// The natural size of the content; ``noIntrinsicMetric`` on an axis with none. Default: none.
    open var intrinsicContentSize: Size {
        Size(width: Widget.noIntrinsicMetric, height: Widget.noIntrinsicMetric)
    }

    /// Tells the containers that use this widget's intrinsic size that it changed.
    /// Only they re-lay out, in the same frame.
    open func invalidateIntrinsicContentSize() {
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// Called when a subview's intrinsic size changed. The default does nothing: a widget that
    /// places its subviews by frames does not use their intrinsic sizes. Containers that do override it.
    open func subviewIntrinsicContentSizeDidChange(_ subview: Widget) {}

    /// The size the widget would like within `size`. Default: the intrinsic size where it has one, else `size`.
    open func sizeThatFits(_ size: Size) -> Size {
        let intrinsic = intrinsicContentSize
        return Size(width: intrinsic.width == Widget.noIntrinsicMetric ? size.width : intrinsic.width,
                    height: intrinsic.height == Widget.noIntrinsicMetric ? size.height : intrinsic.height)
    }

    /// The best size for the widget at `targetSize` (e.g. the height a wrapping widget needs at a
    /// given width). Default: the intrinsic size on each axis that has one, else the target's.
    open func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        let intrinsic = intrinsicContentSize
        return Size(width: intrinsic.width == Widget.noIntrinsicMetric ? targetSize.width : intrinsic.width,
                    height: intrinsic.height == Widget.noIntrinsicMetric ? targetSize.height : intrinsic.height)
    }

    // MARK: Drawing

    /// Marks the whole widget for redrawing in the next frame.
    public func setNeedsDisplay() {
        setNeedsDisplay(bounds)
    }

    /// Marks a local rectangle for redrawing in the next frame.
    public func setNeedsDisplay(_ rect: Rect) {
        guard let window, !isHidden else { return }
        window.addDamage(convertToWindow(rect.intersection(bounds)))
    }

    /// Draws the widget's own content (not its subviews) into a canvas covering its bounds.
    /// The canvas is already filled with ``backgroundStyle`` and clipped to the region being redrawn.
    open func draw(in canvas: Canvas) {}

    /// The subviews that may draw inside the local rectangle `rect`, back to front.
    /// Containers whose subviews are sorted along an axis can answer faster than this linear filter.
    open func subviews(intersecting rect: Rect) -> [Widget] {
        subviews.filter { !$0.isHidden && $0.frame.intersects(rect) }
    }

    // MARK: Events

    /// The deepest visible, interactive widget containing `point` (local coordinates), or `nil`.
    open func hitTest(_ point: Point) -> Widget? {
        guard !isHidden, isUserInteractionEnabled, bounds.contains(point) else { return nil }
        for child in subviews.reversed() {
            let local = point - child.frame.origin
            if let hit = child.hitTest(local) { return hit }
        }
        return self
    }

    /// The responder that takes events at a local point of this widget (itself, unless it hosts other responders).
    open func eventResponder(at point: Point) -> Responder { self }

    open override var nextResponder: Responder? {
        owningController ?? superview ?? window?.application
    }

    open override var focusChildren: [Responder] {
        subviews.filter { !$0.isHidden }
    }
}
