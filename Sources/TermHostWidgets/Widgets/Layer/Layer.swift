import TermHostCore

/// The drawing layer behind a widget (`CALayer`, renamed by the rule that drops the prefix): every widget
/// has one, `widget.layer`, made on first use.
///
/// What a terminal can show of it:
/// - ``borderWidth`` above zero draws a box border along the widget's edge cells in ``borderColor``, over the
///   content and subviews (UIKit composites the border above them too); 2 or more draws heavy lines. It
///   takes no room: content under the edge cells is covered. A widget less than two cells wide or tall shows none.
/// - ``cornerRadius`` above zero rounds that border's corners (`╭╮╰╯`); without a border it has nothing to round.
/// - ``masksToBounds`` is the widget's `clipsToBounds` (the same property, as in UIKit).
/// - ``backgroundColor``, ``opacity`` and ``isHidden`` are the widget's `backgroundColor`, `alpha` and `isHidden`.
/// - Shadows (``shadowColor``, ``shadowOpacity``, ``shadowRadius``, `shadowOffset`) keep their values and draw
///   nothing: a cell has no soft edge to shade.
///
/// Lengths are `Double` (a `CGFloat` converts to it implicitly, so `layer.cornerRadius = view.bounds.height / 2`
/// in `CGFloat` maths compiles).
@MainActor
open class Layer {
    /// The widget this layer draws for (`CALayer.delegate` in UIKit).
    public private(set) weak var widget: Widget?

    /// Creates a layer of no widget (one a widget makes for itself is ``Widget/layer``).
    public init() {}

    init(widget: Widget) {
        self.widget = widget
    }

    private func redraw() {
        widget?.setNeedsDisplay()
    }

    /// The radius of the corners (`CALayer.cornerRadius`). Above zero, a border draws rounded corners. Default 0.
    public var cornerRadius: Double = 0 {
        didSet { if cornerRadius != oldValue { redraw() } }
    }

    /// The width of the border (`CALayer.borderWidth`): above zero, a box border along the edge cells; 2 or
    /// more, heavy lines. Default 0.
    public var borderWidth: Double = 0 {
        didSet { if borderWidth != oldValue { redraw() } }
    }

    /// The colour of the border (`CALayer.borderColor`). Default `nil`, drawn in the text colour — where
    /// UIKit documents opaque black, which a dark terminal would not show.
    public var borderColor: CGColor? {
        didSet { if borderColor != oldValue { redraw() } }
    }

    /// Whether sublayers (the subviews) are cut at the bounds: the widget's `clipsToBounds`. Default `false`.
    public var masksToBounds: Bool {
        get { widget?.clipsToBounds ?? ownMasksToBounds }
        set {
            ownMasksToBounds = newValue
            widget?.clipsToBounds = newValue
        }
    }
    private var ownMasksToBounds = false

    /// The background colour: the widget's `backgroundColor`.
    public var backgroundColor: CGColor? {
        get { widget?.backgroundColor.map(CGColor.init) }
        set { widget?.backgroundColor = newValue?.color }
    }

    /// The opacity, 0 to 1: the widget's `alpha`. Default 1.
    public var opacity: Float {
        get { Float(widget?.alpha ?? 1) }
        set { widget?.alpha = Double(newValue) }
    }

    /// Whether the layer is hidden: the widget's `isHidden`.
    public var isHidden: Bool {
        get { widget?.isHidden ?? false }
        set { widget?.isHidden = newValue }
    }

    /// The shadow's colour (`CALayer.shadowColor`): kept, not drawn. Default `nil` (UIKit: opaque black).
    public var shadowColor: CGColor?
    /// The shadow's opacity (`CALayer.shadowOpacity`): kept, not drawn. Default 0.
    public var shadowOpacity: Float = 0
    /// The shadow's blur radius (`CALayer.shadowRadius`): kept, not drawn. Default 3, as in UIKit.
    public var shadowRadius: Double = 3
    /// The storage of `shadowOffset` (a `CGSize`, in the `TermHost` module): kept, not drawn. Default (0, -3).
    @usableFromInline package var shadowOffsetStorage: (width: Double, height: Double) = (0, -3)

    /// Which corners ``cornerRadius`` rounds (`CALayer.maskedCorners`). Default all four.
    public var maskedCorners: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { redraw() } }
    }

    /// The corners of a layer (`CACornerMask`).
    public struct CornerMask: OptionSet, Hashable, Sendable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask of raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The top-left corner.
        public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
        /// The top-right corner.
        public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
        /// The bottom-left corner.
        public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
        /// The bottom-right corner.
        public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
    }

    /// Whether the layer draws a border.
    var drawsBorder: Bool { borderWidth > 0 }

    /// Draws the border over the widget's content and subviews, on a canvas over its bounds.
    func drawBorder(in canvas: Canvas) {
        guard drawsBorder else { return }
        let bounds = canvas.bounds
        let rounded = cornerRadius > 0
        let style: BorderStyle = rounded ? .rounded : borderWidth >= 2 ? .heavy : .single
        let line = Style(foreground: borderColor?.color)
        canvas.drawBorder(bounds, style: style, lineStyle: line)
        guard rounded, maskedCorners != CornerMask(rawValue: 0b1111), bounds.width >= 2, bounds.height >= 2 else { return }
        // Corners left out of the mask stay square.
        let square = (canvas.lineDrawing ? BorderStyle.single : .ascii).characters
        let right = bounds.maxX - 1, bottom = bounds.maxY - 1
        let corners: [(CornerMask, Character, Point)] = [
            (.layerMinXMinYCorner, square.topLeft, Point(x: 0, y: 0)),
            (.layerMaxXMinYCorner, square.topRight, Point(x: right, y: 0)),
            (.layerMinXMaxYCorner, square.bottomLeft, Point(x: 0, y: bottom)),
            (.layerMaxXMaxYCorner, square.bottomRight, Point(x: right, y: bottom)),
        ]
        for (corner, character, point) in corners where !maskedCorners.contains(corner) {
            canvas.put(character, at: point, style: line)
        }
    }
}

extension Widget {
    /// The widget's layer (`UIView.layer`): its border, corner radius and shadow (see ``Layer``), made on first use.
    public var layer: Layer {
        let extras = madeExtras
        if let layer = extras.layer { return layer }
        let made = Layer(widget: self)
        extras.layer = made
        return made
    }
}
