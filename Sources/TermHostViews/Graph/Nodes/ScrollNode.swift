@_spi(TermHostInternal) import TermHostCore

/// The node of a `ScrollView`: fills its proposal, lays its content out unbounded along the scroll
/// axes, shows it shifted by the scroll offset and clipped to its frame.
@MainActor
final class ScrollNode: ViewNode {
    private var axes: Axis.Set = .vertical
    private var showsIndicators = true
    private var offset = Point.zero
    /// How far the content is scrolled.
    var scrollOffset: Point { offset }
    private var contentSize = Size.zero
    /// Whether the content overflowed at the last placement.
    private var laidOutOverflowing = false
    /// A `scrollTo` waiting for the next placement: the id and the anchor.
    private var pendingTarget: (id: AnyHashable, anchor: UnitPoint?)?

    override func update(with view: any View) {
        guard let scroll = view as? any ScrollViewProtocol else { return }
        if scroll.scrollAxes != axes {
            axes = scroll.scrollAxes
            invalidateLayout()
        }
        showsIndicators = scroll.scrollShowsIndicators
        reconcile([(key: AnyHashable(0), view: scroll.scrollContent)])
    }

    private func contentProposal(_ size: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : size.width,
                         height: axes.contains(.vertical) ? nil : size.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let content = ChildStack.column.size(of: layoutChildren, proposal: contentProposal(proposal))
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    override func placeChildren(in rect: Rect) {
        let nodes = layoutChildren
        var measured = ChildStack.column.size(of: nodes, proposal: contentProposal(ProposedViewSize(rect.size)))
        if reservesIndicator(for: measured, in: rect) {
            let narrower = ProposedViewSize(width: max(0, rect.width - 1), height: rect.height)
            measured = ChildStack.column.size(of: nodes, proposal: contentProposal(narrower))
            measured.width = min(measured.width, max(0, rect.width - 1))
        }
        let reserved = reservesIndicator(for: measured, in: rect) ? 1 : 0
        contentSize = Size(width: max(measured.width, rect.width - reserved), height: max(measured.height, rect.height))
        if overflows != laidOutOverflowing {
            // A scroll view that overflows takes focus to be scrolled when nothing inside can.
            laidOutOverflowing = overflows
            setNeedsFocusUpdate()
        }
        offset = clamped(offset)
        placeContent(nodes, in: rect)
        if let target = pendingTarget {
            pendingTarget = nil
            if let item = frameOfView(withID: target.id) {
                offset = clamped(offset(showing: item, in: rect, anchor: target.anchor))
                placeContent(nodes, in: rect)
                setNeedsDisplay()
            }
        }
    }

    private func placeContent(_ nodes: [ViewNode], in rect: Rect) {
        let origin = Point(x: rect.minX - offset.x, y: rect.minY - offset.y)
        ChildStack(axis: .vertical, placement: .start, spacing: 0).place(nodes, in: Rect(origin: origin, size: contentSize))
    }

    /// A vertical indicator gets a column of its own when the content overflows.
    private func reservesIndicator(for content: Size, in rect: Rect) -> Bool {
        showsIndicators && environment.scrollIndicatorVisibility != .hidden && axes == .vertical
            && content.height > rect.height && rect.width > 1
    }

    // MARK: Scrolling to a view

    /// Asks to scroll to the view with `id` (an `.id`, or a `ForEach` element's id) at the next
    /// placement; false when no such view is inside.
    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard frameOfView(withID: id) != nil else { return false }
        pendingTarget = (id, anchor)
        invalidatePlacement()
        graph.host?.viewGraphNeedsUpdate(graph)
        return true
    }

    /// The frame of the view with `id` inside, as last placed.
    private func frameOfView(withID id: AnyHashable) -> Rect? {
        func find(_ node: ViewNode) -> ViewNode? {
            if node.key == id, node.parent is IDNode || (node.parent as? StructuralNode)?.identifiesRows == true { return node }
            for child in node.children {
                if let found = find(child) { return found }
            }
            return nil
        }
        guard let node = children.lazy.compactMap(find).first else { return nil }
        let frames = node.layoutNodes.map(\.frame)
        guard var union = frames.first else { return nil }
        for frame in frames.dropFirst() { union = union.union(frame) }
        return union
    }

