@_spi(TermHostInternal) import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

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

    /// Creates a widget with a frame (layout usually sets it).
    public init(frame: Rect) {
        frameStorage = frame
        super.init()
    }

    /// Creates a widget with a zero frame, as `UIView()` does. A subclass that overrides only
    /// `init(frame:)` inherits this initializer.
    public override convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The widget's rectangle in its superview's coordinates.
    /// Moving or resizing a visible widget marks both its old and its new region for redrawing.
    public var frame: Rect {
        get { frameStorage }
        set {
            let oldValue = frameStorage
            frameStorage = newValue
            guard newValue != oldValue else { return }
            frameDidChange(from: oldValue)
        }
    }

    // The hot state lives in internal stored properties behind the public accessors: the optimizer sees
    // every access to them in the module, so they need no run-time exclusivity check (a public stored
    // property of an open class is checked on every access).
    /// The storage of ``frame``.
    var frameStorage: Rect
    /// The storage of ``lengthUnit``.
    var lengthUnitStorage: LengthUnit?

    /// The widget's own coordinate space: origin zero, the size of its frame.
    public var bounds: Rect { Rect(origin: .zero, size: frame.size) }

    /// Follows a change of the frame: the widget's own bookkeeping, then its subviews' autoresizing masks,
    /// level by level through a list of the widgets resized (a loop, not a recursion: a deep tree of
    /// autoresizing widgets cannot overflow the stack).
    private func frameDidChange(from oldFrame: Rect) {
        var resized: [ResizedWidget] = []
        applyFrameChange(from: oldFrame, superviewOrigin: nil, resized: &resized)
        while let next = resized.popLast() {
            next.widget.resizeSubviews(from: next.oldSize, origin: next.origin, resized: &resized)
        }
    }

    /// A widget whose size changed, before its subviews follow: its old size and, while it is in a window,
    /// its origin there (so each level of a deep tree costs no walk up to the window).
    struct ResizedWidget {
        let widget: Widget
        let oldSize: Size
        let origin: Point?
    }

    /// What a new frame means for this widget alone (its damage, layout, safe area, constraints); when its
    /// size changed, it joins `resized`, whose subviews then follow their autoresizing masks.
    /// `superviewOrigin` is the superview's origin in the window when the caller knows it.
    func applyFrameChange(from oldFrame: Rect, superviewOrigin: Point?, resized: inout [ResizedWidget]) {
        superview?.subviewIndex = nil
        var origin = superviewOrigin
        if let window, let superview, !isHidden, !window.addBatchedDamage(from: oldFrame, to: frame, in: superview) {
            let known = origin ?? superview.originInWindow
            origin = known
            window.addDamage(oldFrame.offsetBy(dx: known.x, dy: known.y))
            window.addDamage(frame.offsetBy(dx: known.x, dy: known.y))
        }
        let sizeChanged = oldFrame.size != frame.size
        if sizeChanged {
            resized.append(ResizedWidget(widget: self, oldSize: oldFrame.size, origin: origin.map { $0 + frame.origin }))
            setNeedsLayout()
        }
        updateSafeAreaInsets(sizeChanged: sizeChanged)
        window?.constraintLayout?.frameDidChange(of: self)
    }

    // MARK: Hierarchy

    /// The widget this one is a subview of.
    public internal(set) var superview: Widget? {
        get { superviewStorage }
        set { superviewStorage = newValue }
    }
    /// The storage of ``superview``.
    weak var superviewStorage: Widget?
    /// The subviews, back to front.
    public internal(set) var subviews: [Widget] {
        get { subviewStorage }
        set {
            subviewStorage = newValue
            subviewIndex = nil
        }
    }
    /// The storage of ``subviews``: only read, assigned, or changed through ``changeSubviews(_:)``, so the
    /// optimizer checks no access to it at run time.
    var subviewStorage: [Widget] = []
    /// The subviews sorted by position, for widgets with many of them (see ``subviews(intersecting:)``).
    var subviewIndex: SubviewIndex?

    /// Changes the subviews as a local array, outside any access to ``subviewStorage`` (an array change may
    /// call into the runtime, and a call made during an access to the property would keep every access to it
    /// checked at run time), and drops the position index, as assigning ``subviews`` does.
    private func changeSubviews(_ change: (inout [Widget]) -> Void) {
        var list = subviewStorage
        subviewStorage = []
        change(&list)
        subviewStorage = list
        subviewIndex = nil
    }

    /// The window this widget is in, if any.
    public internal(set) var window: Window? {
        get { windowStorage }
        set { windowStorage = newValue }
    }
    /// The storage of ``window``.
    weak var windowStorage: Window?
    /// The number of superviews between the widget and its window, while it is in one (see ``depthInTree``).
    var depthInWindow = 0
    /// The controller whose root widget this is (set by the controller); it is this widget's next responder.
    weak var owningController: Responder?
    /// Constraint layout state, made the first time the widget is used with constraints.
    var constraintStorage: WidgetConstraintState?
    /// The storage of ``translatesAutoresizingMaskIntoConstraints``. It and ``arrangingStack`` live here
    /// rather than in the constraint state, so a stack's arranged subview needs no constraint state (and
    /// no weak reference to it from its anchors, which would make every retain of it take the slow path).
    var translatesStorage = true
    /// The stack whose arranged subview the widget is: the stack sets its frame, and the window's engine
    /// holds that frame fixed (constraints to the widget follow it).
    weak var arrangingStack: StackWidget?

    /// Inserts `view` among the subviews at `index` (clamped), removing it from its old superview first.
    /// Every other way of adding a subview ends here, so a container may override this to redirect
    /// subviews (a scroll widget puts them into its content view).
    open func insertSubview(_ view: Widget, at index: Int) {
        // Only a widget with subviews can be an ancestor (a leaf added to a deep tree costs no walk up).
        guard view !== self, view.subviews.isEmpty || !isDescendant(of: view) else { return }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            changeSubviews { subviews in
                subviews.remove(at: current)
                subviews.insert(view, at: max(0, min(index, subviews.count)))
            }
            view.setNeedsDisplay()
            return
        }
        let oldTint = view.inheritedTintColor
        view.removeFromSuperview()
        changeSubviews { $0.insert(view, at: max(0, min(index, $0.count))) }
        view.superview = self
        if view.ownTintColor == nil, view.inheritedTintColor != oldTint { view.tintColorChanged() }
        view.updateSafeAreaInsets(sizeChanged: false)
        view.setWindow(window)
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
        view.setNeedsDisplay()
        window?.application?.focusEngine.setNeedsFocusUpdate()
    }

    /// Removes the widget from its superview (and so from its window); its region is redrawn.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        if let window, !isHidden { window.addDamage(convertToWindow(bounds)) }
        willRemoveFromSuperview()
        focusMayLeave(from: parent)
        parent.willRemoveSubview(self)
        if let index = parent.subviews.firstIndex(where: { $0 === self }) {
            parent.changeSubviews { _ = $0.remove(at: index) }
        }
        superview = nil
        setWindow(nil)
        didMoveToSuperview()
        parent.setNeedsLayout()
    }

    /// Moves the widget and its subviews into `newWindow` (or out of their window). In a window, a widget
    /// deeper than ``Widget/maximumTreeDepth`` stays out of it, and so does everything below it: it is
    /// neither laid out nor drawn (the window draws ``TreeDepthLimit/placeholder`` in its place).
    func setWindow(_ newWindow: Window?) {
        setWindow(newWindow, depth: newWindow == nil ? 0 : (superview.map { $0.depthInTree + 1 } ?? 0))
    }

    private func setWindow(_ offeredWindow: Window?, depth: Int) {
        let newWindow = depth <= Widget.maximumTreeDepth ? offeredWindow : nil
        guard window !== newWindow else { return }
        let owner = owningController as? RootWidgetOwner
        willMove(toWindow: newWindow)
        owner?.rootWidgetWillMove(toWindow: newWindow)
        window?.constraintLayout?.widgetWillLeave(self)
        window = newWindow
        let wasAtLimit = depthInWindow >= Widget.maximumTreeDepth
        depthInWindow = depth
        if wasAtLimit != (depth >= Widget.maximumTreeDepth), let stack = self as? StackWidget {
            // Its arranged subviews were measured as left out of the window, or must now be.
            stack.arrangementDidChange()
        }
        for child in subviews { child.setWindow(newWindow, depth: depth + 1) }
        newWindow?.constraintWidgetDidEnter(self)
        if let newWindow, needsLayout { newWindow.scheduleLayout(self) }
        if newWindow != nil {
            propertiesUpdateOnEnteringWindow()
            constraintsUpdateOnEnteringWindow()
        }
        didMoveToWindow()
        owner?.rootWidgetDidMoveToWindow(newWindow)
    }

    /// Called after the widget moved to a new superview (or none).
    open func didMoveToSuperview() {}
    /// Called before the widget moves to another window (or none).
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the widget moved to another window (or none).
    open func didMoveToWindow() {}
    /// Called after the widget's window was attached to an application (or detached from it).
    @_spi(TermHostInternal) open func windowDidMoveToApplication() {}
    /// Called when the widget's ``effectiveLengthUnit`` changed: its lengths are converted again (lists reload,
    /// stacks re-arrange, hosts pass the unit to their content). Default: lays the widget out again.
    @_spi(TermHostInternal) open func lengthUnitDidChange() {
        for constraint in constraintStorage?.layoutAnchors.constraints ?? [] { constraint.takeLengthUnit() }
        if layoutMarginsStorage != .zero { updateLayoutGuideInsets() }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }
    /// Called after a subview was added.
    open func didAddSubview(_ subview: Widget) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: Widget) {}
    /// Called before this widget is removed from its superview.
    open func willRemoveFromSuperview() {}

    // MARK: Appearance

    /// Hidden widgets are not drawn, take no events and are skipped by focus. Hiding or showing a
    /// widget redraws its region; stacks collapse hidden arranged subviews.
    public var isHidden: Bool {
        get { hiddenStorage }
        set {
            let oldValue = hiddenStorage
            hiddenStorage = newValue
            guard isHidden != oldValue else { return }
            if let window { window.addDamage(convertToWindow(bounds)) }
            superview?.subviewVisibilityDidChange(self)
            if !isHidden { window?.application?.focusEngine.setNeedsFocusUpdate() }
        }
    }
    /// The storage of ``isHidden``.
    var hiddenStorage = false

    /// Called when a subview is hidden or shown (stacks collapse hidden arranged subviews).
    open func subviewVisibilityDidChange(_ subview: Widget) {}

    /// The style the widget's area is filled with before it draws (`nil`: the container shows through).
    /// ``backgroundColor`` is its background colour.
    public var backgroundStyle: Style? {
        get { backgroundStorage }
        set {
            let oldValue = backgroundStorage
            backgroundStorage = newValue
            if newValue != oldValue { setNeedsDisplay() }
        }
    }
    /// The storage of ``backgroundStyle``.
    var backgroundStorage: Style?

    /// The tint set on this widget itself (`nil`: inherited; see ``tintColor``).
    var ownTintColor: Color?

    /// Called when ``tintColor`` changed (set here or on a superview, or the widget moved under another
    /// tint). The default redraws the widget.
    open func tintColorDidChange() {
        setNeedsDisplay()
    }

    /// Whether subviews are cut at this widget's edges. When `false` (the default, as in UIKit) a
    /// subview sticking out is drawn outside too, where the region being redrawn also meets this widget.
    public var clipsToBounds: Bool {
        get { clipsStorage }
        set {
            let oldValue = clipsStorage
            clipsStorage = newValue
            if newValue != oldValue { setNeedsDisplay() }
        }
    }
    /// The storage of ``clipsToBounds``.
    var clipsStorage = false

    /// The part of the bounds `subview` is cut to while ``clipsToBounds`` is true (a box keeps its
    /// content inside its border).
    func clipRect(for subview: Widget) -> Rect { bounds }

    /// The storage of ``alpha``: read by every draw and hit test, so kept here (see `Widget+Alpha.swift`).
    var alphaStorage = 1.0
    /// The storage of ``contentMode`` (see `Widget+ContentMode.swift`).
    var contentModeStorage = ContentMode.scaleToFill
    /// What few widgets use, made on first use: the layer, gesture recognizers, transform (`WidgetExtras.swift`).
    var extras: WidgetExtras?

    /// How the frame follows the superview's size changes (frame-based layout).
    public var autoresizingMask: AutoresizingMask = []

    /// Whether events reach this widget and its subviews.
    public var isUserInteractionEnabled: Bool {
        get { userInteractionStorage }
        set { userInteractionStorage = newValue }
    }
    /// The storage of ``isUserInteractionEnabled``.
    var userInteractionStorage = true
    /// A number to find the widget by (``viewWithTag(_:)``).
    public var tag = 0
    /// A description for assistive tools and tests.
    public var accessibilityLabel: String?
    /// When `true`, focus traversal and mouse events stay inside this widget while it is the topmost
    /// visible such subview of its window (modal panels and alerts set it).
    public var accessibilityViewIsModal = false

    // MARK: Safe area and margins

    /// The insets of the part of the widget not covered by bars, borders and window edges: what it
    /// inherits from its superview's safe area where it overlaps, plus ``additionalSafeAreaInsets``
    /// and ``insetsAddedToSafeArea``.
    public private(set) var safeAreaInsets: EdgeInsets {
        get { safeAreaStorage }
        set { safeAreaStorage = newValue }
    }
    /// The storage of ``safeAreaInsets``.
    var safeAreaStorage: EdgeInsets = .zero

    /// Insets added to the safe area this widget would otherwise have (for custom bars).
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { updateSafeAreaInsets(sizeChanged: false) } }
    }

    /// Insets this kind of widget adds to its own safe area (a box's border, a navigation bar).
    /// Subclasses that override it call ``updateSafeAreaInsets(sizeChanged:)`` when it changes.
    open var insetsAddedToSafeArea: EdgeInsets { .zero }

    /// Called after ``Widget/safeAreaInsets`` changed (the widget is also asked to lay out again).
    open func safeAreaInsetsDidChange() {}

    /// The widget's margins for laying out content (measured inside the safe area when
    /// ``insetsLayoutMarginsFromSafeArea`` is on). Lengths: cells, or points when the widget's
    /// ``effectiveLengthUnit`` is ``LengthUnit/points`` (`16` is 2 columns at the sides, 1 row above and below).
    public var layoutMargins: EdgeInsets {
        get { layoutMarginsStorage }
        set {
            let oldValue = layoutMarginsStorage
            layoutMarginsStorage = newValue
            guard layoutMargins != oldValue else { return }
            updateLayoutGuideInsets()
            layoutMarginsDidChange()
            setNeedsLayout()
        }
    }
    /// The storage of ``layoutMargins``.
    var layoutMarginsStorage: EdgeInsets = .zero

    /// Whether ``layoutMarginsFrame`` also keeps out of the safe-area insets. Default `true`.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { marginsFromSafeAreaStorage }
        set {
            let oldValue = marginsFromSafeAreaStorage
            marginsFromSafeAreaStorage = newValue
            guard insetsLayoutMarginsFromSafeArea != oldValue else { return }
            updateLayoutGuideInsets()
            setNeedsLayout()
        }
    }
    /// The storage of ``insetsLayoutMarginsFromSafeArea``.
    var marginsFromSafeAreaStorage = true

    /// Called after ``layoutMargins`` changed.
    open func layoutMarginsDidChange() {}

    /// Recomputes ``Widget/safeAreaInsets`` from the superview's and passes a change down the tree.
    /// The walk goes down the tree parents first, in a loop (not a recursion, so a deep tree cannot
    /// overflow the stack), and stops below every widget whose insets stayed as they were.
    public func updateSafeAreaInsets(sizeChanged: Bool) {
        var pending: [(widget: Widget, sizeChanged: Bool)] = [(self, sizeChanged)]
        while let next = pending.popLast() {
            guard next.widget.refreshSafeAreaInsets(sizeChanged: next.sizeChanged) else { continue }
            for child in next.widget.subviews.reversed() { pending.append((child, false)) }
        }
    }

    /// Recomputes this widget's own ``Widget/safeAreaInsets``; true when its subviews must follow.
    private func refreshSafeAreaInsets(sizeChanged: Bool) -> Bool {
        let updated = inheritedSafeAreaInsets() + additionalSafeAreaInsets + insetsAddedToSafeArea
        let changed = updated != safeAreaInsets
        guard changed || (sizeChanged && safeAreaInsets != .zero) else { return false }
        safeAreaInsets = updated
        if changed {
            updateLayoutGuideInsets()
            safeAreaInsetsDidChange()
            setNeedsLayout()
        }
        return true
    }

    // MARK: Layout

    /// Whether ``layoutSubviews()`` is due.
    public internal(set) var needsLayout: Bool {
        get { needsLayoutStorage }
        set { needsLayoutStorage = newValue }
    }
    /// The storage of ``needsLayout``.
    var needsLayoutStorage = false

    /// Asks for ``layoutSubviews()`` in the next frame.
    public func setNeedsLayout() {
        if needsLayout { return }
        needsLayout = true
        window?.scheduleLayout(self)
    }

    /// Positions the subviews. The default does nothing; containers override it. The `@Observable`
    /// properties read here are tracked: when one changes, the widget lays out again (UIKit, iOS 18).
    open func layoutSubviews() {}

    /// Whether ``updateProperties()`` is due before the next layout pass (true until it first ran).
    var needsPropertiesUpdate = true

    /// Override to set the widget's properties (text, colours, visibility) from your model in one
    /// place (UIKit's `updateProperties()`): it runs before the layout pass, parents first, once when
    /// the widget first enters a window and after ``setNeedsUpdateProperties()``. The `@Observable`
    /// properties read here are tracked: when one changes, it runs again in the next frame.
    open func updateProperties() {}

    /// The natural size of the content; ``Widget/noIntrinsicMetric`` on an axis with none. Default: none.
    open var intrinsicContentSize: Size {
        Size(width: Widget.noIntrinsicMetric, height: Widget.noIntrinsicMetric)
    }

    /// Tells the containers that use this widget's intrinsic size that it changed.
    /// Only they re-lay out, in the same frame.
    open func invalidateIntrinsicContentSize() {
        intrinsicSizeDidChangeForLayout()
        if let constraintStorage { constraintStorage.sizeDidChange(of: self) }
    }

    /// Called when a subview's intrinsic size (or a constraint on it) changed. A widget without an intrinsic
    /// size passes it on when the subview is laid out by constraints (its fitting size may follow).
    open func subviewIntrinsicContentSizeDidChange(_ subview: Widget) {
        guard !subview.translatesAutoresizingMaskIntoConstraints, subview.superview === self, !(self is Window) else { return }
        let own = intrinsicContentSize
        guard own.width == Widget.noIntrinsicMetric || own.height == Widget.noIntrinsicMetric else { return }
        superview?.subviewIntrinsicContentSizeDidChange(self)
    }

    /// The size that best fits the proposed `size` (`UIView.sizeThatFits(_:)`); the widget is not resized.
    ///
    /// The proposal is a plain size: ``Widget/unboundedLength`` on an axis puts no limit there (UIKit's
    /// `CGFloat.greatestFiniteMagnitude`), a negative length counts as zero; no length is a sentinel. The
    /// default answers the intrinsic size where there is one, else the proposal. Wrapping widgets answer
    /// at the proposed width: `sizeThatFits(Size(width: w, height: Widget.unboundedLength))` is the height
    /// for width `w`. For the size the constraints allow, ask ``systemLayoutSizeFitting(_:)``.
    open func sizeThatFits(_ size: Size) -> Size {
        let intrinsic = intrinsicContentSize
        return Size(width: intrinsic.width == Widget.noIntrinsicMetric ? max(0, size.width) : intrinsic.width,
                    height: intrinsic.height == Widget.noIntrinsicMetric ? max(0, size.height) : intrinsic.height)
    }

    /// The size that best satisfies the widget's constraints for `targetSize` at ``LayoutPriority/fittingSizeLevel``
    /// on both axes: ``layoutFittingCompressedSize`` (`.zero`) gives the smallest, ``layoutFittingExpandedSize``
    /// the largest, as in UIKit; a zero length on one axis asks for that axis compressed.
    open func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that best satisfies the constraints of the widget's own subtree (see `Widget+Fitting.swift`)
    /// when its size is asked to be `targetSize` at these priorities; `(w, 0)`, `.required`, `.fittingSizeLevel`
    /// gives the height needed at width `w`.
    open func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                      verticalFittingPriority: LayoutPriority) -> Size {
        fittingSize(for: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// What the content asks of each axis in a fitting solve: the intrinsic size by default (a
    /// stretching content answers a length that does not hug).
    @_spi(TermHostInternal) open func fittingContentSize() -> (width: ContentLength?, height: ContentLength?) {
        let intrinsic = intrinsicContentSize
        return (intrinsic.width < 0 ? nil : ContentLength(length: intrinsic.width),
                intrinsic.height < 0 ? nil : ContentLength(length: intrinsic.height))
    }

    // MARK: Updating constraints

    /// Whether ``updateConstraints()`` is due before the next layout pass.
    var needsConstraintsUpdate = false

    /// Override to change constraints in one place; runs before a layout pass after
    /// ``setNeedsUpdateConstraints()``, subviews first. Call `super.updateConstraints()` at the end.
    /// The `@Observable` properties read here are tracked: a change asks for it again.
    open func updateConstraints() {}

    /// When `true`, ``updateConstraints()`` runs when the widget enters a window even if nobody asked.
    open class var requiresConstraintBasedLayout: Bool { false }

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
    /// The canvas is already filled with ``Widget/backgroundStyle`` and clipped to the region being redrawn.
    /// The `@Observable` properties read here are tracked: when one changes, the widget is redrawn.
    open func draw(in canvas: Canvas) {}

    /// Whether ``drawOverSubviews(in:)`` runs after the subviews have drawn (a list cell's highlight, which
    /// content painting its own cells must not hide); off for every other widget.
    var drawsOverSubviews = false

    /// Draws over what the subviews drew, on a canvas like ``draw(in:)``'s; called only while
    /// ``drawsOverSubviews``.
    func drawOverSubviews(in canvas: Canvas) {}

    /// The visible subviews that may draw inside the local rectangle `rect`, back to front.
    /// Containers whose subviews are sorted along an axis answer by binary search instead of this linear filter.
    /// Widgets with many subviews keep them sorted by position, so this stays proportional to what meets `rect`.
    open func subviews(intersecting rect: Rect) -> [Widget] {
        let all = subviews
        guard all.count >= SubviewIndex.threshold else {
            // Plain loops: a closure passed to `filter` would check the main actor on every call. When
            // every subview meets `rect` (a leaf, a cell's content), the array itself is the answer.
            var kept = 0
            while kept < all.count, !all[kept].isHidden, all[kept].frame.intersects(rect) { kept += 1 }
            guard kept < all.count else { return all }
            var meeting = Array(all[..<kept])
            for view in all[(kept + 1)...] where !view.isHidden && view.frame.intersects(rect) { meeting.append(view) }
            return meeting
        }
        if subviewIndex == nil { subviewIndex = SubviewIndex(subviews) }
        return subviewIndex?.subviews(of: subviews, intersecting: rect) ?? []
    }

    // MARK: Events

    /// Whether a local point is inside the widget (for hit testing). Default: inside its bounds.
    open func point(inside point: Point) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive widget containing `point` (local coordinates), or `nil`: as in UIKit,
    /// hidden widgets, those with user interaction off and those with an ``Widget/alpha`` below 0.01 are passed over.
    open func hitTest(_ point: Point) -> Widget? {
        guard !isHidden, isUserInteractionEnabled, alphaStorage >= Widget.minimumHitTestAlpha,
              self.point(inside: point) else { return nil }
        // A subview left out of the window for its depth (see `setWindow`) is not on screen.
        for child in subviews.reversed() where child.window === window {
            if let hit = child.hitTest(point - child.frame.origin) { return hit }
        }
        return self
    }

    /// Mouse events reach the widget's gesture recognizers first (`Widget+GestureRecognizers.swift`).
    @_spi(TermHostInternal) open override func routeMouse(_ event: MouseEvent) -> Bool {
        routeMouseThroughRecognizers(event)
    }

    /// The responder that takes events at a local point of this widget (itself, unless it hosts other responders).
    open func eventResponder(at point: Point) -> Responder { self }

    open override var next: Responder? {
        owningController ?? superview ?? window?.application
    }

    open override var focusChildren: [Responder] {
        subviews.filter { !$0.isHidden }
    }

    /// The widget's bounds on screen while it is in a window.
    @_spi(TermHostInternal) open override var frameOnScreen: Rect? {
        window == nil ? nil : convertToWindow(bounds)
    }

    /// The bounds on screen when ``clipsToBounds`` cuts the subviews to them.
    @_spi(TermHostInternal) open override var clipRectOnScreen: Rect? {
        clipsToBounds && window != nil ? convertToWindow(bounds) : nil
    }
}
