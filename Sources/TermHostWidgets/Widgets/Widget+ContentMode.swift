import TermHostCore

extension Widget {
    /// How a widget places its content when its size differs from the content's (`UIView.ContentMode`).
    ///
    /// A terminal cannot scale a picture, so the scaling modes (``scaleToFill``, ``scaleAspectFit``,
    /// ``scaleAspectFill``, ``redraw``) centre the content as ``center`` does; the others place it at their
    /// edge or corner. An ``ImageWidget`` places its image by it; other widgets keep the value.
    public enum ContentMode: Int, Hashable, Sendable {
        /// Scale to fill the bounds (centred here). The default, as in UIKit.
        case scaleToFill = 0
        /// Scale to fit, keeping the aspect ratio (centred here).
        case scaleAspectFit = 1
        /// Scale to fill, keeping the aspect ratio (centred here).
        case scaleAspectFill = 2
        /// Redraw on a bounds change (centred here).
        case redraw = 3
        /// Centred.
        case center = 4
        /// Centred at the top edge.
        case top = 5
        /// Centred at the bottom edge.
        case bottom = 6
        /// Centred at the left edge.
        case left = 7
        /// Centred at the right edge.
        case right = 8
        /// In the top-left corner.
        case topLeft = 9
        /// In the top-right corner.
        case topRight = 10
        /// In the bottom-left corner.
        case bottomLeft = 11
        /// In the bottom-right corner.
        case bottomRight = 12

        /// Where content goes across and down.
        package var placement: (horizontal: AxisPlacement, vertical: AxisPlacement) {
            switch self {
            case .scaleToFill, .scaleAspectFit, .scaleAspectFill, .redraw, .center: (.center, .center)
            case .top: (.center, .start)
            case .bottom: (.center, .end)
            case .left: (.start, .center)
            case .right: (.end, .center)
            case .topLeft: (.start, .start)
            case .topRight: (.end, .start)
            case .bottomLeft: (.start, .end)
            case .bottomRight: (.end, .end)
            }
        }

        /// Where content of `size` goes in `rect`.
        package func place(_ size: Size, in rect: Rect) -> Point {
            let (horizontal, vertical) = placement
            return Point(x: rect.minX + horizontal.offset(of: size.width, in: rect.width),
                         y: rect.minY + vertical.offset(of: size.height, in: rect.height))
        }
    }

    /// How the widget places its content in its bounds (`UIView.contentMode`). Default ``ContentMode/scaleToFill``.
    /// Setting it redraws the widget.
    public var contentMode: ContentMode {
        get { contentModeStorage }
        set {
            guard newValue != contentModeStorage else { return }
            contentModeStorage = newValue
            setNeedsDisplay()
        }
    }
}
