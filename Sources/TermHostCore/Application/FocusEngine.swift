/// Keeps track of the focused responder and moves focus in traversal order.
///
/// The order is the tree order of ``Responder/focusChildren`` starting at the root content's responder,
/// so imperative widgets and declarative controls interleave by where they are in the tree.
@MainActor
public final class FocusEngine {
    /// The focused responder, if any.
    public var focused: Responder? { focusedStorage }
    /// The storage of ``focused`` (private, so the optimizer needs no run-time exclusivity check for it).
    private weak var focusedStorage: Responder?
    private unowned let application: Application
    /// The handlers ``addFocusChangeHandler(_:)`` registered.
    private let focusChangeHandlers = ObserverList<Responder?>()

    init(application: Application) {
        self.application = application
    }

    /// Every responder that can take focus now, in traversal order.
    public func focusableResponders() -> [Responder] {
        application.rootContent?.rootResponder.focusableDescendants() ?? []
    }

    /// Focuses `responder` (or nothing for `nil`); returns whether focus is now there.
    @discardableResult
    public func focus(_ responder: Responder?) -> Bool {
        if focused === responder { return true }
        if let responder, !responder.canBecomeFocused { return false }
        let old = focused
        focusedStorage = responder
        if responder == nil { needsSearch = true }
        old?.didResignFocus()
        responder?.didBecomeFocused()
        if let responder { reveal(responder) }
        application.setNeedsFrame()
        focusDidChange()
        return true
    }

    /// Calls `handler` with the newly focused responder (`nil`: nothing) after every change of
    /// ``focused``: a Tab, a click, `becomeFirstResponder()`, `resignFirstResponder()`, and focus dropped
    /// because its responder left the tree or was disabled (like UIKit's
    /// `UIFocusSystem.didUpdateNotification`). The handler runs after the old responder's
    /// `didResignFocus()` and the new one's `didBecomeFocused()`, in the order of registration. Returns
    /// the registration, which ``removeFocusChangeHandler(_:)`` ends.
    @discardableResult
    public func addFocusChangeHandler(_ handler: @escaping @MainActor (_ focused: Responder?) -> Void) -> FocusChangeRegistration {
        FocusChangeRegistration(id: focusChangeHandlers.add(handler))
    }

    /// Stops the calls of the handler `registration` names; a registration already removed is ignored.
    public func removeFocusChangeHandler(_ registration: FocusChangeRegistration) {
        focusChangeHandlers.remove(registration.id)
    }

    /// Tells the registered handlers where focus is now.
    private func focusDidChange() {
        guard !focusChangeHandlers.isEmpty else { return }
        focusChangeHandlers.notify(focused)
    }

    /// Tells every responder up the chain of a newly focused `responder` where it is on screen, so the
    /// scroll views it is in scroll it into view (UIKit's focus engine makes the focused item visible).
    private func reveal(_ responder: Responder) {
        guard let frame = responder.frameOnScreen else { return }
        var ancestor = responder.next
        while let current = ancestor, !(current is Application) {
            current.revealFocusedDescendant(responder, frameOnScreen: frame)
            ancestor = current.next
        }
    }

    /// Whether any of `responder` shows on screen: its frame cut to the screen and to the clipping
    /// rectangles up its chain is not empty. A responder that does not know its frame counts as shown;
    /// one of no size yet counts as the cell at its origin.
    private func isOnScreen(_ responder: Responder) -> Bool {
        guard var frame = responder.frameOnScreen else { return true }
        if frame.isEmpty { frame = Rect(origin: frame.origin, size: Size(width: 1, height: 1)) }
        var visible = frame.intersection(Rect(origin: .zero, size: application.screen.size))
        var ancestor = responder.next
        while let current = ancestor, !visible.isEmpty, !(current is Application) {
            if let clip = current.clipRectOnScreen { visible = visible.intersection(clip) }
            ancestor = current.next
        }
        return !visible.isEmpty
    }

    /// Leaves nothing focused, as after `resignFirstResponder()`: keys go to the root content until
    /// Tab (or a click, or `becomeFirstResponder()`) focuses something again. Unlike `focus(nil)`, the
    /// next frame does not focus the first focusable responder by itself.
    package func clearFocus() {
        needsSearch = false
        guard let old = focused else { return }
        focusedStorage = nil
        old.didResignFocus()
        application.setNeedsFrame()
        focusDidChange()
    }

