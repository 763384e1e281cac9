import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

extension WidgetController {
    /// Starts an appearance change by hand (for container controllers): calls ``viewWillAppear(_:)``
    /// or ``viewWillDisappear(_:)`` unless the controller is already on its way there.
    /// Finish with ``endAppearanceTransition()``.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        beginTransition(appearing: isAppearing, explicit: true)
    }

    /// Finishes an appearance change: calls ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``, then
    /// finishes the change it passed on to the children (see ``beginAppearanceTransition(_:animated:)``).
    public func endAppearanceTransition() {
        let forwarded = transitionIsExplicit
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            transitionIsExplicit = false
            viewIsAppearing(false)
            layOutAppearingView()
            viewDidAppear(false)
        case .disappearing:
            appearanceState = .disappeared
            transitionIsExplicit = false
            viewDidDisappear(false)
        case .appeared, .disappeared:
            transitionIsExplicit = false
            return
        }
        guard forwarded else { return }
        for child in children where child.transitionIsExplicit
            && (child.appearanceState == .appearing || child.appearanceState == .disappearing) {
            child.endAppearanceTransition()
        }
    }

    /// Starts an appearance change; an explicit one (a container's, or a full-screen presentation
    /// covering this controller) is passed on to the children whose views are on screen, as UIKit
    /// forwards appearance calls to child controllers.
    func beginTransition(appearing: Bool, explicit: Bool) {
        switch (appearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            transitionIsExplicit = explicit
            viewWillAppear(false)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            transitionIsExplicit = explicit
            viewWillDisappear(false)
        default:
            if explicit { transitionIsExplicit = true }
            return
        }
        guard explicit else { return }
        for child in children where child.isViewInWindow { child.beginTransition(appearing: appearing, explicit: true) }
    }

    /// Lays the appearing root widget out now, as UIKit does between `viewIsAppearing` and `viewDidAppear`
    /// (so `viewWillLayoutSubviews` and `viewDidLayoutSubviews` come in between), when an application
    /// shows its window or is at work (launching, handling an event); a tree built outside any
    /// application is laid out by its first frame.
    private func layOutAppearingView() {
        guard let view = viewIfLoaded, let window = view.window,
              window.application != nil || ApplicationScope.current != nil else { return }
        view.setNeedsLayout()
        view.layoutIfNeeded()
    }

    /// Whether the root widget is in a window now.
    var isViewInWindow: Bool { viewIfLoaded?.window != nil }

    /// Focuses the first focusable responder inside `root` (or nothing when there is none).
    func focusFirstResponder(in root: Responder) {
        guard let engine = application?.focusEngine ?? viewIfLoaded?.window?.application?.focusEngine else { return }
        engine.focus(root.firstFocusableDescendant())
    }
}
