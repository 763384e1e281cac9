/// A `ForEach` directly in a list: transparent, and lazy. It builds the view and the nodes of an
/// element only when the list asks for that element (because it is on screen, or focus moves to it),
/// and the list retires those it no longer shows. A new value of the `ForEach` updates the built
/// elements only, each found again by its id.
///
/// An element that turns out to hold sections or another `ForEach` (sections made from data) makes
/// the node eager: it then builds every element, and the list reads the structure inside them.
@MainActor
final class LazyForEachNode: ViewNode {
    private var content: (any ForEachContent)?
    /// Whether every element is built (see the type's documentation).
    private(set) var isEager = false
    /// The offset of each built element's node.
    private var offsets: [ObjectIdentifier: Int] = [:]
    private var nodesByID: [AnyHashable: ViewNode] = [:]
    /// Offsets by id, built when an id is not where it was; dropped with the data.
    private var idIndex: [AnyHashable: Int]?

    override var isTransparent: Bool { true }

    /// The number of elements.
    var count: Int { content?.elementCount ?? 0 }

    override func update(with view: any View) {
        guard let forEach = view as? any ForEachContent else { return }
        let oldCount = count
        content = forEach
        idIndex = nil
        if isEager {
            reconcileAll()
            return
        }
        var changed = forEach.elementCount != oldCount
        for node in children {
            let old = offsets[ObjectIdentifier(node)] ?? -1
            guard let offset = offset(of: node.key, near: old) else {
                retire(node)
                changed = true
                continue
            }
            if offset != old {
                offsets[ObjectIdentifier(node)] = offset
                changed = true
            }
            let elementView = forEach.elementView(at: offset)
            if ObjectIdentifier(type(of: elementView)) == node.viewType {
                node.update(with: elementView)
            } else {
                retire(node)
                changed = true
            }
        }
        guard changed else { return }
        sortChildren()
        invalidatePlacement()
    }

    /// The offset of the element with `id`, looked for at `hint` and beside it first.
    func offset(of id: AnyHashable, near hint: Int) -> Int? {
        guard let content else { return nil }
        let count = content.elementCount
        for candidate in [hint, hint - 1, hint + 1] where candidate >= 0 && candidate < count {
            if content.elementID(at: candidate) == id { return candidate }
        }
        if idIndex == nil {
            var index: [AnyHashable: Int] = [:]
            index.reserveCapacity(count)
            for offset in 0..<count where index[content.elementID(at: offset)] == nil {
                index[content.elementID(at: offset)] = offset
            }
            idIndex = index
        }
        return idIndex?[id]
    }

    /// The offset of a built element's node.
    func offset(ofElement node: ViewNode) -> Int? {
        offsets[ObjectIdentifier(node)]
    }

    /// The id of the element at `offset`.
    func id(at offset: Int) -> AnyHashable? {
        guard let content, offset >= 0, offset < content.elementCount else { return nil }
        return content.elementID(at: offset)
    }

    /// The node of the element at `offset`, built (and mounted) if it was not.
    func element(at offset: Int) -> ViewNode? {
        guard let content, offset >= 0, offset < content.elementCount else { return nil }
        let id = content.elementID(at: offset)
        if let node = nodesByID[id] {
            offsets[ObjectIdentifier(node)] = offset
            return node
        }
        let view = content.elementView(at: offset)
        let node = graph.makeNode(for: view, key: id, parent: self)
        node.update(with: view)
        nodesByID[id] = node
        offsets[ObjectIdentifier(node)] = offset
        let position = children.firstIndex { (offsets[ObjectIdentifier($0)] ?? 0) > offset } ?? children.count
        children.insert(node, at: position)
        if isMounted { node.mount() }
        if node.holdsListStructure { becomeEager() }
        return node
    }

    /// Unmounts and drops the built elements whose nodes are not in `kept`.
    func retireElements(keeping kept: Set<ObjectIdentifier>) {
        guard !isEager else { return }
        let retired = children.filter { !kept.contains(ObjectIdentifier($0)) }
        guard !retired.isEmpty else { return }
        for node in retired { retire(node) }
    }

    private func retire(_ node: ViewNode) {
        children.removeAll { $0 === node }
        offsets[ObjectIdentifier(node)] = nil
        if nodesByID[node.key] === node { nodesByID[node.key] = nil }
        node.unmount()
    }

    private func sortChildren() {
        children.sort { (offsets[ObjectIdentifier($0)] ?? 0) < (offsets[ObjectIdentifier($1)] ?? 0) }
    }

    private func becomeEager() {
        isEager = true
        reconcileAll()
    }

    /// Builds every element, as a plain `ForEach` does.
    private func reconcileAll() {
        guard let content else { return }
        reconcile((0..<content.elementCount).map { (key: content.elementID(at: $0), view: content.elementView(at: $0)) })
        offsets.removeAll(keepingCapacity: true)
        nodesByID.removeAll(keepingCapacity: true)
        for (offset, node) in children.enumerated() {
            offsets[ObjectIdentifier(node)] = offset
            nodesByID[node.key] = node
        }
    }
}

extension ViewNode {
    /// Whether sections or a `ForEach` of a list are in this node's transparent part.
    var holdsListStructure: Bool {
        if self is ListSectionNode || self is LazyForEachNode { return true }
        guard isTransparent else { return false }
        return children.contains { $0.holdsListStructure }
    }
}

/// A `ForEach` seen without its generic types, element by element.
@MainActor
protocol ForEachContent {
    var elementCount: Int { get }
    func elementID(at offset: Int) -> AnyHashable
    func elementView(at offset: Int) -> any View
}

extension ForEach: ForEachContent {
    private func element(at offset: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: offset)]
    }

    var elementCount: Int { data.count }

    func elementID(at offset: Int) -> AnyHashable {
        AnyHashable(idOf(element(at: offset)))
    }

    func elementView(at offset: Int) -> any View {
        content(element(at: offset))
    }
}
