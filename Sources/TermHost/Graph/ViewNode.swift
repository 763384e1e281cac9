/// One persistent node of a view graph: the live counterpart of a view value.
///
/// A node keeps its identity (its key among its siblings and its view type) across updates;
/// children are matched by identity, so their state survives. Structural nodes (tuples, conditionals,
/// ForEach, custom views) are transparent: their parent lays out their children directly.
@MainActor
class ViewNode: Responder {
    unowned let graph: ViewGraph
    weak var parent: ViewNode?
    var children: [ViewNode] = []
    /// Identity among siblings.
    let key: AnyHashable
    /// The type of view this node shows; a different type at the same key makes a new node.
    let viewType: ObjectIdentifier
    var environment = EnvironmentValues()
    /// Distance from the root.
    let depth: Int
    /// Where the node was placed, in graph coordinates.
    var frame: Rect = .zero
    private(set) var isMounted = false

    private var cachedProposal: ProposedViewSize?
    private var cachedSize: Size = .zero
    var needsPlacement = true

    init(graph: ViewGraph, parent: ViewNode?, key: AnyHashable, viewType: Any.Type) {
        self.graph = graph
        self.parent = parent
        self.key = key
        self.viewType = ObjectIdentifier(viewType)
        self.depth = (parent?.depth ?? -1) + 1
        self.environment = parent?.environment ?? EnvironmentValues()
        super.init()
    }

    // MARK: Updating

    /// Takes a new view value of this node's type and brings the children up to date.
    func update(with view: any View) {}

    /// Matches `views` against the children by key and type: kept children are updated, new ones
    /// made and mounted, missing ones unmounted.
    func reconcile(_ views: [(key: AnyHashable, view: any View)]) {
        if views.isEmpty && children.isEmpty { return }
        var old: [AnyHashable: ViewNode] = [:]
        old.reserveCapacity(children.count)
        for child in children where old[child.key] == nil { old[child.key] = child }
        var kept: [ViewNode] = []
        kept.reserveCapacity(views.count)
        var changed = views.count != children.count
        for (index, entry) in views.enumerated() {
            let type = ObjectIdentifier(Swift.type(of: entry.view))
            if let node = old[entry.key], node.viewType == type {
                old[entry.key] = nil
                node.update(with: entry.view)
                if !changed && children[index] !== node { changed = true }
                kept.append(node)
            } else {
                let node = graph.makeNode(for: entry.view, key: entry.key, parent: self)
                node.update(with: entry.view)
                kept.append(node)
                changed = true
            }
        }
        let removed = old.values
        if changed {
            children = kept
            for node in removed { node.unmount() }
            for node in kept where !node.isMounted && isMounted { node.mount() }
            invalidateLayout()
        }
    }

    /// Called when the node enters the live tree.
    func mount() {
        isMounted = true
        for child in children where !child.isMounted { child.mount() }
    }

    /// Called when the node leaves the live tree: its area is redrawn without it.
    func unmount() {
        damageSubtree()
        isMounted = false
        for child in children { child.unmount() }
    }

    func propagateEnvironment() {
        for child in children {
            child.environment = environment
            child.propagateEnvironment()
        }
    }

    // MARK: Layout

    /// Transparent nodes have no frame of their own: their parent lays out their children.
    var isTransparent: Bool { false }

    /// The nodes a container lays out: children, with transparent ones replaced by theirs.
    var layoutChildren: [ViewNode] {
        var result: [ViewNode] = []
        for child in children {
            if child.isTransparent {
                result.append(contentsOf: child.layoutChildren)
            } else {
                result.append(child)
            }
        }
        return result
    }

    /// The size for `proposal`, from cache when the proposal is the last one and nothing changed.
    func measure(_ proposal: ProposedViewSize) -> Size {
        if cachedProposal == proposal { return cachedSize }
        graph.countNodeLayout()
        let size = computeSize(proposal)
        cachedProposal = proposal
        cachedSize = size
        return size
    }

    /// Computes the size for `proposal`. The default lays children out as a column.
    func computeSize(_ proposal: ProposedViewSize) -> Size {
        ColumnLayout(alignment: .center, spacing: 0).size(of: layoutChildren, proposal: proposal)
    }

    /// Places the node in `rect`; skipped when the rectangle is unchanged and nothing below changed.
    func place(in rect: Rect) {
        if rect == frame && !needsPlacement { return }
        if rect != frame {
            damageSubtree()
            frame = rect
            graph.damage(rect)
        }
        needsPlacement = false
        placeChildren(in: rect)
    }

    /// Places the layout children inside `rect`. The default stacks them in a column.
    func placeChildren(in rect: Rect) {
        ColumnLayout(alignment: .center, spacing: 0).place(layoutChildren, in: rect)
    }

    /// Forgets cached sizes here and above, so the next layout measures this path again.
    func invalidateLayout() {
        var node: ViewNode? = self
        while let current = node {
            current.cachedProposal = nil
            current.needsPlacement = true
            node = current.parent
        }
        graph.layoutDidChange()
    }

    // MARK: Drawing

    /// Marks the node's area for redrawing.
    func setNeedsDisplay() {
        damageSubtree()
    }

    func damageSubtree() {
        if isTransparent {
            for child in children { child.damageSubtree() }
        } else {
            graph.damage(frame)
        }
    }

    /// Draws the node's own content; `canvas` covers its frame.
    func draw(in canvas: Canvas) {}

    /// Draws over the children (focus highlights).
    func drawOverChildren(in canvas: Canvas) {}

    /// Draws this node and its descendants that intersect `region` (graph coordinates).
    func drawTree(in canvas: Canvas, region: Rect) {
        if isTransparent {
            for child in children { child.drawTree(in: canvas, region: region) }
            return
        }
        guard frame.intersects(region) else { return }
        let local = canvas.subcanvas(frame)
        draw(in: local)
        graph.countDraw()
        for child in children { child.drawTree(in: canvas, region: region) }
        drawOverChildren(in: local)
    }

    // MARK: Events

    /// The deepest non-transparent node containing `point`.
    func hitTest(_ point: Point) -> ViewNode? {
        if !isTransparent && !frame.contains(point) { return nil }
        for child in children.reversed() {
            if let hit = child.hitTest(point) { return hit }
        }
        return isTransparent ? nil : self
    }

    override var nextResponder: Responder? {
        parent ?? graph.host?.graphNextResponder
    }

    override var focusChildren: [Responder] { children }
}
