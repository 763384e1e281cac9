import TermHostCore

/// SwiftUI's `Color` statics and initialisers (``Color`` is one type for both halves: UIKit's
/// `UIColor` statics are in `Color+System.swift`).
///
/// `Color.primary` and `Color.secondary` are colours, as in SwiftUI: the terminal's text colour and
/// ANSI bright black (UIKit's `secondaryLabel`). `.foregroundStyle(.secondary)` is the hierarchical
/// style instead, which dims the current text colour; the two look alike on most terminal themes.
extension Color {
    /// Primary content: the terminal's own text colour.
    public static let primary = Color.default
    /// Secondary content: ANSI bright black, as UIKit's `secondaryLabel`.
    public static let secondary = Color.ansi(8)
    /// The app's accent colour: SwiftUI's default, blue (ANSI 4). A static colour cannot follow
    /// `.tint(_:)`; the `.tint` shape style does.
    public static let accentColor = Color.ansi(4)
    /// SwiftUI's pink (255, 45, 85).
    public static let pink = Color.rgb(255, 45, 85)
    /// SwiftUI's indigo (88, 86, 214).
    public static let indigo = Color.rgb(88, 86, 214)
    /// SwiftUI's mint (0, 199, 190).
    public static let mint = Color.rgb(0, 199, 190)
    /// SwiftUI's teal: ANSI cyan, as UIKit's `systemTeal`.
    public static let teal = Color.ansi(6)

    /// A colour from red, green and blue in 0...1 with an opacity (`Color(red:green:blue:opacity:)`).
    /// A cell cannot blend: below 0.5 opacity the colour is ``clear``, from it up opaque.
    public init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.init(red: red, green: green, blue: blue, alpha: opacity)
    }

    /// A colour in a colour space (all spaces are taken as sRGB), as ``init(red:green:blue:opacity:)``.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, alpha: opacity)
    }

    /// A grey from a white level in 0...1 with an opacity.
    public init(white: Double, opacity: Double) {
        self.init(white: white, alpha: opacity)
    }

    /// A colour from hue, saturation and brightness in 0...1 with an opacity.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double) {
        self.init(hue: hue, saturation: saturation, brightness: brightness, alpha: opacity)
    }

    /// SwiftUI's colour from a UIKit colour (`Color(uiColor: .systemBackground)`, `Color(.secondaryLabel)`):
    /// the same colour, as both are ``Color`` here.
    public init(uiColor: Color) {
        self = uiColor
    }

    /// SwiftUI's colour from a UIKit colour (`Color(.systemBackground)`): the same colour.
    public init(_ color: Color) {
        self = color
    }

    /// The colour at an opacity (`Color.blue.opacity(0.8)`): itself from 0.5 up, ``clear`` below (a
    /// cell cannot blend, so a faint colour leaves what is underneath).
    public func opacity(_ opacity: Double) -> Color {
        withAlphaComponent(opacity)
    }

    /// The colour in an asset catalog (`Color("AccentColor")`). A terminal app has no asset catalog:
    /// `"AccentColor"` is ``accentColor``, a colour's own name (`"red"`, `"systemBlue"`, `"label"`, any
    /// case) is that colour, and any other name is the terminal's text colour.
    public init(_ name: String) {
        self = Color.named(name) ?? .default
    }

    /// The colour a name stands for (see `Color(_:)` with a name), or `nil`.
    package static func named(_ name: String) -> Color? {
        namedColors[name.lowercased()]
    }

    private static let namedColors: [String: Color] = [
        "accentcolor": .accentColor, "accent": .accentColor, "tint": .tintColor, "tintcolor": .tintColor,
        "black": .black, "white": .white, "gray": .gray, "grey": .gray, "red": .red, "green": .green,
        "blue": .blue, "yellow": .yellow, "orange": .orange, "purple": .purple, "pink": .pink,
        "brown": .brown, "cyan": .cyan, "teal": .teal, "mint": .mint, "indigo": .indigo, "magenta": .magenta,
        "clear": .clear, "primary": .primary, "secondary": .secondary, "label": .label,
        "secondarylabel": .secondaryLabel, "systembackground": .systemBackground,
        "secondarysystembackground": .secondarySystemBackground, "systemred": .systemRed,
        "systemgreen": .systemGreen, "systemblue": .systemBlue, "systemyellow": .systemYellow,
        "systemorange": .systemOrange, "systempink": .systemPink, "systempurple": .systemPurple,
        "systemgray": .systemGray, "systemteal": .systemTeal, "systemindigo": .systemIndigo,
    ]

    /// A colour space (accepted: every colour is taken as sRGB and downsampled to the terminal's palette).
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB.
        case sRGB
        /// Linear sRGB.
        case sRGBLinear
        /// Display P3.
        case displayP3
    }
}

extension ShapeStyle where Self == Color {
    /// UIKit's orange (255, 128, 0).
    public static var orange: Color { Color.orange }
    /// ANSI magenta.
    public static var purple: Color { Color.purple }
    /// SwiftUI's pink (255, 45, 85).
    public static var pink: Color { Color.pink }
    /// UIKit's brown (153, 102, 51).
    public static var brown: Color { Color.brown }
    /// SwiftUI's indigo (88, 86, 214).
    public static var indigo: Color { Color.indigo }
    /// SwiftUI's mint (0, 199, 190).
    public static var mint: Color { Color.mint }
    /// ANSI cyan.
    public static var teal: Color { Color.teal }
}
