import FoundationEssentials
import TermHostCore

/// Light or dark appearance (`@Environment(\.colorScheme)`), as in SwiftUI.
///
/// A terminal's colours are its theme's, which a program cannot change. The scheme a view reads is
/// the terminal's as it reports it (`COLORFGBG`, set by rxvt, Konsole and others: a background of 7 or
/// 15 is light), else dark, the usual terminal theme; `.preferredColorScheme(_:)` and
/// `.environment(\.colorScheme, _:)` change what the views below read, not the terminal's colours.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// Dark text on a light background.
    case light
    /// Light text on a dark background.
    case dark

    /// The terminal's scheme from the `COLORFGBG` variable (`"15;0"`: light on dark), else `.dark`.
    package static func terminal(colorFGBG: String?) -> ColorScheme {
        TerminalTheme.isLight(colorFGBG: colorFGBG) ? .light : .dark
    }
}

private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.terminal(colorFGBG: ProcessInfo.processInfo.environment["COLORFGBG"])
}

extension EnvironmentValues {
    /// The colour scheme of the views below (see ``ColorScheme``).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}

extension View {
    /// Asks for a colour scheme (`nil`: the terminal's). A terminal's colours are its theme's: the view
    /// and those below read `colorScheme` as `scheme`; nothing is redrawn in other colours.
    public func preferredColorScheme(_ scheme: ColorScheme?) -> ModifiedContent<Self, EnvironmentWriterModifier> {
        modifier(EnvironmentWriterModifier(transform: { if let scheme { $0.colorScheme = scheme } }, token: scheme as Any))
    }
}
