/// UIKit's semantic and system colours, mapped to terminal colours (the `UIColor` statics of TermHost).
///
/// A terminal has one background and one text colour of its own (``Color/default``) and a palette the
/// user's theme tunes, so the semantic colours map to those, and the system colours to the ANSI colour
/// of the same hue where there is one (so they follow the theme), else to UIKit's light-mode RGB value
/// (downsampled to the palette). Layered backgrounds alternate as in light mode: the base and the
/// third layer are the terminal's background, the second layer is ANSI bright black.
///
/// | UIKit | terminal |
/// |---|---|
/// | `systemBackground`, `tertiarySystemBackground`, `secondarySystemGroupedBackground` | the terminal's background (`.default`) |
/// | `secondarySystemBackground`, `systemGroupedBackground`, `tertiarySystemGroupedBackground` | ANSI 8 (bright black) |
/// | `label` | the terminal's text colour (`.default`) |
/// | `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`, `placeholderText`, `separator`, `opaqueSeparator`, `systemGray` | ANSI 8 |
/// | `link`, `systemBlue`, `tintColor` | ANSI 4 (blue) |
/// | `systemRed`, `systemGreen`, `systemYellow`, `systemPurple`, `systemCyan`, `systemTeal` | ANSI 1, 2, 3, 5, 6, 6 |
/// | `systemOrange`, `systemPink`, `systemIndigo`, `systemMint`, `systemBrown`, `systemGray2` … `systemGray6` | UIKit's RGB, downsampled |
extension Color {
    // MARK: Backgrounds

    /// The main background: the terminal's own.
    public static let systemBackground = Color.default
    /// Content layered on the main background: ANSI bright black.
    public static let secondarySystemBackground = Color.ansi(8)
    /// Content layered on the secondary background: the terminal's own again (as in light mode).
    public static let tertiarySystemBackground = Color.default
    /// The background of a grouped interface (a settings list): ANSI bright black.
    public static let systemGroupedBackground = Color.ansi(8)
    /// Content on a grouped background (its cells): the terminal's own.
    public static let secondarySystemGroupedBackground = Color.default
    /// Content layered on grouped cells: ANSI bright black.
    public static let tertiarySystemGroupedBackground = Color.ansi(8)

    // MARK: Text and lines

    /// Primary text: the terminal's own text colour.
    public static let label = Color.default
    /// Secondary text: ANSI bright black.
    public static let secondaryLabel = Color.ansi(8)
    /// Tertiary text: ANSI bright black.
    public static let tertiaryLabel = Color.ansi(8)
    /// Quaternary text: ANSI bright black.
    public static let quaternaryLabel = Color.ansi(8)
    /// Placeholder text in fields: ANSI bright black.
    public static let placeholderText = Color.ansi(8)
    /// Separator lines: ANSI bright black.
    public static let separator = Color.ansi(8)
    /// Opaque separator lines: ANSI bright black.
    public static let opaqueSeparator = Color.ansi(8)
    /// Links: ANSI blue.
    public static let link = Color.ansi(4)

    // MARK: System colours

    /// ANSI red.
    public static let systemRed = Color.ansi(1)
    /// ANSI green.
    public static let systemGreen = Color.ansi(2)
    /// ANSI yellow.
    public static let systemYellow = Color.ansi(3)
    /// ANSI blue.
    public static let systemBlue = Color.ansi(4)
    /// ANSI magenta.
    public static let systemPurple = Color.ansi(5)
    /// ANSI cyan.
    public static let systemCyan = Color.ansi(6)
    /// ANSI cyan.
    public static let systemTeal = Color.ansi(6)
    /// UIKit's orange (255, 149, 0).
    public static let systemOrange = Color.rgb(255, 149, 0)
    /// UIKit's pink (255, 45, 85).
    public static let systemPink = Color.rgb(255, 45, 85)
    /// UIKit's indigo (88, 86, 214).
    public static let systemIndigo = Color.rgb(88, 86, 214)
    /// UIKit's mint (0, 199, 190).
    public static let systemMint = Color.rgb(0, 199, 190)
    /// UIKit's brown (162, 132, 94).
    public static let systemBrown = Color.rgb(162, 132, 94)
    /// ANSI bright black.
    public static let systemGray = Color.ansi(8)
    /// UIKit's gray 2 (174, 174, 178).
    public static let systemGray2 = Color.rgb(174, 174, 178)
    /// UIKit's gray 3 (199, 199, 204).
    public static let systemGray3 = Color.rgb(199, 199, 204)
    /// UIKit's gray 4 (209, 209, 214).
    public static let systemGray4 = Color.rgb(209, 209, 214)
    /// UIKit's gray 5 (229, 229, 234).
    public static let systemGray5 = Color.rgb(229, 229, 234)
    /// UIKit's gray 6 (242, 242, 247).
    public static let systemGray6 = Color.rgb(242, 242, 247)

    /// The default tint (`UIColor.tintColor`): system blue. A widget's own tint is ``Widget/tintColor``,
    /// which its subviews inherit; this colour does not change with it.
    public static let tintColor = Color.systemBlue

    // MARK: Fixed colours

    /// ANSI magenta (`UIColor.purple`, RGB 0.5, 0, 0.5).
    public static let purple = Color.ansi(5)
    /// UIKit's orange (255, 128, 0).
    public static let orange = Color.rgb(255, 128, 0)
    /// UIKit's brown (153, 102, 51).
    public static let brown = Color.rgb(153, 102, 51)
    /// UIKit's dark gray (85, 85, 85).
    public static let darkGray = Color.rgb(85, 85, 85)
    /// UIKit's light gray (170, 170, 170).
    public static let lightGray = Color.rgb(170, 170, 170)
}
