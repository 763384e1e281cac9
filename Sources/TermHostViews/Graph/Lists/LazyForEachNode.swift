import TermHostCore
import Observation

/// A `ForEach` directly in a list: transparent, and lazy. It builds the view and the nodes of an
/// element only when the list asks for that element (because it is on screen, or focus moves to it),
/// and the list retires those it no longer shows. A new value of the `ForEach` updates the built
/// elements only, each found again by its id.
///
/// An element that turns out to hold sections or another `ForEach` (sections made from data) makes
/// the node eager: it then builds every element, and the list reads the structure inside them.
///
/// What an element's view reads of `@Observable` objects while it is built is tracked per element: a
/// change there rebuilds that element's view only (as SwiftUI does for `List(items) { Text($0.name) }`
/// over observable items).
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
    /// The node ``element(at:)`` last answered for each offset, dropped with the data: found again by
    /// offset, a built element costs no hashing of its id (an `AnyHashable`) at every layout pass. An
    /// entry counts only while the node is still at that offset and the element there has its id.
    private var nodesByOffset: [Int: ViewNode] = [:]
    /// The built elements whose observed reads changed (their observation has ended), to rebuild at
    /// the next refresh (and to observe again when they are next updated).
    private var changedElements = Set<ObjectIdentifier>()

    override var isTransparent: Bool { true }

    /// The number of elements. (The content is copied out before it is asked: a call made while
    /// reading the stored property would keep every access to it checked at run time.)
    var count: Int {
        guard let content else { return 0 }
        return content.elementCount
    }

    override func update(with view: any View) {
        guard let forEach = view as? any ForEachContent else { return }
        let oldCount = count
        // Swapped in, not assigned: an assignment would release the old content during its write access
        // (a release can run any code), which would keep every access to `content` checked at run time.
        var oldContent: (any ForEachContent)? = forEach
        swap(&content, &oldContent)
        idIndex = nil
        nodesByOffset.removeAll(keepingCapacity: true)
        if isEager {
            reconcileAll()
            return
        }
        var changed = forEach.elementCount != oldCount
        let built = children
        let oldOffsets = built.map { offsets[ObjectIdentifier($0)] ?? -1 }
        var gone: [ViewNode] = []
        func apply(_ index: Int, _ offset: Int?, _ newView: (any View)?) {
            let node = built[index]
            var elementView = newView
            if newView != nil { graph.countBodyEvaluation() }
            if let offset, !changedElements.isEmpty, changedElements.remove(ObjectIdentifier(node)) != nil {
                elementView = trackedView(at: offset, for: node)
            }
            guard let offset, let elementView, ObjectIdentifier(type(of: elementView)) == node.viewType else {
                gone.append(node)
                return
            }
            if offset != oldOffsets[index] {
                offsets[ObjectIdentifier(node)] = offset
                changed = true
            }
            node.update(with: elementView)
        }
        let relocated = oldContent.map { forEach.relocate(oldOffsets, from: $0, apply) } ?? false
        if !relocated {
            for (index, node) in built.enumerated() {
                let offset = offset(of: node.key, near: oldOffsets[index])
                apply(index, offset, offset.map(forEach.elementView(at:)))
            }
        }
        if !gone.isEmpty { focusMayLeave(gone, from: built) }
        for node in gone { retire(node) }
        guard changed || !gone.isEmpty else { return }
        sortChildren()
        invalidatePlacement()
    }

    /// The offset of the element with `id`, looked for at `hint` and beside it first.
    func offset(of id: AnyHashable, near hint: Int) -> Int? {
        guard let content else { return nil }
        let count = content.elementCount
        if element(at: hint, has: id) { return hint }
        if element(at: hint + 1, has: id) { return hint + 1 }
        if element(at: hint - 1, has: id) { return hint - 1 }
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

    /// Whether the element at `offset` has `id`.
    private func element(at offset: Int, has id: AnyHashable) -> Bool {
        guard let content, offset >= 0, offset < content.elementCount else { return false }
        return content.elementID(at: offset, is: id)
    }

    /// The node of the element at `offset`, built (and mounted) if it was not.
    func element(at offset: Int) -> ViewNode? {
        guard let content, offset >= 0, offset < content.elementCount else { return nil }
        if let node = nodesByOffset[offset], offsets[ObjectIdentifier(node)] == offset,
           content.elementID(at: offset, is: node.key) {
            return node
        }
        let id = content.elementID(at: offset)
        if let node = nodesByID[id] {
            offsets[ObjectIdentifier(node)] = offset
            nodesByOffset[offset] = node
            return node
        }
        let identity = ElementIdentity()
        let view = trackedView(at: offset, identity: identity)
        let node = graph.makeNode(for: view, key: id, parent: self)
        identity.node = node
        node.update(with: view)
        nodesByID[id] = node
        offsets[ObjectIdentifier(node)] = offset
        nodesByOffset[offset] = node
        let position = children.firstIndex { (offsets[ObjectIdentifier($0)] ?? 0) > offset } ?? children.count
        changeChildren { $0.insert(node, at: position) }
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
        changeChildren { $0.removeAll { $0 === node } }
        offsets[ObjectIdentifier(node)] = nil
        if nodesByID[node.key] === node { nodesByID[node.key] = nil }
        changedElements.remove(ObjectIdentifier(node))
        node.unmount()
    }

    // MARK: Observation per element

    /// The view of the element at `offset` for `node`, built while observing what it reads.
    private func trackedView(at offset: Int, for node: ViewNode) -> any View {
        let identity = ElementIdentity()
        identity.node = node
        return trackedView(at: offset, identity: identity)
    }

    /// The view of the element at `offset`, built while observing what it reads; a change marks the
    /// element `identity` names (its node, set once made).
    private func trackedView(at offset: Int, identity: ElementIdentity) -> any View {
        guard let content else { return EmptyView() }
        graph.countBodyEvaluation()
        return withObservationTracking {
            content.elementView(at: offset)
        } onChange: { [weak self] in
            MainThread.run { self?.elementDidChange(identity.node) }
        }
    }

    private func elementDidChange(_ node: ViewNode?) {
        guard let node, offsets[ObjectIdentifier(node)] != nil else { return }
        changedElements.insert(ObjectIdentifier(node))
        markDirty()
    }

    /// Rebuilds the views of the elements whose observed reads changed.
    override func refresh() {
        for node in children where changedElements.contains(ObjectIdentifier(node)) {
            guard let offset = offsets[ObjectIdentifier(node)], element(at: offset, has: node.key) else { continue }
            changedElements.remove(ObjectIdentifier(node))
            let view = trackedView(at: offset, for: node)
            if ObjectIdentifier(type(of: view)) == node.viewType { node.update(with: view) }
        }
    }

    private func sortChildren() {
        changeChildren { $0.sort { (offsets[ObjectIdentifier($0)] ?? 0) < (offsets[ObjectIdentifier($1)] ?? 0) } }
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
        nodesByOffset.removeAll(keepingCapacity: true)
        for (offset, node) in children.enumerated() {
            offsets[ObjectIdentifier(node)] = offset
            nodesByID[node.key] = node
        }
    }
}

