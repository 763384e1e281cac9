/// Keeping fixed black and white legible on any terminal theme.
///
/// Apps written for iOS assume its light system background: `.foregroundColor(.black)` text on the
/// default background, or a card filled `.black` on it, are readable there and vanish on a dark
/// terminal. The terminal's theme is unknown (only `COLORFGBG` may tell), so every cell drawn over
/// what is there follows two rules:
/// - **Ink.** A black or white foreground (ANSI black, white or bright white, or a colour whose red,
///   green and blue are all at most 48, or all at least 208) on a cell whose background is the terminal's
///   default is drawn in the terminal's default text colour, which is legible on its background
///   whatever the theme. On a fill of any other colour (a white card, a black one) it stays as set.
/// - **Fill.** A fill of the scheme's own background tone (black on a dark terminal, white on a light
///   one, see `COLORFGBG`) drawn directly over the terminal's default background is drawn as ANSI bright
///   black (8), the layered background (`secondarySystemBackground`), so the card stands out from the
///   screen as it does on iOS. Over any other colour it stays as set.
/// Colours chosen for the terminal (its default colours, the ANSI hues, greys) are not touched.
extension Style {
    /// This style drawn over `base` (``over(_:)``), with the ink and fill rules above applied.
    @inline(__always)
    package func legible(over base: Style) -> Style {
        var merged = over(base)
        guard mayChangeForLegibility else { return merged }
        let onDefault = base.background == nil || base.background == .default
        if onDefault, let background, background.tone == Color.schemeBackgroundTone {
            merged.background = .ansi(8)
        }
        if merged.background == nil || merged.background == .default, merged.foreground?.tone != nil {
            merged.foreground = nil
        }
        return merged
    }

    /// Whether the rules can change anything this style draws (checked once per run of cells).
    package var mayChangeForLegibility: Bool {
        foreground?.tone != nil || background?.tone == Color.schemeBackgroundTone
    }
}

extension Color {
    /// Black or white for the purpose of the legibility rules.
    package enum Tone: Sendable {
        case black, white
    }

    /// Whether this colour reads as black or white (see ``Style/legible(over:)``), else `nil`.
    package var tone: Tone? {
        switch self {
        case .ansi(let index):
            switch index & 15 {
            case 0: return .black
            case 7, 15: return .white
            default: return nil
            }
        case .indexed, .rgb:
            guard let (r, g, b) = knownComponents else { return nil }
            if max(r, g, b) <= 48 { return .black }
            if min(r, g, b) >= 208 { return .white }
            return nil
        case .default, .clear:
            return nil
        }
    }

    /// The tone of the terminal's default background as the rules take it: white on a terminal that
    /// reports a light background, else black.
    package static var schemeBackgroundTone: Tone {
        TerminalTheme.reportsLightBackground ? .white : .black
    }
}
