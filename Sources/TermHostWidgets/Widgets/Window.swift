import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The root of a widget tree, shown full screen by an ``Application`` (the `UIWindow` of TermHost).
///
/// The window collects what its widgets report (layout requests and damaged regions) and, once per
/// frame, lays out only the widgets that asked and redraws only the damaged regions.
@MainActor
open class Window: Widget, RootContent {
    /// The application showing this window.
    public var attachedApplication: Application? { attachedApplicationStorage }
    /// The storage of ``attachedApplication`` (internal, so the optimizer needs no run-time exclusivity check for it).
    weak var attachedApplicationStorage: Application?
    /// The responder that owns the window's content (its root controller), kept alive by the window.
    var rootResponderOwner: Responder?

    /// The window's constraint layout, once a widget in it used constraints.
    var constraintLayout: WindowConstraintLayout?
    @exclusivity(unchecked)
    private var layoutQueue: [Widget] = []
    /// Widgets waiting for ``Widget/updateConstraints()`` (see `Window+LayoutEngine.swift`).
    @exclusivity(unchecked)
    var constraintsUpdateQueue: [Widget] = []
    /// Widgets waiting for ``Widget/updateProperties()`` (see `Widget+UpdateProperties.swift`).
    @exclusivity(unchecked)
    var propertiesUpdateQueue: [Widget] = []
    private var damage = DamageList()
    /// Whether a subtree left out for its depth was reported (once per window; see `Window+DepthLimit.swift`).
    var hasReportedDepthLimit = false
    /// The container whose subviews' moves are being gathered into one damaged region (see
    /// ``gatheringDamage(ofSubviewsOf:_:)``), its origin in the window and what they damaged so far.
    var damageBatch: (container: ObjectIdentifier, origin: Point, area: Rect?)?

    /// Creates an empty window; it takes the terminal's size when shown.
    public init() {
        super.init(frame: .zero)
        window = self
        clipsToBounds = true
    }

    /// Creates an empty window with a frame (`UIWindow(frame: Screen.main.bounds)`); once shown it
    /// always covers the terminal, whatever the frame said.
    public override convenience init(frame: Rect) {
        self.init()
        self.frame = frame
    }

    /// The topmost visible subview marked ``Widget/accessibilityViewIsModal``: while there is one,
    /// focus traversal and the mouse stay inside it.
    public var modalSubview: Widget? {
        subviews.last { $0.accessibilityViewIsModal && !$0.isHidden }
    }

    open override var focusChildren: [Responder] {
        if let modal = modalSubview { return [modal] }
        return super.focusChildren
    }

