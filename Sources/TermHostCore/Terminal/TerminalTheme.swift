import Glibc

/// What the terminal says of its own colours.
package enum TerminalTheme {
    /// Whether the terminal reports a light background: `COLORFGBG` (set by rxvt, Konsole and others)
    /// whose last field is 7 or 15. Without it the terminal is taken as dark, the usual theme.
    package static let reportsLightBackground = isLight(colorFGBG: getenv("COLORFGBG").map { String(cString: $0) })

    /// Whether a `COLORFGBG` value (`"15;0"`: light text on a dark background) names a light background.
    package static func isLight(colorFGBG: String?) -> Bool {
        guard let colorFGBG, let background = colorFGBG.split(separator: ";").last.flatMap({ Int($0) }) else {
            return false
        }
        return background == 7 || background == 15
    }
}
