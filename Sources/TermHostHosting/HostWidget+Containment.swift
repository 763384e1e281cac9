import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout
@_spi(TermHostInternal) import TermHostWidgets
import TermHostViews

/// Containment: the host makes its hosting controller a child of the controller above it (see
/// ``HostContainment``, which decides; the host runs the steps on its controller).
extension HostWidget {
    /// Makes the hosting controller a child of `parent` now (calling `willMove(toParent:)` and
    /// `didMove(toParent:)`), and keeps it there whatever windows the host moves through, until ``detach()``.
    public func attach(to parent: WidgetController) {
        guard let controller = hostingController, parent !== controller else { return }
        run(containment.attach(to: parent, currentParent: controller.parent), on: controller)
    }

    /// Removes the hosting controller from its parent; containment is automatic again from the
    /// host's next move into a window.
    public func detach() {
        let steps = containment.detach(currentParent: hostingController?.parent)
        guard let controller = hostingController else { return }
        run(steps, on: controller)
    }

    /// Before the host (the controller's root widget) moves to `newWindow`: joins the nearest
    /// controller above (`willMove(toParent:)` via `addChild`), or announces leaving the current parent.
    func containmentWillMove(toWindow newWindow: Window?) {
        guard let controller = managedController else { return }
        let steps = containment.willMove(enteringWindow: newWindow != nil,
                                         nearestParent: newWindow != nil ? nearestAncestorController() : nil,
                                         currentParent: controller.parent)
        run(steps, on: controller)
    }

    /// After the move and the appearance calls: `didMove(toParent:)`, or leaving the old parent.
    func containmentDidMove(toWindow window: Window?) {
        guard let controller = managedController else { return }
        run(containment.didMove(currentParent: controller.parent), on: controller)
    }

    private func run(_ steps: [HostContainment.Step], on controller: HostingController<Content>) {
        for step in steps {
            switch step {
            case .willLeaveParent: controller.willMove(toParent: nil)
            case .removeFromParent: controller.removeFromParent()
            case .addChild(let parent): parent.controller?.addChild(controller)
            case .didMove(let parent): controller.didMove(toParent: parent.controller)
            }
        }
    }

    /// The first widget controller found walking the responder chain up from the superview.
    private func nearestAncestorController() -> WidgetController? {
        for case let controller as WidgetController in ResponderChain(startingAt: superview)
            where controller !== hostingController {
            return controller
        }
        return nil
    }
}