/// The element an observation callback is about: its node, once made.
@MainActor
private final class ElementIdentity {
    weak var node: ViewNode?
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
    /// Whether the element at `offset` has `id`, as `elementID(at:) == id` answers, without making an
    /// `AnyHashable` when `id` holds this `ForEach`'s own id type.
    func elementID(at offset: Int, is id: AnyHashable) -> Bool
    func elementView(at offset: Int) -> any View
    /// Where the elements `old` had at `offsets` are now, found by id, with their new views (`nil`:
    /// gone); `nil` when `old` is another kind of `ForEach`. One call for all of them, reading both
    /// collections' storage directly when they have it (this runs for every built row on every update).
    func relocate(_ offsets: [Int], from old: any ForEachContent, _ found: (Int, Int?, (any View)?) -> Void) -> Bool
}

extension ForEach: ForEachContent {
    private func element(at offset: Int) -> Data.Element {
        data[data.index(data.startIndex, offsetBy: offset)]
    }

    var elementCount: Int { data.count }

    func elementID(at offset: Int) -> AnyHashable {
        AnyHashable(idOf(element(at: offset)))
    }

    func elementID(at offset: Int, is id: AnyHashable) -> Bool {
        let own = idOf(element(at: offset))
        // A `switch` casts into an `ID` directly; `as? ID` would look up the metadata of `ID?` per call.
        switch id.base {
        case let typed as ID: return typed == own
        default: return id == AnyHashable(own)
        }
    }

    func elementView(at offset: Int) -> any View {
        content(element(at: offset))
    }

    func relocate(_ offsets: [Int], from old: any ForEachContent, _ found: (Int, Int?, (any View)?) -> Void) -> Bool {
        guard let old = old as? Self else { return false }
        let done: Bool? = old.data.withContiguousStorageIfAvailable { oldElements in
            data.withContiguousStorageIfAvailable { elements in
                relocate(offsets, old: { oldElements[$0] }, oldCount: oldElements.count,
                         new: { elements[$0] }, count: elements.count, found)
                return true
            } ?? false
        }
        if done != true {
            relocate(offsets, old: old.element(at:), oldCount: old.data.count, new: element(at:), count: data.count, found)
        }
        return true
    }

    private func relocate(_ offsets: [Int], old: (Int) -> Data.Element, oldCount: Int,
                          new: (Int) -> Data.Element, count: Int, _ found: (Int, Int?, (any View)?) -> Void) {
        var index: [ID: Int]?
        for (position, offset) in offsets.enumerated() {
            guard offset >= 0, offset < oldCount else {
                found(position, nil, nil)
                continue
            }
            let id = idOf(old(offset))
            var located: Int?
            if offset < count && idOf(new(offset)) == id {
                located = offset
            } else if offset + 1 < count && idOf(new(offset + 1)) == id {
                located = offset + 1
            } else if offset > 0 && offset - 1 < count && idOf(new(offset - 1)) == id {
                located = offset - 1
            } else {
                if index == nil {
                    var built: [ID: Int] = [:]
                    built.reserveCapacity(count)
                    for element in 0..<count where built[idOf(new(element))] == nil { built[idOf(new(element))] = element }
                    index = built
                }
                located = index?[id]
            }
            found(position, located, located.map { content(new($0)) })
        }
    }
}
