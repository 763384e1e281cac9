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
        if responder == nil { needsSearch = true }
        old?.didResignFocus()
        responder?.didBecomeFocused()
        application.setNeedsFrame()
        return true
    }

    /// Leaves nothing focused, as after `resignFirstResponder()`: keys go to the root content until
    /// Tab (or a click, or `becomeFirstResponder()`) focuses something again. Unlike `focus(nil)`, the
    /// next frame does not focus the first focusable responder by itself.
    func clearFocus() {
        needsSearch = false
        guard let old = focused else { return }
        focused = nil
        old.didResignFocus()
        application.setNeedsFrame()
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

    /// Whether something that could add a focusable responder happened since the last search found none.
    private var needsSearch = true

    /// Tells the engine that responders may have become focusable (added, shown, enabled), so that
    /// when nothing is focused the next frame looks for something to focus again.
    /// (Like UIKit's `setNeedsFocusUpdate()`: without it, a frame does not walk the tree.)
    public func setNeedsFocusUpdate() {
        needsSearch = true
    }

    /// Drops focus that is no longer valid (removed from the tree, disabled, hidden) and, when nothing
    /// is focused and responders may have become focusable, focuses the first focusable responder.
    /// A frame with nothing focusable does not walk the tree again until ``setNeedsFocusUpdate()``.
    public func validate() {
        if let current = focused, current.application !== application || !current.canBecomeFocused {
            focused = nil
            needsSearch = true
            current.didResignFocus()
        }
        guard focused == nil, needsSearch else { return }
        needsSearch = false
        if let first = firstFocusable() { focus(first) }
    }

    /// The first focusable responder in traversal order, without collecting the others.
    private func firstFocusable() -> Responder? {
        guard let root = application.rootContent?.rootResponder else { return nil }
        return first(in: root, depth: 0)
    }

    private func first(in responder: Responder, depth: Int) -> Responder? {
        guard depth < 512 else { return nil }
        if responder.canBecomeFocused { return responder }
        for child in responder.focusChildren {
            if let found = first(in: child, depth: depth + 1) { return found }
        }
        return nil
    }
}