    /// The offset that shows `item` (graph coordinates, placed at the current offset) in `rect`.
    private func offset(showing item: Rect, in rect: Rect, anchor: UnitPoint?) -> Point {
        let top = item.minY - rect.minY + offset.y
        guard let anchor else {
            if item.minY < rect.minY { return Point(x: offset.x, y: top) }
            if item.maxY > rect.maxY { return Point(x: offset.x, y: top + item.height - rect.height) }
            return offset
        }
        let free = Double(max(0, rect.height - item.height))
        return Point(x: offset.x, y: top - Int((free * anchor.y).rounded()))
    }

    private func clamped(_ point: Point) -> Point {
        Point(x: max(0, min(point.x, contentSize.width - frame.width)),
              y: max(0, min(point.y, contentSize.height - frame.height)))
    }

    /// Scrolls to `point` (clamped); re-places the content and redraws the frame.
    func scroll(to point: Point) {
        let target = clamped(point)
        guard target != offset else { return }
        offset = target
        invalidatePlacement()
        setNeedsDisplay()
        graph.host?.viewGraphNeedsUpdate(graph)
    }

    private var overflows: Bool { contentSize.height > frame.height || contentSize.width > frame.width }

    // MARK: Drawing

    override func drawTree(in canvas: Canvas, region: Rect) {
        guard frame.intersects(region) else { return }
        let clipped = canvas.clipped(to: frame)
        drawSubtree(in: clipped, region: region.intersection(frame))
    }

    override func drawOverChildren(in canvas: Canvas) {
        guard showsIndicators, environment.scrollIndicatorVisibility != .hidden, axes.contains(.vertical),
              contentSize.height > frame.height, frame.height > 0 else { return }
        let track = frame.height
        let thumb = max(1, track * track / max(1, contentSize.height))
        let top = (track - thumb) * offset.y / max(1, contentSize.height - track)
        let x = canvas.size.width - 1
        for y in 0..<track {
            canvas.put(y >= top && y < top + thumb ? "┃" : "│", at: Point(x: x, y: y), style: .dim)
        }
        if isFirstResponder { canvas.applyStyle(.reverse, to: Rect(x: x, y: top, width: 1, height: thumb)) }
    }

    // MARK: Events

    /// Set by a container that takes the keys and scrolls this scroll view itself (a table's rows):
    /// the scroll view then never takes focus of its own.
    var isScrolledByContainer = false

    /// Focusable only when it overflows and nothing inside can take focus (so it can still be scrolled).
    override var canBecomeFocused: Bool {
        !isScrolledByContainer && isMounted && isVisible && overflows && children.allSatisfy { $0.firstFocusableNode == nil }
    }
    override var mayBecomeFocused: Bool { true }

    /// The viewport: what lies below is cut to it.
    override var clipRectOnScreen: Rect? { frameOnScreen }

    override func focusWithinDidChange() {
        guard let focused = application?.focusEngine.focused as? ViewNode, focused !== self, containsFocus else { return }
        var target = offset
        let visible = Rect(origin: Point(x: frame.minX, y: frame.minY), size: frame.size)
        let item = focused.frame
        if item.minY < visible.minY { target.y -= visible.minY - item.minY }
        if item.maxY > visible.maxY { target.y += min(item.maxY - visible.maxY, item.minY - visible.minY) }
        if item.minX < visible.minX { target.x -= visible.minX - item.minX }
        if item.maxX > visible.maxX { target.x += min(item.maxX - visible.maxX, item.minX - visible.minX) }
        scroll(to: target)
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return false }
        let page = max(1, frame.height - 1)
        switch event.key {
        case .up: scroll(to: Point(x: offset.x, y: offset.y - 1))
        case .down: scroll(to: Point(x: offset.x, y: offset.y + 1))
        case .pageUp: scroll(to: Point(x: offset.x, y: offset.y - page))
        case .pageDown: scroll(to: Point(x: offset.x, y: offset.y + page))
        case .home: scroll(to: .zero)
        case .end: scroll(to: Point(x: offset.x, y: contentSize.height))
        default: return false
        }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollUp: scroll(to: Point(x: offset.x, y: offset.y - 3))
        case .scrollDown: scroll(to: Point(x: offset.x, y: offset.y + 3))
        default: return false
        }
        return true
    }
}

@MainActor
protocol ScrollViewProtocol {
    var scrollAxes: Axis.Set { get }
    var scrollShowsIndicators: Bool { get }
    var scrollContent: any View { get }
}

extension ScrollView: ScrollViewProtocol, NodeRepresentable {
    var scrollAxes: Axis.Set { axes }
    var scrollShowsIndicators: Bool { showsIndicators }
    var scrollContent: any View { content }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ScrollNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
