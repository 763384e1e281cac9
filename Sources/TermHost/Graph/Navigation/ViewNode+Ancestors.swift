extension ViewNode {
    /// The nearest node of type `type` above this one.
    func ancestor<T: ViewNode>(_ type: T.Type) -> T? {
        var node = parent
        while let current = node {
            if let found = current as? T { return found }
            node = current.parent
        }
        return nil
    }

    /// Whether `ancestor` is above this node.
    func isDescendant(of ancestor: ViewNode) -> Bool {
        var node = parent
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}
