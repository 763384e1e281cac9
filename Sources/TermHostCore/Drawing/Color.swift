/// A terminal colour, shared by widgets and views.
///
/// Colours degrade to what the terminal supports: 24-bit colours map to the nearest entry of the
/// 256-colour palette, and 256-colour entries map to the nearest of the 16 (or 8) ANSI colours.
public enum Color: Hashable, Sendable {
    /// The terminal's own default foreground or background.
    case `default`
    /// One of the 16 ANSI colours (0-7 normal, 8-15 bright).
    case ansi(UInt8)
    /// An entry of the 256-colour palette.
    case indexed(UInt8)
    /// A 24-bit colour, downsampled to the terminal's palette.
    case rgb(UInt8, UInt8, UInt8)
    /// No colour at all: what is underneath shows through (`UIColor.clear`, `Color.clear`).
    /// A ``Style`` never holds it: it keeps `nil` ("leave what is underneath") instead.
    case clear

    /// ANSI 0.
    public static let black = Color.ansi(0)
    /// ANSI 1.
    public static let red = Color.ansi(1)
    /// ANSI 2.
    public static let green = Color.ansi(2)
    /// ANSI 3.
    public static let yellow = Color.ansi(3)
    /// ANSI 4.
    public static let blue = Color.ansi(4)
    /// ANSI 5.
    public static let magenta = Color.ansi(5)
    /// ANSI 6.
    public static let cyan = Color.ansi(6)
    /// ANSI 7.
    public static let white = Color.ansi(7)
    /// ANSI 8.
    public static let gray = Color.ansi(8)
    /// ANSI 9.
    public static let brightRed = Color.ansi(9)
    /// ANSI 10.
    public static let brightGreen = Color.ansi(10)
    /// ANSI 11.
    public static let brightYellow = Color.ansi(11)
    /// ANSI 12.
    public static let brightBlue = Color.ansi(12)
    /// ANSI 13.
    public static let brightMagenta = Color.ansi(13)
    /// ANSI 14.
    public static let brightCyan = Color.ansi(14)
    /// ANSI 15.
    public static let brightWhite = Color.ansi(15)

    /// The palette index for a terminal with `colorCount` colours, or -1 for the default colour.
    ///
    /// With 256 colours or more, 24-bit colours map to the nearest cube or grey-ramp entry. With 16,
    /// palette and 24-bit colours map to the nearest ANSI colour; with 8, to the nearest of the eight
    /// normal ones, and a bright ANSI colour becomes its normal counterpart except bright black (gray),
    /// which becomes white as the nearer of the two. Below 8 colours everything is the default colour.
    public func paletteIndex(colorCount: Int) -> Int {
        if colorCount < 8 { return -1 }
        let ansiCount = colorCount >= 16 ? 16 : 8
        switch self {
        case .default, .clear:
            return -1
        case .ansi(let index):
            let value = Int(index & 15)
            if ansiCount == 16 || value < 8 { return value }
            return value == 8 ? 7 : value & 7
        case .indexed(let index):
            if colorCount >= 256 { return Int(index) }
            if Int(index) < ansiCount { return Int(index) }
            return Color.nearestANSI(to: Color.rgbComponents(ofPaletteIndex: Int(index)), count: ansiCount)
        case .rgb(let r, let g, let b):
            if colorCount >= 256 { return Color.nearestPaletteIndex(r: Int(r), g: Int(g), b: Int(b)) }
            return Color.nearestANSI(to: (Int(r), Int(g), Int(b)), count: ansiCount)
        }
    }

    private static let cubeLevels = [0, 95, 135, 175, 215, 255]

    private static let ansiComponents: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// The RGB components of an xterm 256-colour palette entry.
    static func rgbComponents(ofPaletteIndex index: Int) -> (Int, Int, Int) {
        if index < 16 { return ansiComponents[index] }
        if index >= 232 {
            let level = 8 + (index - 232) * 10
            return (level, level, level)
        }
        let cube = index - 16
        return (cubeLevels[cube / 36], cubeLevels[(cube / 6) % 6], cubeLevels[cube % 6])
    }

    /// The nearest entry of the 6x6x6 cube or the grey ramp of the 256-colour palette.
    static func nearestPaletteIndex(r: Int, g: Int, b: Int) -> Int {
        func cubeStep(_ value: Int) -> Int {
            var best = 0
            for (i, level) in cubeLevels.enumerated() where abs(level - value) < abs(cubeLevels[best] - value) { best = i }
            return best
        }
        let (cr, cg, cb) = (cubeStep(r), cubeStep(g), cubeStep(b))
        let cubeIndex = 16 + 36 * cr + 6 * cg + cb
        let grey = max(0, min(23, ((r + g + b) / 3 - 8 + 5) / 10))
        let greyIndex = 232 + grey
        let cubeDistance = distance((r, g, b), rgbComponents(ofPaletteIndex: cubeIndex))
        let greyDistance = distance((r, g, b), rgbComponents(ofPaletteIndex: greyIndex))
        return greyDistance < cubeDistance ? greyIndex : cubeIndex
    }

    /// The ANSI colours without hue: black, white, gray and bright white.
    private static let ansiGreys = [0, 7, 8, 15]

    /// The index of the nearest of the first `count` (8 or 16) ANSI colours. A colour with (almost)
    /// no hue maps to black, white or a grey, never to a dull hue such as ANSI yellow (205, 205, 0).
    static func nearestANSI(to rgb: (Int, Int, Int), count: Int = 16) -> Int {
        let spread = max(rgb.0, rgb.1, rgb.2) - min(rgb.0, rgb.1, rgb.2)
        var best = 0
        var bestDistance = Int.max
        for (i, candidate) in ansiComponents.prefix(count).enumerated() {
            if spread <= 32, !ansiGreys.contains(i) { continue }
            let d = distance(rgb, candidate)
            if d < bestDistance { best = i; bestDistance = d }
        }
        return best
    }

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let dr = a.0 - b.0, dg = a.1 - b.1, db = a.2 - b.2
        return dr * dr + dg * dg + db * db
    }
}
