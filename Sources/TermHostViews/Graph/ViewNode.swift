@_spi(TermHostInternal) import TermHostCore

/// One persistent node of a view graph: the live counterpart of a view value.
///
/// A node keeps its identity (its key among its siblings and its view type) across updates;
/// children are matched by identity, so their state survives. Structural nodes (tuples, conditionals,
/// ForEach, custom views, environment modifiers) are transparent: their parent lays out their children directly.
///
/// Subclasses override the hooks declared here; the shared machinery (layout caches, placement,
/// drawing walk, focus notifications) lives in the extensions next to this file.
@MainActor
package class ViewNode: Responder {
    package unowned let graph: ViewGraph
    weak var parent: ViewNode?
    var children: [ViewNode] = []
    /// Identity among siblings.
    let key: AnyHashable
    /// The type of view this node shows; a different type at the same key makes a new node.
    let viewType: ObjectIdentifier
    /// The environment this node sees (its parent's ``environmentForChildren``).
    package var environment: EnvironmentValues {
        didSet { drawingValues = nil }
    }
    /// What drawing and focus read of ``environment`` at every turn (`isVisible`, `isEnabled`,
    /// `textStyle`), read once after each change to it: four dictionary look-ups per draw otherwise.
    var drawingValues: DrawingValues?
    /// Distance from the root.
    let depth: Int
    /// Where the node was placed, in graph coordinates.
    var frame: Rect = .zero
    /// The proposal the node was placed with (the one that gave its size).
    var placedProposal = ProposedViewSize.zero
    /// The frame and everything drawn below it (content larger than its frame, moved by `.offset`).
    var drawBounds: Rect = .zero
    private(set) var isMounted = false
    /// Whether the node waits for ``refresh()`` in the next frame update.
    var isDirty = false

    var sizeCache = SizeCache()
    var needsPlacement = true
    /// The application frame in which this node's layout was last counted in `nodesLaidOut` (a node
    /// measured under several proposals in one frame is one node laid out).
    var layoutCountedInFrame = -1

    init(graph: ViewGraph, parent: ViewNode?, key: AnyHashable, viewType: Any.Type) {
        self.graph = graph
        self.parent = parent
        self.key = key
        self.viewType = ObjectIdentifier(viewType)
        self.depth = (parent?.depth ?? -1) + 1
        self.environment = parent?.environmentForChildren ?? EnvironmentValues()
        super.init()
    }

    // MARK: Hooks for subclasses

    /// Takes a new view value of this node's type and brings the children up to date.
    func update(with view: any View) {}

    /// Brings a dirty node up to date (re-evaluates a body, re-reads a binding). Called by the graph.
    func refresh() {}

    /// Transparent nodes have no frame of their own: their parent lays out their children.
    var isTransparent: Bool { false }

    /// This node as a row container (a list), or `nil`. A class's override answers, where a cast to
    /// the protocol would look the conformance up at run time (rows ask on every draw).
    var asRowContainer: RowContainer? { nil }

    /// The environment handed to the children (environment modifiers change it).
    var environmentForChildren: EnvironmentValues { environment }

    /// Called after ``environment`` was replaced by a propagation from above.
    func environmentDidChange() {}

    /// Called when the node enters the live tree (before its children do).
    func didMount() {}

    /// Called when the node leaves the live tree (before its children do).
    func willUnmount() {}

    /// Called on every mounted node when the graph goes on or off screen (``ViewGraph/isOnScreen``).
    func onScreenDidChange(_ isOnScreen: Bool) {}

    /// Computes the size for `proposal`. The default stacks the layout children in a column.
    func computeSize(_ proposal: ProposedViewSize) -> Size {
        ChildStack.column.size(of: layoutChildren, proposal: proposal)
    }

    /// Places the layout children inside `rect` (sized for ``placedProposal``). The default stacks
    /// them in a column.
    func placeChildren(in rect: Rect) {
        ChildStack.column.place(layoutChildren, in: rect, proposal: placedProposal)
    }

    /// The value of an alignment guide this node sets, for `proposal`, in its own coordinates
    /// (`nil` when it keeps the guide's default). Text sets its baselines, `.alignmentGuide` the
    /// guide it names; modifiers and containers pass their content's on.
    func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize) -> Double? { nil }

    /// The value set for `key` with `.layoutValue(key:value:)` on this node, if any.
    func layoutValue<Key: LayoutValueKey>(for key: Key.Type) -> Key.Value? { nil }

    /// The space this node prefers around it (see ``ViewSpacing``).
    func computeSpacing() -> ViewSpacing { ViewSpacing() }

    /// The axis of the stack this node is, for the `Spacer`s and `Divider`s inside it.
    var stackOrientation: Axis? { nil }

    /// True when the size depends only on the proposal, never on the children: a change below
    /// re-lays out the subtree but does not re-measure the ancestors.
    var sizeIgnoresChildren: Bool { false }

    /// The priority stacks give this node when sharing space (higher goes first).
    var layoutPriority: Double { 0 }

    /// Whether the content asked to extend under the safe-area insets.
    var ignoresSafeArea: Bool { false }

    /// Whether ``draw(in:)`` draws anything (only those draws are counted and made).
    var drawsContent: Bool { false }

    /// Draws the node's own content; `canvas` covers its frame.
    func draw(in canvas: Canvas) {}

    /// Draws over the children (focus highlights, dimming).
    func drawOverChildren(in canvas: Canvas) {}

    /// Draws this node and its descendants that intersect `region` (graph coordinates).
    func drawTree(in canvas: Canvas, region: Rect) {
        drawSubtree(in: canvas, region: region)
    }

    /// The children the standard drawing walk visits for `region`: all of them (each skips itself when
    /// it does not meet the region). A container that knows where its children lie narrows this.
    func childrenToDraw(in region: Rect) -> ArraySlice<ViewNode> {
        children[...]
    }

    /// The deepest node containing `point` that takes events.
    func hitTest(_ point: Point) -> ViewNode? {
        defaultHitTest(point)
    }

    /// Called on every ancestor when focus enters or leaves a node below it.
    func focusWithinDidChange() {}

    // MARK: Updating

    /// Matches `views` against the children by key and type: kept children are updated (and may
    /// move), new ones made and mounted, missing ones unmounted.
    func reconcile(_ views: [(key: AnyHashable, view: any View)]) {
        if views.isEmpty && children.isEmpty { return }
        if updateInPlace(views) { return }
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
        guard changed else { return }
        let keptIDs = Set(kept.map(ObjectIdentifier.init))
        let removed = children.filter { !keptIDs.contains(ObjectIdentifier($0)) }
        if !removed.isEmpty { focusMayLeave(removed, from: children) }
        children = kept
        for node in removed { node.unmount() }
        if isMounted {
            for node in kept where !node.isMounted { node.mount() }
        }
        childrenDidChange()
    }

    /// The common case of ``reconcile(_:)``, without a table of the children: every view has the key
    /// and type of the child already at its position, so each child takes its view and nothing else
    /// changes. False (and nothing updated) otherwise.
    private func updateInPlace(_ views: [(key: AnyHashable, view: any View)]) -> Bool {
        guard views.count == children.count else { return false }
        for index in views.indices {
            let child = children[index]
            guard child.viewType == ObjectIdentifier(Swift.type(of: views[index].view)), child.key == views[index].key else {
                return false
            }
        }
        for index in views.indices { children[index].update(with: views[index].view) }
        return true
    }

    /// Changes ``children`` as a local array, outside any access to the property: an array change
    /// may call into the runtime (to grow or copy its storage), and a call made during an access to
    /// `children` would keep every access to it checked at run time. (The property lets go of the
    /// array first, so the local one is its only holder and changes in place.)
    func changeChildren(_ change: (inout [ViewNode]) -> Void) {
        var list = children
        children = []
        change(&list)
        children = list
    }

    /// Whether a node of this kind can ever take focus, or shows responders that are not view nodes
    /// (a representation's widget). Mounting one makes the focus engine look for a responder to focus
    /// again; mounting any other node gives it nothing new to find, so a text or a stack growing in a
    /// large window costs no walk of the window's focus tree.
    var mayBecomeFocused: Bool { false }

    /// Tells the focus engine that what can take focus here changed: it looks again after the next
    /// layout pass.
    func setNeedsFocusUpdate() {
        graph.host?.application?.focusEngine.setNeedsFocusUpdate()
    }

    /// Enters the live tree.
    func mount() {
        isMounted = true
        if mayBecomeFocused { setNeedsFocusUpdate() }
        didMount()
        for child in children where !child.isMounted { child.mount() }
    }

    /// Leaves the live tree: its area is redrawn without it.
    func unmount() {
        willUnmount()
        damageSubtree()
        isMounted = false
        for child in children { child.unmount() }
    }

    /// Calls `body` on this node and every mounted node below it, parents first.
    package func visit(_ body: (ViewNode) -> Void) {
        guard isMounted else { return }
        body(self)
        for child in children { child.visit(body) }
    }

    /// Asks for ``refresh()`` in the next frame update (one request per frame).
    package func markDirty() {
        guard !isDirty, isMounted else { return }
        isDirty = true
        graph.nodeNeedsRefresh(self)
    }

    /// Hands the children this node's ``environmentForChildren``, all the way down.
    func propagateEnvironment() {
        let values = environmentForChildren
        for child in children {
            child.environment = values
            child.environmentDidChange()
            child.propagateEnvironment()
        }
    }

    // MARK: Responder

    package override var next: Responder? {
        parent ?? graph.host?.graphNextResponder
    }

    /// The application showing the graph: its host's, asked directly (nodes ask on every draw and
    /// focus check; the chain through every ancestor ends at the same application).
    package override var application: Application? { graph.host?.application }

    package override var focusChildren: [Responder] { children }

    package override var frameOnScreen: Rect? {
        isMounted ? Rect(origin: screenPoint(frame.origin), size: frame.size) : nil
    }

    package override func didBecomeFocused() {
        setNeedsDisplay()
        notifyAncestorsOfFocusChange()
    }

    package override func didResignFocus() {
        setNeedsDisplay()
        notifyAncestorsOfFocusChange()
    }
}
