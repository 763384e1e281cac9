import TermHostCore

/// SwiftUI's ways of making a font, mapped to attributes as the text styles are (see ``Font``): a
/// terminal has one size and face of type, so sizes and designs are accepted and ignored; weights
/// draw semibold and heavier bold, light and lighter dim.
extension Font {
    /// A design of the system font (accepted: a terminal has one face).
    public enum Design: Hashable, Sendable {
        /// The default face.
        case `default`
        /// A serif face (the terminal's face).
        case serif
        /// A rounded face (the terminal's face).
        case rounded
        /// A monospaced face: the terminal's face is monospaced.
        case monospaced
    }

    /// The system font at a weight (`.font(.system(size: 14, weight: .semibold))`); the size and
    /// design are ignored.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(attributes: (weight ?? .regular).attributes)
    }

    /// The font of a text style (`.font(.system(.title, design: .rounded))`): titles and headlines bold,
    /// footnotes and captions dim; a weight replaces the style's own; the design is ignored.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let font = Font(attributes: style.attributes)
        return weight.map { font.weight($0) } ?? font
    }

    /// A named font (`Font.custom("Avenir", size: 17)`): a terminal has one face, so this is the plain font.
    public static func custom(_ name: String, size: Double) -> Font { Font(attributes: []) }

    /// A named font scaled relative to a text style: the style's attributes (the name and size are ignored).
    public static func custom(_ name: String, size: Double, relativeTo textStyle: TextStyle) -> Font {
        Font(attributes: textStyle.attributes)
    }

    /// A named font at a fixed size: the plain font.
    public static func custom(_ name: String, fixedSize: Double) -> Font { Font(attributes: []) }

    /// This font at another weight: bold from semibold up, dim from light down, plain between.
    public func weight(_ weight: Weight) -> Font {
        Font(attributes: attributes.subtracting([.bold, .dim]).union(weight.attributes))
    }

    /// This font with a width (accepted: a terminal's cells have one width).
    public func width(_ width: Width) -> Font { self }

    /// This font, monospaced: the terminal's type already is.
    public func monospaced() -> Font { self }

    /// This font with monospaced digits: the terminal's type already has them.
    public func monospacedDigit() -> Font { self }

    /// This font in small capitals (accepted: drawn as it is).
    public func smallCaps() -> Font { self }

    /// This font at a leading (accepted: rows are cells).
    public func leading(_ leading: Leading) -> Font { self }

    /// A width of type (accepted).
    public struct Width: Hashable, Sendable {
        /// The width as a value (SwiftUI's: 0 standard).
        public let value: Double
        /// A width from its value.
        public init(_ value: Double) { self.value = value }
        /// Compressed.
        public static let compressed = Width(-0.3)
        /// Condensed.
        public static let condensed = Width(-0.2)
        /// Standard.
        public static let standard = Width(0)
        /// Expanded.
        public static let expanded = Width(0.2)
    }

    /// The space between rows of type (accepted).
    public enum Leading: Hashable, Sendable {
        /// The font's own.
        case standard
        /// Less.
        case tight
        /// More.
        case loose
    }
}
