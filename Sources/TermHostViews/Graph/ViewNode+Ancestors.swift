import TermHostCore

extension ViewNode {
    /// The nodes above this one, nearest first: the one walk up the graph.
    var ancestors: UnfoldSequence<ViewNode, ViewNode?> {
        sequence(state: parent) { node in
            defer { node = node?.parent }
            return node
        }
    }

    /// The nearest node of type `type` above this one.
    func ancestor<T: ViewNode>(_ type: T.Type) -> T? {
        for case let found as T in ancestors { return found }
        return nil
    }

    /// Whether `ancestor` is above this node.
    func isDescendant(of ancestor: ViewNode) -> Bool {
        ancestors.contains { $0 === ancestor }
    }
}
