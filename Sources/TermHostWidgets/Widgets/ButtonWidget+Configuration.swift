import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

extension ButtonWidget {
    /// How a button looks (`UIButton.Configuration`), in cells: the look it shares with SwiftUI's button
    /// styles (`ButtonLook`, whose table lists both halves' names). The title (and a dimmed subtitle on
    /// a second row) is drawn as follows; "tint" is the button's ``Widget/tintColor``, and
    /// ``baseForegroundColor`` / ``baseBackgroundColor`` replace the colours named:
    ///
    /// | configuration | cells | text | background | SwiftUI's same look |
    /// |---|---|---|---|---|
    /// | `.plain()`, `.borderless()` | `Title` | tint | none | `.borderless` |
    /// | `.gray()`, `.tinted()` | ` Title ` | tint | ANSI bright black over the whole button | — |
    /// | `.filled()` | ` Title ` | white | tint over the whole button | — |
    /// | `.bordered()`, `.borderedTinted()` | `[ Title ]` | tint | none | `.bordered` |
    /// | `.borderedProminent()` | `[ Title ]` | white | tint over the whole button | `.borderedProminent` |
    ///
    /// The brackets stand at the button's left and right edges on the rows of the title and subtitle.
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

        /// The shared look of the configuration's style.
        var lookKind: ButtonLook.Kind {
            switch kind {
            case .plain, .borderless: .borderless
            case .gray, .tinted: .gray
            case .filled: .filled
            case .bordered, .borderedTinted: .bordered
            case .borderedProminent: .borderedProminent
            }
        }

        /// The label's rows for `title`: the title, then the subtitle if any, lined up by ``titleAlignment``
        /// in the width of the longer.
        func lines(title: String) -> [String] {
            guard let subtitle, !subtitle.isEmpty else { return [title] }
            let width = max(TextWidth.of(title), TextWidth.of(subtitle))
            return [aligned(title, width), aligned(subtitle, width)]
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
    }
}
