import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// Who a host widget's hosting controller is a child of, and the containment calls a window move
/// asks for: the host's containment state machine, a value with named states whose transitions
/// return the steps to run (the host runs them on its controller).
///
/// In the automatic ``Mode``, entering a window makes the controller a child of the nearest
/// controller above the host, and leaving the window removes it, in UIKit's order around the
/// appearance calls: `willMove(toParent:)` (through `addChild`) before them, `didMove(toParent:)`
/// after them; leaving, `willMove(toParent: nil)` before and `removeFromParent()` after. So a move
/// runs in two halves, and the ``PendingMove`` says what the second half finishes. `attach(to:)`
/// takes over (the ``Mode/attached`` mode: window moves leave the parent alone) until `detach()`.
struct HostContainment {
    /// Who decides the controller's parent.
    enum Mode: Equatable {
        /// The host's window moves: the nearest controller above the host while it is in a window.
        case automatic
        /// Code, through `attach(to:)`; window moves change nothing until `detach()`.
        case attached
    }

    /// The half of a window move still to run after the appearance calls.
    enum PendingMove: Equatable {
        /// None.
        case none
        /// The controller was added to `parent`; `didMove(toParent:)` is still to be called.
        case joining(ParentReference)
        /// `willMove(toParent: nil)` was called; `removeFromParent()` is still to be called.
        case leaving
    }

    /// A containment call the host makes on its controller.
    enum Step: Equatable {
        /// `controller.willMove(toParent: nil)`.
        case willLeaveParent
        /// `controller.removeFromParent()`.
        case removeFromParent
        /// `parent.addChild(controller)` (which calls `willMove(toParent: parent)`).
        case addChild(to: ParentReference)
        /// `controller.didMove(toParent: parent)`.
        case didMove(toParent: ParentReference)
    }

    /// A parent controller, held weakly (a controller never keeps its parent alive), compared by identity.
    struct ParentReference: Equatable {
        weak var controller: WidgetController?

        init(_ controller: WidgetController) {
            self.controller = controller
        }

        static func == (lhs: ParentReference, rhs: ParentReference) -> Bool {
            lhs.controller === rhs.controller
        }
    }

    private(set) var mode = Mode.automatic
    private(set) var pendingMove = PendingMove.none

    /// Code attaches the controller to `parent` (whose parent is `currentParent` now): it leaves its
    /// current parent and joins `parent`, and window moves no longer change its parent.
    mutating func attach(to parent: WidgetController, currentParent: WidgetController?) -> [Step] {
        mode = .attached
        guard currentParent !== parent else { return [] }
        let reference = ParentReference(parent)
        return (currentParent != nil ? [.willLeaveParent, .removeFromParent] : [])
            + [.addChild(to: reference), .didMove(toParent: reference)]
    }

    /// Code detaches the controller: it leaves its parent, and the next window move decides again.
    mutating func detach(currentParent: WidgetController?) -> [Step] {
        mode = .automatic
        return currentParent != nil ? [.willLeaveParent, .removeFromParent] : []
    }

    /// The first half of a window move, before the appearance calls. `nearestParent` is the nearest
    /// controller above the host when it is entering a window.
    mutating func willMove(enteringWindow: Bool, nearestParent: WidgetController?,
                           currentParent: WidgetController?) -> [Step] {
        guard mode == .automatic else { return [] }
        if enteringWindow {
            guard let nearestParent, currentParent !== nearestParent else { return [] }
            let reference = ParentReference(nearestParent)
            pendingMove = .joining(reference)
            return (currentParent != nil ? [.willLeaveParent, .removeFromParent] : []) + [.addChild(to: reference)]
        }
        guard currentParent != nil else { return [] }
        pendingMove = .leaving
        return [.willLeaveParent]
    }

    /// The second half of a window move, after the appearance calls: `didMove(toParent:)` if the
    /// controller is still where the first half put it, or the removal from the old parent.
    mutating func didMove(currentParent: WidgetController?) -> [Step] {
        defer { pendingMove = .none }
        switch pendingMove {
        case .none: return []
        case .joining(let parent):
            guard let controller = parent.controller, controller === currentParent else { return [] }
            return [.didMove(toParent: parent)]
        case .leaving: return [.removeFromParent]
        }
    }
}
