import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

extension ButtonWidget {
    /// How a button looks (`UIButton.Configuration`), in cells. The title (and a dimmed subtitle on a
    /// second row) is drawn as follows; "tint" is the button's ``Widget/tintColor``, and
    /// ``baseForegroundColor`` / ``baseBackgroundColor`` replace the colours named:
    ///
    /// | configuration | cells | text | background |
    /// |---|---|---|---|
    /// | `.plain()`, `.borderless()` | `Title` | tint | none |
    /// | `.gray()`, `.tinted()` | ` Title ` | tint | ANSI bright black over the whole button |
    /// | `.filled()` | ` Title ` | white | tint over the whole button |
    /// | `.bordered()`, `.borderedTinted()` | `[ Title ]` | tint | none |
    /// | `.borderedProminent()` | `[ Title ]` | white | tint over the whole button |
    ///
    /// Corner style, button size, paddings and the activity indicator are kept for ported code and
    /// draw nothing (a cell has no corners or finer spacing); images are not taken.
    public struct Configuration: Hashable, Sendable {
        enum Kind: Hashable, Sendable {
            case plain, gray, tinted, filled, bordered, borderedTinted, borderedProminent, borderless
        }

        /// The corner shape of a configured button (`UIButton.Configuration.CornerStyle`): no effect.
        public enum CornerStyle: Sendable, Hashable {
            /// UIKit's corner styles; a cell has no corners to round.
            case fixed, dynamic, small, medium, large, capsule
        }

        /// The size class of a configured button (`UIButton.Configuration.Size`): no effect.
        public enum Size: Sendable, Hashable {
            /// UIKit's sizes; a button is one row tall in each.
            case mini, small, medium, large
        }

        /// How title and subtitle line up (`UIButton.Configuration.TitleAlignment`).
        public enum TitleAlignment: Sendable, Hashable {
            /// UIKit's alignments: the platform's choice, the leading edge, the centre, or the trailing edge of the button.
            case automatic, leading, center, trailing
        }

        let kind: Kind
        /// The title; `nil` shows the button's title for its state.
        public var title: String?
        /// A second line under the title, dimmed.
        public var subtitle: String?
        /// The text colour, instead of the style's.
        public var baseForegroundColor: Color?
        /// The background colour, instead of the style's (also on styles without a background).
        public var baseBackgroundColor: Color?
        /// How title and subtitle line up with each other.
        public var titleAlignment: TitleAlignment = .automatic
        /// The corner shape: no effect.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size class: no effect.
        public var buttonSize: Size = .medium
        /// The space between title and subtitle, in points: no effect (they are on adjacent rows).
        public var titlePadding = 0.0
        /// The space between image and title, in points: no effect.
        public var imagePadding = 0.0
        /// Whether an activity indicator replaces the image: no effect.
        public var showsActivityIndicator = false

        init(kind: Kind) {
            self.kind = kind
        }

        /// Text only, in the tint colour.
        public static func plain() -> Configuration { Configuration(kind: .plain) }
        /// Text on a grey background.
        public static func gray() -> Configuration { Configuration(kind: .gray) }
        /// Tinted text on a light background (grey in a terminal).
        public static func tinted() -> Configuration { Configuration(kind: .tinted) }
        /// White text on the tint colour.
        public static func filled() -> Configuration { Configuration(kind: .filled) }
        /// Bracketed tinted text.
        public static func bordered() -> Configuration { Configuration(kind: .bordered) }
        /// Bracketed tinted text.
        public static func borderedTinted() -> Configuration { Configuration(kind: .borderedTinted) }
        /// Bracketed white text on the tint colour.
        public static func borderedProminent() -> Configuration { Configuration(kind: .borderedProminent) }
        /// Text only, in the tint colour.
        public static func borderless() -> Configuration { Configuration(kind: .borderless) }

        /// Whether the background covers the whole button.
        var fillsBounds: Bool {
            switch kind {
            case .gray, .tinted, .filled, .borderedProminent: return true
            case .plain, .borderless, .bordered, .borderedTinted: return baseBackgroundColor != nil
            }
        }

        /// The rows drawn for `title`: the title decorated for the kind, then the subtitle if any.
        func lines(title: String) -> [String] {
            let (open, close): (String, String)
            switch kind {
            case .plain, .borderless: (open, close) = ("", "")
            case .gray, .tinted, .filled: (open, close) = (" ", " ")
            case .bordered, .borderedTinted, .borderedProminent: (open, close) = ("[ ", " ]")
            }
            guard let subtitle, !subtitle.isEmpty else { return [open + title + close] }
            let width = max(TextWidth.of(title), TextWidth.of(subtitle))
            let pad = String(repeating: " ", count: open.count)
            return [open + aligned(title, width) + close, pad + aligned(subtitle, width) + pad]
        }

        private func aligned(_ text: String, _ width: Int) -> String {
            let room = width - TextWidth.of(text)
            let left: Int
            switch titleAlignment {
            case .leading, .automatic: left = 0
            case .center: left = room / 2
            case .trailing: left = room
            }
            return String(repeating: " ", count: left) + text + String(repeating: " ", count: room - left)
        }

        /// The style of the button's text and background over `base`.
        func style(over base: Style, tint: Color, titleColor: Color?) -> Style {
            var style = base
            switch kind {
            case .plain, .borderless, .bordered, .borderedTinted:
                style.foreground = baseForegroundColor ?? titleColor ?? tint
                style.background = baseBackgroundColor ?? base.background
            case .gray, .tinted:
                style.foreground = baseForegroundColor ?? titleColor ?? tint
                style.background = baseBackgroundColor ?? .secondarySystemBackground
            case .filled, .borderedProminent:
                style.foreground = baseForegroundColor ?? titleColor ?? .white
                style.background = baseBackgroundColor ?? tint
            }
            return style
        }
    }
}