    /// Moves focus to the next Tab stop (wrapping around): the next focusable responder, a focus group
    /// (`Responder.isFocusGroup`, a list) counting as one stop. Returns the new focus. With
    /// nothing focused, the first focusable responder that shows on screen (reading order), as UIKit's
    /// focus starts at a visible item. The newly focused responder is scrolled into view.
    @discardableResult
    public func focusNext() -> Responder? { move(by: 1) }

    /// Moves focus to the previous Tab stop (wrapping around). Returns the new focus.
    @discardableResult
    public func focusPrevious() -> Responder? { move(by: -1) }

    private func move(by step: Int) -> Responder? {
        let stops = tabStops()
        let candidates = stops.map(\.responder)
        guard !candidates.isEmpty else {
            focus(nil)
            return nil
        }
        let next: Responder
        if let current = focused, let index = stops.firstIndex(where: { $0.owns(current) }) {
            // From anywhere inside a group, Tab and Shift-Tab leave it.
            next = candidates[(index + step + candidates.count) % candidates.count]
        } else if step > 0 {
            // The first Tab: the first control in reading order that shows on screen.
            next = candidates.first(where: isOnScreen) ?? candidates[0]
        } else {
            next = candidates.last(where: isOnScreen) ?? candidates[candidates.count - 1]
        }
        focus(next)
        return next
    }

    /// The Tab stops in traversal order: each focusable responder outside focus groups, and one stop per
    /// focus group (`Responder.isFocusGroup`): the group when it can take focus, else its first
    /// focusable responder that shows on screen, else its first one.
    private func tabStops() -> [TabStop] {
        guard let root = application.rootContent?.rootResponder else { return [] }
        var stops: [TabStop] = []
        collectTabStops(root, depth: 0, into: &stops)
        return stops
    }

    private func collectTabStops(_ responder: Responder, depth: Int, into stops: inout [TabStop]) {
        if depth > 0, responder.isFocusGroup {
            if responder.canBecomeFocused {
                stops.append(TabStop(responder: responder, group: responder))
            } else {
                let inside = responder.focusableDescendants()
                if let entry = inside.first(where: isOnScreen) ?? inside.first {
                    stops.append(TabStop(responder: entry, group: responder))
                }
            }
            return
        }
        if responder.canBecomeFocused { stops.append(TabStop(responder: responder, group: nil)) }
        guard depth + 1 < FocusWalk.depthLimit else { return }
        for child in responder.focusChildren { collectTabStops(child, depth: depth + 1, into: &stops) }
    }

    /// Whether something that could add a focusable responder happened since the last search found none.
    private var needsSearch = true

    /// Tells the engine that responders may have become focusable (added, shown, enabled), so that
    /// when nothing is focused the next frame looks for something to focus again.
    /// (Like UIKit's `setNeedsFocusUpdate()`: without it, a frame does not walk the tree.)
    public func setNeedsFocusUpdate() {
        needsSearch = true
    }

    /// Where the focused responder was when it left the tree (see ``focusedResponderWillLeave(container:after:before:)``).
    @exclusivity(unchecked)
    private var departure: Departure?

    /// Tells the engine that the focused responder is leaving the tree, from among `container`'s
    /// children: just after `preceding` (the child that stays before it; `nil` when it was the first)
    /// and before `following` (the child that stays after it; `nil` when it was the last). When the
    /// frame's layout is done (so a lazy container has made the rows it now shows), focus moves to the
    /// first focusable responder from that position on in traversal order, or to the last one before
    /// it when none follows, as UIKit's and SwiftUI's focus moves when the focused view goes away.
    /// The position is after `preceding` while it is still there (rows made since, in its place, come
    /// first), else at `following` while it is there, else the start of `container` when nothing
    /// preceded and its end when something did. The first report of a frame counts.
    public func focusedResponderWillLeave(container: Responder, after preceding: Responder?, before following: Responder?) {
        guard departure == nil else { return }
        departure = Departure(container: WeakResponder(container), preceding: preceding.map(WeakResponder.init),
                              following: following.map(WeakResponder.init), wasFirst: preceding == nil)
        needsSearch = true
    }

    /// The same, with the neighbours found among `siblings` (`container`'s children, in order): the
    /// focused responder leaves from the place of those in `range` (an empty range: from between two
    /// of them), and the siblings `stays` rejects are leaving too. The one way every container finds
    /// the children that stay on either side.
    package func focusedResponderWillLeave<Sibling: Responder>(container: Responder, siblings: [Sibling], replacing range: Range<Int>,
                                                      stays: (Sibling) -> Bool = { _ in true }) {
        let lower = min(max(0, range.lowerBound), siblings.count)
        let upper = min(max(lower, range.upperBound), siblings.count)
        focusedResponderWillLeave(container: container, after: siblings[..<lower].last(where: stays),
                                  before: siblings[upper...].first(where: stays))
    }

