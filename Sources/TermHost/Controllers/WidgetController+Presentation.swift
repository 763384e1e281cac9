extension WidgetController {
    /// Shows `controller` modally as a centred bordered panel over the window (titled with its
    /// ``title``). Focus moves into it and Tab stays inside it until it is dismissed; Esc dismisses
    /// it. Calls the presented controller's `viewWillAppear` and `viewDidAppear`, then `completion`.
    /// When this controller already presents one, the new one is presented by the topmost.
    public func present(_ controller: WidgetController, animated: Bool = false, completion: (@MainActor () -> Void)? = nil) {
        if let presentedController {
            presentedController.present(controller, animated: animated, completion: completion)
            return
        }
        guard controller !== self, controller.presentingController == nil, let window = viewIfLoaded?.window else { return }
        let engine = window.application?.focusEngine
        focusToRestore = engine?.focused
        controller.presentingController = self
        presentedController = controller
        let layer = PresentationWidget(presenting: controller)
        controller.presentationWidget = layer
        layer.frame = window.bounds
        controller.beginAppearanceTransition(true, animated: animated)
        window.addSubview(layer)
        controller.endAppearanceTransition()
        layer.layoutIfNeeded()
        engine?.focus(FocusSearch.first(in: controller.view))
        completion?()
    }

    /// Dismisses the controller this one presented, or, when it presents none, this controller
    /// itself (as UIKit does). Calls `viewWillDisappear` and `viewDidDisappear` on the dismissed
    /// controller, gives focus back to where it was before presenting, then calls `completion`.
    public func dismiss(animated: Bool = false, completion: (@MainActor () -> Void)? = nil) {
        if presentedController != nil {
            dismissPresented(animated: animated)
            completion?()
        } else if let presentingController {
            presentingController.dismiss(animated: animated, completion: completion)
        } else {
            completion?()
        }
    }

    private func dismissPresented(animated: Bool) {
        guard let presented = presentedController else { return }
        if presented.presentedController != nil { presented.dismissPresented(animated: animated) }
        let engine = viewIfLoaded?.window?.application?.focusEngine
        presented.beginAppearanceTransition(false, animated: animated)
        presented.presentationWidget?.removeFromSuperview()
        presented.endAppearanceTransition()
        presented.presentationWidget = nil
        presented.presentingController = nil
        presentedController = nil
        guard let engine else { return }
        if let restore = focusToRestore, restore.canBecomeFocused, restore.application != nil {
            engine.focus(restore)
        } else {
            engine.focus(nil)
            engine.focusNext()
        }
        focusToRestore = nil
    }
}
