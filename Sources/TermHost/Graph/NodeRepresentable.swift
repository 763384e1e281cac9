/// A view TermHost draws itself: it makes its own kind of node instead of evaluating a body.
@MainActor
protocol NodeRepresentable {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode
}

extension ViewGraph {
    /// A new node for `view`: its own kind for primitive views, a body-evaluating node otherwise.
    func makeNode(for view: any View, key: AnyHashable, parent: ViewNode) -> ViewNode {
        if let primitive = view as? NodeRepresentable {
            return primitive.makeNode(in: self, parent: parent, key: key)
        }
        return CompositeNode(graph: self, parent: parent, key: key, viewType: type(of: view))
    }
}