    /// Drops focus that is no longer valid (removed from the tree, disabled, hidden), so the frame's
    /// layout does not follow it.
    func dropInvalidFocus() {
        guard let current = focused, current.application !== application || !current.canBecomeFocused else { return }
        focusedStorage = nil
        needsSearch = true
        current.didResignFocus()
        focusDidChange()
    }

    /// Drops focus that is no longer valid (removed from the tree, disabled, hidden) and, when nothing
    /// is focused and responders may have become focusable, focuses the responder that took the removed one's
    /// place (see ``focusedResponderWillLeave(container:after:before:)``) or the first focusable
    /// responder. The application calls this after each layout pass of a frame, and lays out again
    /// when focus moved, so focus lands in the frame that removed the focused responder. A frame with
    /// nothing focusable does not walk the tree again until ``setNeedsFocusUpdate()``. Returns
    /// whether focus moved.
    @discardableResult
    public func validate() -> Bool {
        dropInvalidFocus()
        guard focused == nil, needsSearch else {
            // Only a departure recorded since the last frame is copied and cleared.
            if departure != nil { departure = nil }
            return false
        }
        let left = departure
        departure = nil
        needsSearch = false
        application.statistics.focusSearches += 1
        guard let target = left.flatMap(successor) ?? firstFocusable() else { return false }
        return focus(target)
    }

    /// The first focusable responder at or after where the focused one left, else the last before it;
    /// `nil` when its container is no longer in the tree.
    private func successor(of departure: Departure) -> Responder? {
        guard let root = application.rootContent?.rootResponder, let container = departure.container.responder else {
            return nil
        }
        let preceding = departure.preceding?.responder
        let following = departure.following?.responder
        var before: Responder?
        var containerDepth: Int?
        var precedingDepth: Int?
        var atStart = false
        var passed = false
        for (responder, depth) in root.focusWalk {
            if let containerDepth, !passed {
                if depth <= containerDepth {
                    passed = true // the end of the container's subtree
                } else if let precedingDepth {
                    passed = depth <= precedingDepth // the first responder past the preceding child's subtree
                } else if depth == containerDepth + 1, responder === preceding {
                    precedingDepth = depth
                } else if depth == containerDepth + 1, atStart || responder === following {
                    passed = true
                }
            }
            if responder === container, containerDepth == nil {
                containerDepth = depth
                // With nothing before it and its successor gone, the position is the container's start.
                atStart = departure.wasFirst && !(following.map { isChild($0, of: container) } ?? false)
            }
            guard responder.canBecomeFocused else { continue }
            if passed { return containerDepth == nil ? nil : responder }
            before = responder
        }
        return containerDepth == nil ? nil : before
    }

    private func isChild(_ child: Responder, of container: Responder) -> Bool {
        container.focusChildren.contains { $0 === child }
    }

    /// The first focusable responder in traversal order that shows on screen, else the first one,
    /// without collecting the others when the first shows.
    private func firstFocusable() -> Responder? {
        guard let first = application.rootContent?.rootResponder.firstFocusableDescendant() else { return nil }
        if isOnScreen(first) { return first }
        return focusableResponders().first(where: isOnScreen) ?? first
    }
}

/// Where a focused responder left the tree: among `container`'s children, after `preceding` and
/// before `following` (see ``FocusEngine/focusedResponderWillLeave(container:after:before:)``).
private struct Departure {
    let container: WeakResponder
    let preceding: WeakResponder?
    let following: WeakResponder?
    /// Whether it was the container's first child (nothing precedes the position).
    let wasFirst: Bool
}

/// A responder held weakly.
private struct WeakResponder {
    weak var responder: Responder?
    init(_ responder: Responder) { self.responder = responder }
}

/// One Tab stop: a responder, and the focus group it stands for (`nil` outside groups).
@MainActor
private struct TabStop {
    let responder: Responder
    let group: Responder?

    /// Whether focus on `focused` is at this stop: it is the stop, or it is inside the stop's group.
    func owns(_ focused: Responder) -> Bool {
        focused === responder || (group.map { focused.isInChain(of: $0) } ?? false)
    }
}
