/// How a cell looks: foreground and background colours and attributes.
///
/// A `nil` colour means "leave what is underneath": text drawn with a `nil` background keeps the
/// background of the cells it lands on, so containers show through.
public struct Style: Hashable, Sendable {
    /// The text colour; `nil` keeps the colour underneath (``Color/clear`` is stored as `nil`).
    public var foreground: Color? {
        didSet { if foreground == .clear { foreground = nil } }
    }
    /// The cell colour; `nil` keeps the colour underneath (``Color/clear`` is stored as `nil`).
    public var background: Color? {
        didSet { if background == .clear { background = nil } }
    }
    /// Bold, underline and the like; they add to the attributes underneath.
    public var attributes: TextAttributes

    /// Creates a style.
    public init(foreground: Color? = nil, background: Color? = nil, attributes: TextAttributes = []) {
        self.foreground = foreground == .clear ? nil : foreground
        self.background = background == .clear ? nil : background
        self.attributes = attributes
    }

    /// The plain style: default colours, no attributes.
    public static let plain = Style()

    /// A style from colours already free of ``Color/clear`` (the drawing paths, which combine styles).
    private init(checked foreground: Color?, background: Color?, attributes: TextAttributes) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// This style drawn over `base`: colours this style leaves `nil` come from `base`; attributes add up.
    public func over(_ base: Style) -> Style {
        Style(checked: foreground ?? base.foreground,
              background: background ?? base.background,
              attributes: attributes.union(base.attributes))
    }

    /// A copy with `attributes` added.
    public func adding(_ extra: TextAttributes) -> Style {
        var copy = self
        copy.attributes.formUnion(extra)
        return copy
    }

    /// Only the `bold` attribute.
    public static let bold = Style(attributes: .bold)
    /// Only the `dim` attribute.
    public static let dim = Style(attributes: .dim)
    /// Only the `reverse` attribute.
    public static let reverse = Style(attributes: .reverse)
    /// Only the `underline` attribute.
    public static let underline = Style(attributes: .underline)
}
