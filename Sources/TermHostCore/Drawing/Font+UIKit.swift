/// UIKit's ways of making a font (`UIFont`), mapped to attributes.
///
/// Text styles: titles and headlines bold (`largeTitle` also underlined), footnotes and captions dim,
/// the rest plain. Weights: semibold and heavier are bold, light and lighter dim. Sizes are ignored
/// (a terminal has one size of type), so `systemFont(ofSize: 34)` is the plain font.
extension Font {
    /// A text style (`UIFont.TextStyle`; SwiftUI's `Font.TextStyle` spellings `title` and `caption`
    /// are the same styles as `title1` and `caption1`).
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        /// The style's name.
        public let rawValue: String
        /// A style by name (unknown names are plain).
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Bold and underlined.
        public static let extraLargeTitle = TextStyle(rawValue: "largeTitle")
        /// Bold and underlined.
        public static let extraLargeTitle2 = TextStyle(rawValue: "largeTitle")
        /// Bold and underlined.
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        /// Bold.
        public static let title1 = TextStyle(rawValue: "title1")
        /// Bold (SwiftUI's name for ``title1``).
        public static let title = TextStyle(rawValue: "title1")
        /// Bold.
        public static let title2 = TextStyle(rawValue: "title2")
        /// Bold.
        public static let title3 = TextStyle(rawValue: "title3")
        /// Bold.
        public static let headline = TextStyle(rawValue: "headline")
        /// Plain.
        public static let subheadline = TextStyle(rawValue: "subheadline")
        /// Plain.
        public static let body = TextStyle(rawValue: "body")
        /// Plain.
        public static let callout = TextStyle(rawValue: "callout")
        /// Dim.
        public static let footnote = TextStyle(rawValue: "footnote")
        /// Dim.
        public static let caption1 = TextStyle(rawValue: "caption1")
        /// Dim (SwiftUI's name for ``caption1``).
        public static let caption = TextStyle(rawValue: "caption1")
        /// Dim.
        public static let caption2 = TextStyle(rawValue: "caption2")

        /// The attributes text in this style gets.
        package var attributes: TextAttributes {
            switch rawValue {
            case "largeTitle": return [.bold, .underline]
            case "title1", "title2", "title3", "headline": return .bold
            case "footnote", "caption1", "caption2": return .dim
            default: return []
            }
        }
    }

    /// A weight (`UIFont.Weight`, SwiftUI's `Font.Weight`): semibold and heavier draw bold, light and
    /// lighter dim, regular and medium plain.
    public struct Weight: Hashable, Sendable {
        /// UIKit's weight value (-1 ultra light … 1 black; 0 regular).
        public let rawValue: Double
        /// A weight from UIKit's value.
        public init(rawValue: Double) { self.rawValue = rawValue }

        /// Dim.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Dim.
        public static let thin = Weight(rawValue: -0.6)
        /// Dim.
        public static let light = Weight(rawValue: -0.4)
        /// Plain.
        public static let regular = Weight(rawValue: 0)
        /// Plain.
        public static let medium = Weight(rawValue: 0.23)
        /// Bold.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold.
        public static let bold = Weight(rawValue: 0.4)
        /// Bold.
        public static let heavy = Weight(rawValue: 0.56)
        /// Bold.
        public static let black = Weight(rawValue: 0.62)

        /// The attributes text of this weight gets.
        package var attributes: TextAttributes {
            if rawValue >= Weight.semibold.rawValue { return .bold }
            if rawValue <= Weight.light.rawValue { return .dim }
            return []
        }
    }

    /// The font of a text style (`UIFont.preferredFont(forTextStyle:)`).
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(attributes: style.attributes)
    }

    /// The system font at a weight; the size is ignored.
    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font {
        Font(attributes: weight.attributes)
    }

    /// The bold system font; the size is ignored.
    public static func boldSystemFont(ofSize size: Double) -> Font {
        Font(attributes: .bold)
    }

    /// The italic system font; the size is ignored (not every terminal shows italics).
    public static func italicSystemFont(ofSize size: Double) -> Font {
        Font(attributes: .italic)
    }

    /// The monospaced system font: a terminal's type is monospaced, so this is ``systemFont(ofSize:weight:)``.
    public static func monospacedSystemFont(ofSize size: Double, weight: Weight) -> Font {
        systemFont(ofSize: size, weight: weight)
    }

    /// The system font with monospaced digits: the same as ``systemFont(ofSize:weight:)`` in a terminal.
    public static func monospacedDigitSystemFont(ofSize size: Double, weight: Weight) -> Font {
        systemFont(ofSize: size, weight: weight)
    }

    /// A named font (`UIFont(name:size:)`): a terminal has one face, so this is the plain font.
    public init?(name fontName: String, size fontSize: Double) {
        self.init(attributes: [])
    }

    /// This font at another size: the same font (sizes are ignored).
    public func withSize(_ fontSize: Double) -> Font { self }

    /// The size of the standard system font, in points (UIKit's value, for code that computes with it).
    public static let systemFontSize = 14.0
    /// The size of the standard label font, in points (UIKit's value).
    public static let labelFontSize = 17.0
    /// The size of the standard button font, in points (UIKit's value).
    public static let buttonFontSize = 18.0
}
