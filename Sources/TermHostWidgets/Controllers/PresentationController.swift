import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// What manages a presented controller on screen (`UIPresentationController`): the base of
/// ``SheetPresentationController`` and ``PopoverPresentationController``, and what a full-screen style
/// gets. Its ``delegate`` hears about dismissals the user starts (Esc on a sheet or popover, a click
/// outside a popover), as UIKit's delegate hears about a swipe down:
///
/// ```swift
/// editor.presentationController?.delegate = self
/// present(editor, animated: true)
///
/// func presentationControllerDidDismiss(_ presentationController: PresentationController) { reload() }
/// ```
@MainActor
open class PresentationController {
    /// The controller this presentation shows (implicitly unwrapped, as UIKit's is never `nil` while
    /// its controller lives).
    public private(set) weak var presentedViewController: WidgetController!
    /// Told about dismissals the user starts; never about ``WidgetController/dismiss(animated:completion:)``
    /// called by code.
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?

    init(presented: WidgetController) {
        presentedViewController = presented
    }

    /// The controller that presented ``presentedViewController`` (`nil` while it is not presented).
    public var presentingViewController: WidgetController? {
        presentedViewController?.presentingViewController
    }

    /// The style the presentation is shown in: ``WidgetController/modalPresentationStyle``.
    public var presentationStyle: ModalPresentationStyle {
        presentedViewController?.modalPresentationStyle ?? .automatic
    }

    /// The user asked to dismiss the presentation (Esc, or a click outside a popover): asks the
    /// delegate and dismisses, or tells the delegate the attempt failed when the controller is
    /// modal in presentation or the delegate refuses. Returns whether the presentation was dismissed.
    func userRequestedDismissal() -> Bool {
        guard let presented = presentedViewController else { return false }
        if presented.isModalInPresentation || delegate?.presentationControllerShouldDismiss(self) == false {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presented.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        return true
    }
}

/// Hears about a presentation the user dismisses (`UIAdaptivePresentationControllerDelegate`). Every
/// method has a default: dismiss, and do nothing.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the user may dismiss the presentation now (not asked when the presented controller is
    /// ``WidgetController/isModalInPresentation``). Default true.
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The user's dismissal is about to happen.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// The user's dismissal is done: called after the dismissed controller's `viewDidDisappear`.
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
    /// The user tried to dismiss but the controller is modal in presentation or the delegate said no.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
    /// The style to adapt to in a compact environment. A terminal does not adapt, so it is never asked
    /// (a popover stays a popover); kept so ported delegates compile.
    func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle
}

extension AdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
    public func adaptivePresentationStyle(for controller: PresentationController) -> ModalPresentationStyle { .none }
}

/// A popover's delegate (`UIPopoverPresentationControllerDelegate`).
@MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// Called just before the popover is shown, to set its anchor late.
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
}

/// A sheet's delegate (`UISheetPresentationControllerDelegate`). A terminal has no drag, so the
/// selected detent changes only by code and the delegate is never told; kept so ported delegates compile.
@MainActor
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// The user moved the sheet to another detent (never called: see the protocol).
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {}
}

extension WidgetController {
    /// The presentation managing this controller (`UIViewController.presentationController`): the one
    /// of the presented ancestor when this controller is shown inside one, else this controller's own
    /// for its ``modalPresentationStyle`` (a ``SheetPresentationController`` for the sheet styles, a
    /// ``PopoverPresentationController`` for `.popover`), made when first asked for, so a delegate can
    /// be set before presenting.
    public var presentationController: PresentationController? {
        if presentingStorage == nil, let parent, parent.presentingViewController != nil {
            return parent.presentationController
        }
        return ownPresentationController
    }

    /// This controller's own presentation for its current style, made when first asked for (again
    /// after a style change that needs another kind).
    var ownPresentationController: PresentationController {
        switch modalPresentationStyle {
        case .popover:
            if let popover = presentationStorage as? PopoverPresentationController { return popover }
            let made = PopoverPresentationController(presented: self)
            presentationStorage = made
            return made
        case .automatic, .pageSheet, .formSheet, .none:
            if let sheet = presentationStorage as? SheetPresentationController { return sheet }
            let made = SheetPresentationController(presented: self)
            presentationStorage = made
            return made
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext:
            if let plain = presentationStorage, type(of: plain) == PresentationController.self { return plain }
            let made = PresentationController(presented: self)
            presentationStorage = made
            return made
        }
    }

    /// The popover presentation, if one was made and the style still is `.popover`.
    var popoverStorage: PopoverPresentationController? {
        modalPresentationStyle == .popover ? presentationStorage as? PopoverPresentationController : nil
    }

    /// The sheet presentation, if one was made and the style still is a sheet.
    var sheetStorage: SheetPresentationController? {
        presentationStorage as? SheetPresentationController
    }
}
