/// The node of a `VStack` or `HStack`.
@MainActor
final class StackNode: ViewNode {
    private(set) var layout: StackLayout

    init(graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type, axis: Axis) {
        layout = StackLayout(axis: axis, placement: .center, spacing: 0)
        super.init(graph: graph, parent: parent, key: key, viewType: viewType)
    }

    override func update(with view: any View) {
        guard let stack = view as? any StackProtocol else { return }
        let newLayout = StackLayout(axis: layout.axis, placement: stack.stackPlacement, spacing: stack.stackSpacing)
        if newLayout.placement != layout.placement || newLayout.spacing != layout.spacing {
            layout = newLayout
            invalidateLayout()
        }
        reconcile([(key: AnyHashable(0), view: stack.stackContent)])
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        layout.size(of: layoutChildren, proposal: proposal)
    }

    override func placeChildren(in rect: Rect) {
        layout.place(layoutChildren, in: rect)
    }
}

/// The node of a `ZStack`.
@MainActor
final class ZStackNode: ViewNode {
    private var alignment = Alignment.center

    override func update(with view: any View) {
        guard let stack = view as? any ZStackProtocol else { return }
        if stack.stackAlignment != alignment {
            alignment = stack.stackAlignment
            invalidatePlacement()
        }
        reconcile([(key: AnyHashable(0), view: stack.stackContent)])
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        var size = Size.zero
        for child in layoutChildren {
            let childSize = child.measure(proposal)
            size = Size(width: max(size.width, childSize.width), height: max(size.height, childSize.height))
        }
        return size
    }

    override func placeChildren(in rect: Rect) {
        for child in layoutChildren {
            let size = child.measure(ProposedViewSize(rect.size))
            child.place(in: Rect(origin: rect.origin + alignment.offset(of: size, in: rect.size), size: size))
        }
    }
}

@MainActor
protocol StackProtocol {
    var stackPlacement: StackLayout.Placement { get }
    var stackSpacing: Int { get }
    var stackContent: any View { get }
}

@MainActor
protocol ZStackProtocol {
    var stackAlignment: Alignment { get }
    var stackContent: any View { get }
}

extension VStack: StackProtocol, NodeRepresentable {
    var stackPlacement: StackLayout.Placement { StackLayout.Placement(alignment) }
    var stackSpacing: Int { spacing }
    var stackContent: any View { content }

    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        StackNode(graph: graph, parent: parent, key: key, viewType: Self.self, axis: .vertical)
    }
}

extension HStack: StackProtocol, NodeRepresentable {
    var stackPlacement: StackLayout.Placement { StackLayout.Placement(alignment) }
    var stackSpacing: Int { spacing }
    var stackContent: any View { content }

    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        StackNode(graph: graph, parent: parent, key: key, viewType: Self.self, axis: .horizontal)
    }
}

extension ZStack: ZStackProtocol, NodeRepresentable {
    var stackAlignment: Alignment { alignment }
    var stackContent: any View { content }

    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ZStackNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

extension Group: NodeRepresentable {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        StructuralNode(graph: graph, parent: parent, key: key, viewType: Self.self) { view in
            guard let group = view as? Self else { return [] }
            return [(key: AnyHashable(0), view: group.content)]
        }
    }
}
