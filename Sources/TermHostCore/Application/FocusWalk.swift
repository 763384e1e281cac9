/// The focus tree below a responder in traversal (Tab) order: the responder, then the subtree of each
/// of its ``Responder/focusChildren`` in order, depth first. Every walk of the focus tree in TermHost
/// (the focus engine's order, the first focusable responder of a pushed or presented screen, arrow
/// keys in a stack, a scroll view's check for focusable content) goes through this sequence, so each
/// stops at the same depth.
@MainActor
struct FocusWalk: @MainActor Sequence {
    /// How deep below its start a walk goes: responders `depthLimit` or more levels down are not
    /// visited. A real tree is far shallower; the bound ends a walk of a focus tree that an overridden
    /// ``Responder/focusChildren`` made circular.
    static let depthLimit = 512

    /// A responder of the walk and how many levels below the start it is (the start is at 0).
    typealias Element = (responder: Responder, depth: Int)

    /// Where the walk starts.
    let root: Responder

    func makeIterator() -> Iterator {
        Iterator(pending: [(root, 0)])
    }

    /// A depth-first walk with its own stack, so a deep tree does not deepen the call stack. A
    /// responder's children are asked for only when the walk goes on past it, so a search that stops
    /// at a responder does not ask for that responder's children.
    @MainActor
    struct Iterator: @MainActor IteratorProtocol {
        var pending: [Element]
        var unexpanded: Element?

        init(pending: [Element]) {
            self.pending = pending
        }

        mutating func next() -> Element? {
            if let parent = unexpanded, parent.depth + 1 < FocusWalk.depthLimit {
                for child in parent.responder.focusChildren.reversed() {
                    pending.append((child, parent.depth + 1))
                }
            }
            unexpanded = pending.popLast()
            return unexpanded
        }
    }
}

extension Responder {
    /// This responder and the focus tree below it, in traversal order (see ``FocusWalk``).
    var focusWalk: FocusWalk { FocusWalk(root: self) }

    /// The responders at or below this one that can take focus now, in traversal order.
    package func focusableDescendants() -> [Responder] {
        focusWalk.compactMap { $0.responder.canBecomeFocused ? $0.responder : nil }
    }

    /// The first responder at or below this one that can take focus now, in traversal order; the walk
    /// stops there.
    package func firstFocusableDescendant() -> Responder? {
        focusWalk.first { $0.responder.canBecomeFocused }?.responder
    }
}
