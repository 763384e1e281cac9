import TermHostCore

/// A view laid out by a ``Layout``: `HStack`, `VStack`, `ZStack`, `Grid` and `MyLayout { … }`. Its node
/// is a ``LayoutNode`` of its layout's type.
@MainActor
protocol LayoutContainer: NodeRepresentable {
    /// The type of the layout.
    associatedtype ContainerLayout: Layout
    /// The layout.
    var containerLayout: ContainerLayout { get }
    /// The subviews, as the builder listed them.
    var containerContent: any View { get }
}

extension LayoutContainer {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        LayoutNode(graph: graph, parent: parent, key: key, viewType: Self.self, layout: containerLayout)
    }
}

/// The node of a view laid out by a layout of type `L`: it hands its layout children to the layout
/// as ``LayoutSubviews`` and keeps the layout's cache, brought up to date (``Layout/updateCache(_:subviews:)``)
/// whenever the layout or a subview changed.
@MainActor
final class LayoutNode<L: Layout>: ViewNode {
    private var layout: L
    /// The layout as the view wrote it (``layout`` is it converted to cells).
    private var written: L?
    private var cache: L.Cache?
    /// The size-cache generation the layout cache was last brought up to date for.
    private var cacheGeneration = -1

    init(graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type, layout: L) {
        self.layout = layout
        super.init(graph: graph, parent: parent, key: key, viewType: viewType)
    }

    override func update(with view: any View) {
        guard let container = view as? any LayoutContainer, let newLayout = container.containerLayout as? L else { return }
        written = newLayout
        resolveLayout()
        reconcile([(key: AnyHashable(0), view: container.containerContent)])
    }

    override func environmentDidChange() {
        super.environmentDidChange()
        if written != nil { resolveLayout() }
    }

    /// The layout as written, its lengths (a stack's spacing) converted with the environment's ``LengthUnit``.
    private func resolveLayout() {
        guard let written else { return }
        let unit = environment.lengthUnit
        let newLayout = unit.isCells ? written : (written as? any LengthUnitResolving)?.resolved(unit) as? L ?? written
        if !Self.isSame(layout, newLayout) {
            layout = newLayout
            invalidateLayout()
        }
    }

    private static func isSame(_ lhs: L, _ rhs: L) -> Bool {
        if let lhs = lhs as? AnyLayout, let rhs = rhs as? AnyLayout { return lhs.isEqual(to: rhs) }
        return valuesAreEqual(lhs, rhs)
    }

    /// Runs `body` with the layout's cache, made or brought up to date first when needed.
    private func withCache<Result>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result) -> Result {
        var current: L.Cache
        if var cached = cache {
            if cacheGeneration != sizeCache.generation { layout.updateCache(&cached, subviews: subviews) }
            current = cached
        } else {
            current = layout.makeCache(subviews: subviews)
        }
        cacheGeneration = sizeCache.generation
        let result = body(&current)
        cache = current
        return result
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let subviews = LayoutSubviews(layoutChildren)
        return withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeChildren(in rect: Rect) {
        let nodes = layoutChildren
        let tracker = PlacementTracker()
        let subviews = LayoutSubviews(nodes, tracker: tracker)
        withCache(subviews) { layout.placeSubviews(in: rect, proposal: placedProposal, subviews: subviews, cache: &$0) }
        guard tracker.placed.count < nodes.count else { return }
        let center = Point(x: rect.midX, y: rect.midY)
        for node in nodes where !tracker.placed.contains(ObjectIdentifier(node)) {
            let size = node.measure(.unspecified)
            node.place(in: Rect(origin: center - UnitPoint.center.offset(in: size), size: size), proposal: .unspecified)
        }
    }

    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        let bounds = Rect(origin: .zero, size: measure(proposal))
        let subviews = LayoutSubviews(layoutChildren)
        let value = withCache(subviews) { cache -> Int? in
            switch key.axis {
            case .horizontal:
                return layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal,
                                                subviews: subviews, cache: &cache)
            case .vertical:
                return layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal,
                                                subviews: subviews, cache: &cache)
            }
        }
        return value.map(Double.init)
    }

    override func computeSpacing() -> ViewSpacing {
        let subviews = LayoutSubviews(layoutChildren)
        return withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override var stackOrientation: Axis? {
        (layout as? AnyLayout)?.wrappedLayoutProperties.stackOrientation ?? L.layoutProperties.stackOrientation
    }
}

extension LayoutView: LayoutContainer {
    var containerLayout: L { layout }
    var containerContent: any View { content }
}
