import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Where a popover points (`UIPopoverPresentationController`): a controller presented with
/// `modalPresentationStyle = .popover` is shown in a panel next to its anchor.
///
/// ```swift
/// picker.modalPresentationStyle = .popover
/// picker.popoverPresentationController?.sourceView = button
/// picker.popoverPresentationController?.sourceRect = button.bounds
/// present(picker, animated: true)
/// ```
///
/// The anchor is ``barButtonItem`` when set, else ``sourceRect`` in ``sourceView``'s coordinates (the
/// whole view when the rectangle is zero). The panel goes just below the anchor, or above it when there
/// is no room below, its left edge at the anchor's (moved left as far as needed to stay on screen).
@MainActor
public final class PopoverPresentationController: PresentationController {
    /// Arrow directions (`UIPopoverArrowDirection`): kept for ported code (a panel has no arrow).
    public struct ArrowDirection: OptionSet, Hashable, Sendable {
        /// The direction bits.
        public let rawValue: UInt
        /// Directions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Pointing up.
        public static let up = ArrowDirection(rawValue: 1 << 0)
        /// Pointing down.
        public static let down = ArrowDirection(rawValue: 1 << 1)
        /// Pointing left.
        public static let left = ArrowDirection(rawValue: 1 << 2)
        /// Pointing right.
        public static let right = ArrowDirection(rawValue: 1 << 3)
        /// Any direction.
        public static let any = ArrowDirection(rawValue: 0xF)
        /// Not yet known.
        public static let unknown = ArrowDirection(rawValue: UInt.max)
    }

    /// The widget the popover points at.
    public weak var sourceView: Widget?
    /// The rectangle in ``sourceView`` the popover points at (zero: the whole view).
    public var sourceRect: Rect = .zero
    /// The bar button item the popover points at (wins over ``sourceView``).
    public weak var barButtonItem: BarButtonItem?
    /// Kept for ported code (a panel has no arrow).
    public var permittedArrowDirections: ArrowDirection = .any
    /// The panel's background (`nil`: the terminal's own).
    public var backgroundColor: Color?

    /// The anchor in window coordinates, if there is one in `window`.
    func anchor(in window: Window) -> Rect? {
        if let item = barButtonItem {
            for owner in item.owners {
                if let bar = owner.item?.bar, bar.window === window, let frame = bar.frameInWindow(of: item) { return frame }
            }
        }
        guard let view = sourceView, view.window === window else { return nil }
        return view.convertToWindow(sourceRect == .zero ? view.bounds : sourceRect)
    }
}

extension WidgetController {
    /// The popover presentation of this controller while ``modalPresentationStyle`` is `.popover`
    /// (`nil` for the other styles), made when first asked for.
    public var popoverPresentationController: PopoverPresentationController? {
        ownPresentationController as? PopoverPresentationController
    }
}
