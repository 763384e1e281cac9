import TermHostCore

extension Widget {
    /// Below this ``alpha`` a widget is not drawn and hit testing passes over it, as UIKit's does (0.01).
    public static let minimumHitTestAlpha = 0.01

    /// The widget's opacity, 0 to 1 (`UIView.alpha`), for it and its subviews. Below 1 the widget and its
    /// subviews are drawn translucent by the rule SwiftUI's `.opacity(_:)` uses too (see
    /// `Canvas.drawTranslucent(opacity:_:)`): each colour they draw is mixed with the colour behind it
    /// (the terminal's default background taken as the scheme's, black on a dark terminal), and where
    /// colours cannot be mixed (the default text colour, terminals with fewer than 256 colours) the
    /// cells are dimmed. Below 0.01 they are not drawn and clicks pass through them (UIKit's hit-testing
    /// rule), yet they keep their place in layout (unlike ``isHidden``, which stacks collapse) and can
    /// keep focus. Values are clamped to 0...1. Default 1.
    public var alpha: Double {
        get { alphaStorage }
        set {
            let clamped = newValue.isNaN ? 0 : min(1, max(0, newValue))
            let oldValue = alphaStorage
            guard clamped != oldValue else { return }
            alphaStorage = clamped
            guard let window, !isHidden else { return }
            window.addDamage(convertToWindow(bounds))
        }
    }

    /// The point at the middle of the frame, in the superview's coordinates (`UIView.center`): the frame's
    /// origin plus half its size, rounded down to a cell. Setting it moves the frame, keeping its size.
    public var center: Point {
        get { Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2) }
        set { frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Whether ``drawDecorations(in:)`` has anything to draw.
    var hasDecorations: Bool {
        extras?.layer?.drawsBorder == true
    }

    /// Draws what comes over the content and the subviews: the layer's border, on a canvas over the
    /// widget's bounds.
    func drawDecorations(in canvas: Canvas) {
        extras?.layer?.drawBorder(in: canvas)
    }
}
