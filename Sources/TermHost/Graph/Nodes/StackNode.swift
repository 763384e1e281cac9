/// The node of a `VStack`.
@MainActor
final class VStackNode: ViewNode {
    private var layout = ColumnLayout(alignment: .center, spacing: 0)

    override func update(with view: any View) {
        guard let stack = view as? any VStackProtocol else { return }
        let newLayout = ColumnLayout(alignment: stack.stackAlignment, spacing: stack.stackSpacing)
        if newLayout.alignment != layout.alignment || newLayout.spacing != layout.spacing {
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

@MainActor
protocol VStackProtocol {
    var stackAlignment: HorizontalAlignment { get }
    var stackSpacing: Int { get }
    var stackContent: any View { get }
}

extension VStack: VStackProtocol, NodeRepresentable {
    var stackAlignment: HorizontalAlignment { alignment }
    var stackSpacing: Int { spacing }
    var stackContent: any View { content }

    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        VStackNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