    /// A key reaches the window itself when nothing is focused (or nothing below took it). With
    /// nothing focused, the window offers it to its topmost subview (the modal layer while there is
    /// one) and up that subview's chain, so Esc still pops a navigation stack or dismisses a panel.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard attachedApplication?.focusEngine.focused == nil,
              let top = modalSubview ?? subviews.last(where: { !$0.isHidden }) else { return false }
        for responder in top.responderChain {
            if responder === self || responder is Application { return false }
            if responder.handleKey(event) { return true }
        }
        return false
    }

    open override func hitTest(_ point: Point) -> Widget? {
        guard let modal = modalSubview else { return super.hitTest(point) }
        return modal.hitTest(point - modal.frame.origin)
    }

    // MARK: RootContent

    public var rootResponder: Responder { self }

    public func didMove(to application: Application?) {
        attachedApplicationStorage = application
        notifyApplicationChange(in: self)
        if lengthUnitStorage == nil, application?.lengthUnit ?? .cells != .cells { effectiveLengthUnitDidChange() }
        constraintLayout?.windowDidMove(to: application)
        addDamage(bounds)
    }

    public func layout(in size: Size) {
        if frame.size != size {
            frame = Rect(origin: .zero, size: size)
            addDamage(bounds)
        }
        layoutPending(under: nil)
    }

    public func draw(into canvas: Canvas, full: Bool) {
        let taken = changeDamage { $0.take() }
        let whole = bounds
        let regions = full ? [whole] : taken
        var draws = 0
        for region in regions {
            let area = region.intersection(whole)
            if area.isEmpty { continue }
            canvas.clear(area)
            render(self, frameInWindow: whole, clip: area, canvas: canvas, draws: &draws)
        }
        if draws > 0 { attachedApplication?.statistics.draws += draws }
    }

    public func responder(at point: Point) -> Responder? {
        guard let widget = hitTest(point) else { return nil }
        return widget.eventResponder(at: widget.convertFromWindow(point))
    }

    open override var next: Responder? {
        attachedApplication
    }

    // MARK: Bookkeeping used by widgets

    /// The application this window is shown by.
    public override var application: Application? { attachedApplication }

    func scheduleLayout(_ widget: Widget) {
        layoutQueue.append(widget)
        attachedApplication?.setNeedsFrame()
    }

    /// Changes the damage list on a copy moved out of the property and put back: a change may call into the
    /// runtime (growing the storage), and a call made during an access to the property would keep every
    /// access to it checked for exclusivity at run time.
    private func changeDamage<Result>(_ change: (inout DamageList) -> Result) -> Result {
        var moved = damage
        damage = DamageList()
        defer { damage = moved }
        return change(&moved)
    }

    func addDamage(_ rect: Rect) {
        let visible = rect.intersection(bounds)
        guard changeDamage({ $0.add(visible) }) else { return }
        attachedApplication?.setNeedsFrame()
    }

    /// Tells `widget` and everything below it in this window that the window is now shown by another
    /// application (or none).
    private func notifyApplicationChange(in widget: Widget) {
        widget.windowDidMoveToApplication()
        for child in widget.subviews where child.window === self { notifyApplicationChange(in: child) }
    }

    /// Lays out every widget that asked for it (only those under `root`, when given), parents before
    /// children: each round sorts what is queued by depth once, and what that round queues runs in the next.
    /// When nothing is queued, the constraint engine applies its solution (which may queue more).
    /// Widgets whose layout keeps asking for layout again stop after ``FrameSettling/maximumRounds``
    /// rounds with its diagnostic, and what is still queued waits for the next frame.
    func layoutPending(under root: Widget?) {
        var settling = FrameSettling(.layout, application: attachedApplication)
        while true {
            updatePendingProperties(under: root)
            updatePendingConstraints(under: root)
            let batch = takeBatch(from: &layoutQueue, under: root, deepestFirst: false) { $0.needsLayout }
            if batch.isEmpty, constraintLayout?.updateFrames() != true { return }
            guard settling.nextRound() else {
                settling.stopped(in: "the window's layout")
                for entry in batch { layoutQueue.append(entry.widget) }
                return
            }
            for entry in batch where entry.widget.needsLayout && entry.widget.window === self {
                entry.widget.performLayout()
            }
        }
    }

    /// Takes one round's batch out of a pass's `queue`: the widgets in this window that still `need`
    /// the pass and are under `root` (when given; the others stay queued), sorted by depth (parents
    /// first, or the deepest first), in the order they were queued within a depth. Widgets that no
    /// longer need the pass, or left the window, are dropped. Each entry keeps its depth and order (no
    /// second array is made for the widgets alone).
    func takeBatch(from queue: inout [Widget], under root: Widget?, deepestFirst: Bool,
                   where need: (Widget) -> Bool) -> [(depth: Int, order: Int, widget: Widget)] {
        guard !queue.isEmpty else { return [] }
        var batch: [(depth: Int, order: Int, widget: Widget)] = []
        // The widgets that stay are moved to the front in place, so the queue keeps its storage.
        var kept = 0
        for index in queue.indices {
            let widget = queue[index]
            guard need(widget), widget.window === self else { continue }
            if let root, !widget.isDescendant(of: root) {
                queue[kept] = widget
                kept += 1
            } else {
                batch.append((widget.depthInTree, batch.count, widget))
            }
        }
        if kept == 0 { queue.removeAll(keepingCapacity: true) } else { queue.removeSubrange(kept...) }
        if deepestFirst {
            batch.sort { $0.depth != $1.depth ? $0.depth > $1.depth : $0.order < $1.order }
        } else {
            batch.sort { ($0.depth, $0.order) < ($1.depth, $1.order) }
        }
        return batch
    }

    /// Draws `widget` (whose frame is `frameInWindow`) and the subviews it reports for the region `clip`,
    /// counting the widgets drawn in `draws` (added to the statistics once per frame, not per widget).
    private func render(_ widget: Widget, frameInWindow: Rect, clip: Rect, canvas: Canvas, draws: inout Int) {
        guard !widget.isHidden, widget.alphaStorage >= Widget.minimumHitTestAlpha else { return }
        guard widget.alphaStorage < 1 else {
            return renderOpaque(widget, frameInWindow: frameInWindow, clip: clip, canvas: canvas, draws: &draws)
        }
        // Translucent (`alpha`): drawn as usual, then composited over what was there (Core's one rule).
        canvas.clipped(to: clip).drawTranslucent(opacity: widget.alphaStorage) {
            renderOpaque(widget, frameInWindow: frameInWindow, clip: clip, canvas: canvas, draws: &draws)
        }
    }

    /// ``render(_:frameInWindow:clip:canvas:draws:)`` at full opacity.
    private func renderOpaque(_ widget: Widget, frameInWindow: Rect, clip: Rect, canvas: Canvas, draws: inout Int) {
        let visible = frameInWindow.intersection(clip)
        if !visible.isEmpty {
            let local = localCanvas(canvas, frameInWindow: frameInWindow, visible: visible)
            if let background = widget.backgroundStyle {
                local.fill(local.bounds, with: " ", style: background)
            }
            widget.tracking(.display) { widget.draw(in: local) }
            draws += 1
        }
        let clips = widget.clipsToBounds
        let childClip = clips ? visible : clip
        guard !childClip.isEmpty else { return }
        let query = childClip.offsetBy(dx: -frameInWindow.minX, dy: -frameInWindow.minY)
        for child in widget.subviews(intersecting: query) {
            guard child.window === self else {
                drawDepthPlaceholder(at: child.frame.offsetBy(dx: frameInWindow.minX, dy: frameInWindow.minY), clip: childClip,
                                     canvas: canvas)
                continue
            }
            let cut = clips
                ? childClip.intersection(widget.clipRect(for: child).offsetBy(dx: frameInWindow.minX, dy: frameInWindow.minY))
                : childClip
            render(child, frameInWindow: child.frame.offsetBy(dx: frameInWindow.minX, dy: frameInWindow.minY),
                   clip: cut, canvas: canvas, draws: &draws)
        }
        if widget.drawsOverSubviews, !visible.isEmpty {
            widget.drawOverSubviews(in: localCanvas(canvas, frameInWindow: frameInWindow, visible: visible))
        }
        if widget.hasDecorations, !visible.isEmpty {
            widget.drawDecorations(in: localCanvas(canvas, frameInWindow: frameInWindow, visible: visible))
        }
    }

    /// A canvas over a widget's frame, clipped to its visible part.
    @inline(__always)
    private func localCanvas(_ canvas: Canvas, frameInWindow: Rect, visible: Rect) -> Canvas {
        canvas.subcanvas(frameInWindow).clipped(to: visible.offsetBy(dx: -frameInWindow.minX, dy: -frameInWindow.minY))
    }
}
