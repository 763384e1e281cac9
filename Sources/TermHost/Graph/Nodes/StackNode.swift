/// `HStack`, `VStack` and `ZStack` are laid out by their ``Layout`` forms (``HStackLayout``,
/// ``VStackLayout``, ``ZStackLayout``) in a ``LayoutNode``: one implementation of each rule.
extension VStack: LayoutContainer, NodeRepresentable {
    var containerLayout: any Layout { VStackLayout(alignment: alignment, spacing: spacing) }
    var containerContent: any View { content }

    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        LayoutNode(graph: graph, parent: parent, key: key, viewType: Self.self,
                   layout: VStackLayout(alignment: alignment, spacing: spacing))
    }
}

extension HStack: LayoutContainer, NodeRepresentable {
    var containerLayout: any Layout { HStackLayout(alignment: alignment, spacing: spacing) }
    var containerContent: any View { content }

    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        LayoutNode(graph: graph, parent: parent, key: key, viewType: Self.self,
                   layout: HStackLayout(alignment: alignment, spacing: spacing))
    }
}

extension ZStack: LayoutContainer, NodeRepresentable {
    var containerLayout: any Layout { ZStackLayout(alignment: alignment) }
    var containerContent: any View { content }

    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        LayoutNode(graph: graph, parent: parent, key: key, viewType: Self.self, layout: ZStackLayout(alignment: alignment))
    }
}
