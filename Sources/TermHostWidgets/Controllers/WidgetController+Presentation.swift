import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

extension WidgetController {
    /// The controller presented by this one or by one of its ancestors (`UIViewController.presentedViewController`).
    public var presentedViewController: WidgetController? {
        presentedStorage ?? parent?.presentedViewController
    }

    /// The controller that presented this one, or the nearest presented ancestor
    /// (`UIViewController.presentingViewController`).
    public var presentingViewController: WidgetController? {
        presentingStorage ?? parent?.presentingViewController
    }

    /// The old name of ``presentedViewController``.
    @available(*, deprecated, renamed: "presentedViewController")
    public var presentedController: WidgetController? { presentedViewController }

    /// The old name of ``presentingViewController``.
    @available(*, deprecated, renamed: "presentingViewController")
    public var presentingController: WidgetController? { presentingViewController }

    /// The controller a presentation from this one is made by: the topmost ancestor (a presented
    /// controller, or the window's root), as UIKit presents from the full-screen context.
    var presentationContext: WidgetController {
        var current = self
        while current.presentingStorage == nil, let parent = current.parent { current = parent }
        return current
    }

    /// Shows `controller` modally, as its ``modalPresentationStyle`` says (see ``ModalPresentationStyle``).
    ///
    /// The presentation is made by this controller's topmost ancestor (its presentation context), or, when
    /// that already presents one, by the topmost presented controller. Calls, in UIKit's order: the
    /// presented controller's `viewDidLoad` (if its view was not loaded), then — for the full-screen
    /// style — the presenting controller's `viewWillDisappear`, then the presented controller's
    /// `viewWillAppear` and `viewDidAppear` (``isBeingPresented`` is true during both), the presenting
    /// controller's `viewDidDisappear` (full screen), and last `completion`. Focus moves into the
    /// presented view. Nothing happens (and `completion` is not called) when this controller's view
    /// is not in a window or `controller` is already presented, as in UIKit.
    public func present(_ controller: WidgetController, animated: Bool = false, completion: (@MainActor () -> Void)? = nil) {
        var presenter = presentationContext
        while let above = presenter.presentedStorage { presenter = above }
        guard controller !== presenter, controller.presentingStorage == nil, controller.parent == nil,
              let window = presenter.viewIfLoaded?.window else {
            application?.report("TermHost: cannot present \(type(of: controller)) from \(type(of: self)): "
                                + "it is already shown, or the presenting view is not in a window.")
            return
        }
        controller.loadViewIfNeeded()
        if let popover = controller.popoverStorage,
           let delegate = popover.delegate as? any PopoverPresentationControllerDelegate {
            delegate.prepareForPopoverPresentation(popover)
        }
        let engine = window.application?.focusEngine
        presenter.focusToRestore = engine?.focused
        controller.presentingStorage = presenter
        presenter.presentedStorage = controller
        let layer = PresentationWidget(presenting: controller)
        controller.presentationWidget = layer
        layer.frame = window.bounds
        let covers = controller.modalPresentationStyle.coversPresenter
        controller.isBeingPresented = true
        if covers { presenter.beginAppearanceTransition(false, animated: animated) }
        controller.beginAppearanceTransition(true, animated: animated)
        window.addSubview(layer)
        layer.layoutIfNeeded()
        engine?.focus(controller.initialFocusInPresentation)
        controller.endAppearanceTransition()
        if covers { presenter.endAppearanceTransition() }
        controller.isBeingPresented = false
        completion?()
    }

    /// Dismisses the controller this one (or an ancestor) presented, with everything presented above
    /// it; or, when there is none, this controller itself (as UIKit does). Calls the dismissed
    /// controller's `viewWillDisappear`, then — full screen — the presenting controller's
    /// `viewWillAppear` and `viewDidAppear`, then the dismissed controller's `viewDidDisappear`
    /// (``isBeingDismissed`` is true during both), gives focus back to where it was before presenting,
    /// and last calls `completion`.
    public func dismiss(animated: Bool = false, completion: (@MainActor () -> Void)? = nil) {
        if let presented = presentedViewController, let presenter = presented.presentingStorage {
            presenter.dismissPresented(animated: animated)
            completion?()
        } else if let presenting = presentingViewController {
            presenting.dismiss(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }

    private func dismissPresented(animated: Bool) {
        guard let presented = presentedStorage else { return }
        if presented.presentedStorage != nil { presented.dismissPresented(animated: animated) }
        let engine = viewIfLoaded?.window?.application?.focusEngine
        let covers = presented.modalPresentationStyle.coversPresenter
        presented.isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        if covers { beginAppearanceTransition(true, animated: animated) }
        presented.presentationWidget?.removeFromSuperview()
        if covers { endAppearanceTransition() }
        presented.endAppearanceTransition()
        presented.isBeingDismissed = false
        presented.presentationWidget = nil
        presented.presentingStorage = nil
        presentedStorage = nil
        guard let engine else { return }
        if let restore = focusToRestore, restore.canBecomeFocused, restore.application != nil {
            engine.focus(restore)
        } else {
            engine.focus(nil)
            engine.focusNext()
        }
        focusToRestore = nil
    }

    /// Shows `controller` the way this controller's context does (`UIViewController.show(_:sender:)`):
    /// pushed when it is inside a navigation controller, presented otherwise.
    public func show(_ controller: WidgetController, sender: Any?) {
        if let navigationController {
            navigationController.pushViewController(controller, animated: true)
        } else {
            present(controller, animated: true)
        }
    }
}
