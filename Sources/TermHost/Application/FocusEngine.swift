/// Keeps track of the focused responder and moves focus in traversal order.
///
/// The order is the tree order of ``Responder/focusChildren`` starting at the root content's responder,
/// so imperative widgets and declarative controls interleave by where they are in the tree.
@MainActor
public final class FocusEngine {
    /// The focused responder, if any.
    public private(set) weak var focused: Responder?
    private unowned let application: Application

    init(application: Application) {
        self.application = application
    }

    /// Every responder that can take focus now, in traversal order.
    public func focusableResponders() -> [Responder] {
        guard let root = application.rootContent?.rootResponder else { return [] }
        var result: [Responder] = []
        collect(root, into: &result, depth: 0)
        return result
    }

    private func collect(_ responder: Responder, into result: inout [Responder], depth: Int) {
        guard depth < 512 else { return }
        if responder.canBecomeFocused { result.append(responder) }
        for child in responder.focusChildren { collect(child, into: &result, depth: depth + 1) }
    }

    /// Focuses `responder` (or nothing for `nil`); returns whether focus is now there.
    @discardableResult
    public func focus(_ responder: Responder?) -> Bool {
        if focused === responder { return true }
        if let responder, !responder.canBecomeFocused { return false }
        let old = focused
        focused = responder
        old?.didResignFocus()
        responder?.didBecomeFocused()
        application.setNeedsFrame()
        return true
    }

    /// Moves focus to the next focusable responder (wrapping around). Returns the new focus.
    @discardableResult
    public func focusNext() -> Responder? { move(by: 1) }

    /// Moves focus to the previous focusable responder (wrapping around). Returns the new focus.
    @discardableResult
    public func focusPrevious() -> Responder? { move(by: -1) }

    private func move(by step: Int) -> Responder? {
        let candidates = focusableResponders()
        guard !candidates.isEmpty else {
            focus(nil)
            return nil
        }
        let next: Responder
        if let current = focused, let index = candidates.firstIndex(where: { $0 === current }) {
            next = candidates[(index + step + candidates.count) % candidates.count]
        } else {
            next = step > 0 ? candidates[0] : candidates[candidates.count - 1]
        }
        focus(next)
        return next
    }

    /// Drops focus that is no longer valid (removed from the tree, disabled, hidden) and, when nothing
    /// is focused, focuses the first focusable responder.
    public func validate() {
        if let current = focused, current.application !== application || !current.canBecomeFocused {
            focused = nil
            current.didResignFocus()
        }
        if focused == nil, let first = focusableResponders().first {
            focus(first)
        }
    }
}
