import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// How a presented controller is shown (`UIModalPresentationStyle`), in cells:
///
/// | style | terminal meaning |
/// |---|---|
/// | `.automatic`, `.pageSheet` | a panel with a rounded border (no title: the content shows its own, as in UIKit), covering the window but for 2 columns at each side and 1 row at the top and bottom, or less at the bottom of that area as ``WidgetController/sheetPresentationController``'s detents say; the screen below stays drawn around it. It looks as a SwiftUI `.sheet` does |
/// | `.formSheet` | a bordered panel centred in the window, sized to ``WidgetController/preferredContentSize`` (plus its border) where that is set, else to its content |
/// | `.popover` | a bordered panel sized like a form sheet, placed just below (or, without room, above) its anchor: ``PopoverPresentationController/barButtonItem``, else `sourceRect` in `sourceView` (the whole view when `sourceRect` is zero); centred without one. A click outside it dismisses it |
/// | `.fullScreen`, `.currentContext` | the controller's view fills the window, opaque; the presenting controller gets `viewWillDisappear` / `viewDidDisappear` (and the appear calls back on dismissal), as in UIKit |
/// | `.overFullScreen`, `.overCurrentContext` | the view fills the window and what is below shows through where it draws nothing; the presenting controller stays on screen |
///
/// Every style is modal: focus and clicks stay inside it until it is dismissed. Esc dismisses the
/// sheets and popovers (UIKit's swipe down or tap outside) unless ``WidgetController/isModalInPresentation``;
/// the full-screen styles, which UIKit does not let the user swipe away, leave it to the controller.
/// The current-context styles cover the window: it is the only presentation context.
public enum ModalPresentationStyle: Sendable, Hashable {
    /// The presentation styles of the table above.
    case automatic, pageSheet, formSheet, popover, fullScreen, overFullScreen, currentContext, overCurrentContext
    /// UIKit's "do not adapt" answer of ``AdaptivePresentationControllerDelegate/adaptivePresentationStyle(for:)``;
    /// as a controller's style it is `.automatic`.
    case none

    /// Whether the style shows a bordered panel over the presenter (the others fill the window).
    var isPanel: Bool {
        switch self {
        case .automatic, .pageSheet, .formSheet, .popover, .none: return true
        case .fullScreen, .overFullScreen, .currentContext, .overCurrentContext: return false
        }
    }

    /// Whether the presenting controller disappears while this is shown.
    var coversPresenter: Bool { self == .fullScreen || self == .currentContext }
}

/// The animation of a presentation (`UIModalTransitionStyle`): kept for ported code, no effect.
public enum ModalTransitionStyle: Sendable, Hashable {
    /// UIKit's transitions: every one shows the controller at once.
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}
