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
        movedAfterRemoval = nil
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

    /// Where the focused responder was when it left the tree (see ``focusedResponderWillLeave(container:before:)``).
    private var departure: (container: WeakResponder, anchor: WeakResponder?)?

    /// Tells the engine that the focused responder is leaving the tree, from among `container`'s
    /// children, just before `anchor` (the child now in its place; `nil` when it was the last). At the
    /// next ``validate()`` focus moves to the first focusable responder from there on in traversal
    /// order, or to the last one before it when none follows, as UIKit and SwiftUI move focus.
    public func focusedResponderWillLeave(container: Responder, before anchor: Responder?) {
        guard departure == nil else { return }
        departure = (WeakResponder(container), anchor.map(WeakResponder.init))
        needsSearch = true
    }

    /// Drops focus that is no longer valid (removed from the tree, disabled, hidden) and, when nothing
    /// is focused and responders may have become focusable, focuses the responder that took the
    /// removed one's place (see ``focusedResponderWillLeave(container:before:)``) or the first
    /// focusable responder. A frame with nothing focusable does not walk the tree again until
    /// ``setNeedsFocusUpdate()``.
    public func validate() {
        if let current = focused, current.application !== application || !current.canBecomeFocused {
            focused = nil
            needsSearch = true
            current.didResignFocus()
        }
        let left = departure
        departure = nil
        guard focused == nil, needsSearch else { return }
        needsSearch = false
        guard let target = left.flatMap(successor) ?? firstFocusable() else { return }
        focus(target)
        if left != nil { movedAfterRemoval = WeakResponder(target) }
    }

    /// The responder focus moved to because the focused one left the tree, until focus moves again.
    /// A container that knows better where focus belongs after its own removal (a list focusing the
    /// row that took a deleted row's place) may move it on from there.
    var focusMovedAfterRemoval: Responder? { movedAfterRemoval?.responder }
    private var movedAfterRemoval: WeakResponder?

    /// The first focusable responder at or after where the focused one left, else the last before it;
    /// `nil` when its container is no longer in the tree.
    private func successor(of departure: (container: WeakResponder, anchor: WeakResponder?)) -> Responder? {
        guard let root = application.rootContent?.rootResponder, let container = departure.container.responder else {
            return nil
        }
        var walk = SuccessorWalk(container: container, anchor: departure.anchor?.responder)
        walk.visit(root, depth: 0)
        return walk.containerSeen ? (walk.after ?? walk.before) : nil
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

/// A responder held weakly.
private struct WeakResponder {
    weak var responder: Responder?
    init(_ responder: Responder) { self.responder = responder }
}

/// Walks the focus tree once, noting the last focusable responder before a position and the first
/// at or after it (the position: the anchor, or the end of the container's subtree).
@MainActor
private struct SuccessorWalk {
    let container: Responder
    let anchor: Responder?
    private(set) var before: Responder?
    private(set) var after: Responder?
    private(set) var containerSeen = false
    private var passed = false

    init(container: Responder, anchor: Responder?) {
        self.container = container
        self.anchor = anchor
    }

    mutating func visit(_ responder: Responder, depth: Int) {
        guard after == nil, depth < 512 else { return }
        if responder === container { containerSeen = true }
        if let anchor, responder === anchor { passed = true }
        if responder.canBecomeFocused {
            if passed {
                after = responder
                return
            }
            before = responder
        }
        for child in responder.focusChildren { visit(child, depth: depth + 1) }
        if anchor == nil && responder === container { passed = true }
    }
}
