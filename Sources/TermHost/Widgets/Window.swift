/// The root of a widget tree, shown full screen by an ``Application`` (the `UIWindow` of TermHost).
///
/// The window collects what its widgets report (layout requests and damaged regions) and, once per
/// frame, lays out only the widgets that asked and redraws only the damaged regions.
@MainActor
open class Window: Widget, RootContent {
    /// The application showing this window.
    public private(set) weak var attachedApplication: Application?
    /// The responder that owns the window's content (its root controller), kept alive by the window.
    var rootResponderOwner: Responder?

    private var layoutQueue: [Widget] = []
    private var damage: [Rect] = []

    /// Creates an empty window; it takes the terminal's size when shown.
    public init() {
        super.init(frame: .zero)
        window = self
    }

    // MARK: RootContent

    public var rootResponder: Responder { self }

    public func didMove(to application: Application?) {
        attachedApplication = application
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
        if full {
            damage = [bounds]
        }
        let regions = damage
        damage.removeAll(keepingCapacity: true)
        for region in regions {
            let area = region.intersection(bounds)
            if area.isEmpty { continue }
            canvas.clear(area)
            render(self, origin: .zero, clip: area, canvas: canvas)
        }
    }

    public func responder(at point: Point) -> Responder? {
        guard let widget = hitTest(point) else { return nil }
        return widget.eventResponder(at: widget.convertFromWindow(point))
    }

    open override var nextResponder: Responder? {
        attachedApplication
    }

    // MARK: Bookkeeping used by widgets

    /// The application this window is shown by.
    public override var application: Application? { attachedApplication }

    func scheduleLayout(_ widget: Widget) {
        layoutQueue.append(widget)
        attachedApplication?.setNeedsFrame()
    }

    func addDamage(_ rect: Rect) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        if damage.contains(where: { $0.contains(area) }) { return }
        damage.removeAll { area.contains($0) }
        damage.append(area)
        if damage.count > 64 {
            let all = damage.reduce(Rect.zero) { $0.union($1) }
            damage = [all]
        }
        attachedApplication?.setNeedsFrame()
    }

    func widgetWillLeave(_ widget: Widget) {}

    /// Lays out every widget that asked for it (only those under `root`, when given), parents before children.
    func layoutPending(under root: Widget?) {
        var rounds = 0
        while rounds < 100_000 {
            layoutQueue.removeAll { !$0.needsLayout || $0.window !== self }
            var best: (index: Int, depth: Int)?
            for (index, widget) in layoutQueue.enumerated() {
                if let root, !widget.isDescendant(of: root) { continue }
                let d = depth(of: widget)
                if best == nil || d < (best?.depth ?? Int.max) { best = (index, d) }
            }
            guard let best else { break }
            let widget = layoutQueue.remove(at: best.index)
            widget.performLayout()
            rounds += 1
        }
    }

    private func depth(of widget: Widget) -> Int {
        var depth = 0
        var current = widget.superview
        while let view = current {
            depth += 1
            current = view.superview
        }
        return depth
    }

    private func render(_ widget: Widget, origin: Point, clip: Rect, canvas: Canvas) {
        let frameInWindow = widget === self ? bounds : widget.frame.offsetBy(dx: origin.x, dy: origin.y)
        let visible = frameInWindow.intersection(clip)
        guard !visible.isEmpty, !widget.isHidden else { return }
        let local = canvas.subcanvas(frameInWindow).clipped(to: visible.offsetBy(dx: -frameInWindow.minX, dy: -frameInWindow.minY))
        if let background = widget.backgroundStyle {
            local.fill(local.bounds, with: " ", style: background)
        }
        widget.draw(in: local)
        attachedApplication?.statistics.draws += 1
        let childClip = visible
        let localRect = visible.offsetBy(dx: -frameInWindow.minX, dy: -frameInWindow.minY)
        for child in widget.subviews(intersecting: localRect) {
            render(child, origin: frameInWindow.origin, clip: childClip, canvas: canvas)
        }
    }
}
