import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A widget that shows an ``Image``: the `UIImageView` of TermHost.
///
/// As in UIKit, its intrinsic size is its image's (a symbol's characters by one row, one cell for the
/// placeholder of an asset image) and none without an image; the image is placed in the bounds by
/// ``Widget/contentMode`` (a terminal cannot scale, so the scaling modes centre it). A symbol draws in
/// ``Widget/tintColor`` (template images take the tint in UIKit; ``Image/RenderingMode/alwaysOriginal``
/// draws in the text colour); an asset image (`Image(named:)`) draws the placeholder `▨`, dimmed.
///
/// Image views ignore user events by default, as UIKit documents: ``Widget/isUserInteractionEnabled``
/// starts `false`, so a gesture recognizer on one needs it set to `true`.
@MainActor
open class ImageWidget: Widget {
    /// The image shown (`nil`: nothing). Setting it resizes the widget where its intrinsic size is used.
    public var image: Image? {
        didSet { if image != oldValue { imageDidChange() } }
    }

    /// The image shown while ``isHighlighted`` (`nil`: ``image``).
    public var highlightedImage: Image? {
        didSet { if isHighlighted, highlightedImage != oldValue { imageDidChange() } }
    }

    /// Whether the widget shows ``highlightedImage``. Default `false`.
    public var isHighlighted = false {
        didSet { if isHighlighted != oldValue, highlightedImage != nil { imageDidChange() } }
    }

    /// Creates an image view with a frame and no image; it ignores user events, as UIKit's does.
    public override init(frame: Rect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an image view showing `image` (`UIImageView(image:)`), sized to it as UIKit's is.
    public convenience init(image: Image?) {
        self.init(frame: .zero)
        self.image = image
        frame.size = image?.size ?? .zero
    }

    /// Creates an image view with an image and a highlighted image (`UIImageView(image:highlightedImage:)`).
    public convenience init(image: Image?, highlightedImage: Image?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// The image drawn now: the highlighted one while highlighted (when there is one).
    private var shownImage: Image? {
        isHighlighted ? highlightedImage ?? image : image
    }

    private func imageDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// The image's size; none (``Widget/noIntrinsicMetric`` on both axes) without an image.
    open override var intrinsicContentSize: Size {
        guard let shown = shownImage else {
            return Size(width: Widget.noIntrinsicMetric, height: Widget.noIntrinsicMetric)
        }
        return shown.size
    }

    open override func draw(in canvas: Canvas) {
        guard let shown = shownImage else { return }
        let glyphs = ImageLook.widgetGlyphs(of: shown)
        guard !glyphs.isEmpty else { return }
        let origin = contentMode.place(shown.size, in: bounds)
        canvas.drawText(glyphs, at: origin, width: bounds.maxX - origin.x, style: style(for: shown))
    }

    private func style(for image: Image) -> Style {
        guard image.isSystemName else { return .dim }
        return image.mode == .alwaysOriginal ? .plain : Style(foreground: tintColor)
    }
}
