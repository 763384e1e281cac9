import TermHostCore

/// A view TermHost draws itself: it makes its own kind of node instead of evaluating a body.
@MainActor
package protocol NodeRepresentable {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode
}

/// A modifier TermHost applies itself: it makes the node of the modified view.
@MainActor
protocol PrimitiveModifier {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode
}

extension ViewGraph {
    /// A new node for `view`; inside a list (see ``RowContainer``) the list decides how rows are made.
    /// Below ``maximumDepth`` a placeholder stands in for the view and everything it would contain.
    func makeNode(for view: any View, key: AnyHashable, parent: ViewNode) -> ViewNode {
        if parent.depth >= Self.maximumDepth {
            return DepthLimitNode(graph: self, parent: parent, key: key, viewType: type(of: view))
        }
        if let container = parent.rowContainer { return container.makeRowNode(for: view, key: key, parent: parent) }
        return makeOwnNode(for: view, key: key, parent: parent)
    }

    /// A new node for `view`: a transparent node for a list (and for a primitive modifier on a list,
    /// which applies to each member), its own kind for primitive views and modifiers, a
    /// body-evaluating node otherwise.
    func makeOwnNode(for view: any View, key: AnyHashable, parent: ViewNode) -> ViewNode {
        if isList(view) {
            return StructuralNode(graph: self, parent: parent, key: key, view: view)
        }
        if let modified = view as? AnyModifiedContent, let primitive = modified.anyModifier as? PrimitiveModifier {
            return primitive.makeNode(in: self, parent: parent, key: key, viewType: type(of: view))
        }
        if let primitive = view as? NodeRepresentable {
            return primitive.makeNode(in: self, parent: parent, key: key)
        }
        return CompositeNode(graph: self, parent: parent, key: key, viewType: type(of: view))
    }

    /// Whether `view` is a list of views (decided by its type alone, so a node keeps its kind).
    private func isList(_ view: any View) -> Bool {
        if view is ViewList { return true }
        guard let modified = view as? AnyModifiedContent, modified.anyModifier is PrimitiveModifier,
              !(modified.anyModifier is WholeContentModifier) else { return false }
        return isList(modified.anyContent)
    }
}
