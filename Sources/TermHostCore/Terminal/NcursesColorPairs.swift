import CNcurses

/// Colour pairs allocated on demand, one per (foreground, background) palette index combination.
///
/// Pair 0 is the terminal's default pair. When the terminal runs out of pairs, further combinations
/// fall back to pair 0 rather than failing.
@MainActor
struct NcursesColorPairs {
    private struct Key: Hashable {
        var foreground: Int32
        var background: Int32
    }

    private var pairs: [Key: Int32] = [:]
    private var nextPair: Int32 = 1
    private let colorCount: Int
    private let pairLimit: Int32
    private let defaultColors: Bool

    /// Creates an empty cache for a screen with `colorCount` colours and `pairLimit` pairs.
    /// `defaultColors` tells whether `use_default_colors` succeeded, so that -1 means "the default colour".
    init(colorCount: Int, pairLimit: Int, defaultColors: Bool) {
        self.colorCount = colorCount
        self.pairLimit = Int32(clamping: pairLimit)
        self.defaultColors = defaultColors
    }

    /// The pair number for `style`'s colours, allocating it when it is new.
    mutating func pair(for style: Style) -> Int32 {
        guard colorCount > 0 else { return 0 }
        var foreground = Int32((style.foreground ?? .default).paletteIndex(colorCount: colorCount))
        var background = Int32((style.background ?? .default).paletteIndex(colorCount: colorCount))
        if foreground < 0 && background < 0 { return 0 }
        if !defaultColors {
            if foreground < 0 { foreground = Int32(COLOR_WHITE) }
            if background < 0 { background = Int32(COLOR_BLACK) }
        }
        let key = Key(foreground: foreground, background: background)
        if let pair = pairs[key] { return pair }
        guard nextPair < pairLimit else { return 0 }
        let pair = nextPair
        guard Self.initialize(pair: pair, foreground: foreground, background: background) else { return 0 }
        nextPair += 1
        pairs[key] = pair
        return pair
    }

    private static func initialize(pair: Int32, foreground: Int32, background: Int32) -> Bool {
        if init_extended_pair(pair, foreground, background) != ERR { return true }
        guard let shortPair = Int16(exactly: pair), let shortForeground = Int16(exactly: foreground),
              let shortBackground = Int16(exactly: background) else { return false }
        return init_pair(shortPair, shortForeground, shortBackground) != ERR
    }
}
