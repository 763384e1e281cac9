/// The responder chain from one responder up: the responder itself, then each ``Responder/next`` in
/// turn, as UIKit code walks `next` by hand. Every walk up the chain in TermHost goes through this
/// sequence, so each stops after the same bound.
@MainActor
package struct ResponderChain: @MainActor Sequence {
    /// The most responders one walk visits. A real chain is as long as the tree is deep; the bound ends
    /// a walk of a chain that an overridden ``Responder/next`` made circular.
    static let limit = 10_000

    /// The first responder of the chain; `nil` makes an empty chain.
    let start: Responder?

    /// The chain starting at `start` (empty for `nil`).
    package init(startingAt start: Responder?) {
        self.start = start
    }

    package func makeIterator() -> Iterator {
        Iterator(current: start, remaining: Self.limit)
    }

    /// Steps up ``Responder/next`` until it is `nil` or the bound is reached.
    @MainActor
    package struct Iterator: @MainActor IteratorProtocol {
        var current: Responder?
        var remaining: Int

        package mutating func next() -> Responder? {
            guard remaining > 0, let responder = current else { return nil }
            remaining -= 1
            current = responder.next
            return responder
        }
    }
}

extension Responder {
    /// This responder, then each ``next`` in turn, at most ``ResponderChain/limit`` responders.
    package var responderChain: ResponderChain { ResponderChain(startingAt: self) }
}
