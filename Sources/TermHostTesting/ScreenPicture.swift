import TermHost

/// A picture of a terminal screen as SVG: a monospace grid of the cells' characters in their colours
/// and attributes (bold, dim, italic, underline, strikethrough, reverse), wide characters over two
/// cells, box-drawing lines as the font draws them, optionally inside a window frame.
///
/// The 16 ANSI colours come from ``Palette`` (a dark terminal theme by default); the other entries of
/// the 256-colour palette and 24-bit colours are shown as they are. The output is deterministic: the
/// same screen gives the same bytes, so a checked-in picture can be compared with a fresh one.
public struct ScreenPicture: Sendable {
    /// The colours a picture uses for the terminal's defaults and the 16 ANSI colours.
    public struct Palette: Sendable {
        /// The default foreground (`Color.default` text).
        public var foreground: String
        /// The default background.
        public var background: String
        /// ANSI 0–15 as `#rrggbb`.
        public var ansi: [String]

        /// Creates a palette.
        public init(foreground: String, background: String, ansi: [String]) {
            self.foreground = foreground
            self.background = background
            self.ansi = ansi
        }

        /// Light text on a dark background, with the usual terminal ANSI colours.
        public static let dark = Palette(
            foreground: "#d4d4d4", background: "#1e1e1e",
            ansi: ["#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
                   "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff"])
    }

    /// Width of a cell in SVG units.
    public var cellWidth = 8.4
    /// Height of a cell in SVG units.
    public var cellHeight = 17.0
    /// Font size in SVG units.
    public var fontSize = 14.0
    /// Whether the grid is drawn inside a window frame with a title bar.
    public var windowFrame = true
    /// The title shown in the frame's title bar.
    public var title = ""
    /// The colours used.
    public var palette = Palette.dark

    /// A picture with the default look.
    public init(title: String = "", windowFrame: Bool = true) {
        self.title = title
        self.windowFrame = windowFrame
    }

    /// The SVG document for a `size` screen whose cells `cell(at:)` gives.
    public func svg(size: Size, cell: (Point) -> Cell) -> String {
        let padding = windowFrame ? 12.0 : 0
        let titleBar = windowFrame ? 28.0 : 0
        let gridWidth = Double(size.width) * cellWidth
        let gridHeight = Double(size.height) * cellHeight
        let width = gridWidth + 2 * padding
        let height = gridHeight + 2 * padding + titleBar
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"'DejaVu Sans Mono', Menlo, Consolas, monospace\" "
            + "font-size=\"\(n(fontSize))\">\n"
        out += "<rect width=\"100%\" height=\"100%\" rx=\"\(windowFrame ? "8" : "0")\" fill=\"\(palette.background)\"/>\n"
        if windowFrame {
            for (index, colour) in ["#ff5f57", "#febc2e", "#28c840"].enumerated() {
                out += "<circle cx=\"\(n(18 + Double(index) * 20))\" cy=\"16\" r=\"6\" fill=\"\(colour)\"/>\n"
            }
            if !title.isEmpty {
                out += "<text x=\"\(n(width / 2))\" y=\"20\" text-anchor=\"middle\" fill=\"#9d9d9d\">\(escaped(title))</text>\n"
            }
        }
        out += "<g transform=\"translate(\(n(padding)),\(n(padding + titleBar)))\" xml:space=\"preserve\">\n"
        for y in 0..<max(0, size.height) {
            out += row(y, width: size.width, cell: cell)
        }
        out += "</g>\n</svg>\n"
        return out
    }

    /// The backgrounds and text runs of row `y`.
    private func row(_ y: Int, width: Int, cell: (Point) -> Cell) -> String {
        var backgrounds = ""
        var texts = ""
        var x = 0
        while x < width {
            let first = cell(Point(x: x, y: y))
            let look = Look(first.style, palette: palette)
            var characters: [(Character, Int, Int)] = []
            var end = x
            while end < width {
                let current = cell(Point(x: end, y: y))
                if current.isContinuation { end += 1; continue }
                if Look(current.style, palette: palette) != look { break }
                characters.append((current.character, end, Int(current.width)))
                end += 1
            }
            if end == x { end = x + 1 }
            let top = Double(y) * cellHeight
            if look.background != palette.background {
                backgrounds += "<rect x=\"\(n(Double(x) * cellWidth))\" y=\"\(n(top))\" width=\"\(n(Double(end - x) * cellWidth))\" "
                    + "height=\"\(n(cellHeight))\" fill=\"\(look.background)\"/>\n"
            }
            texts += text(characters, top: top, look: look)
            x = end
        }
        return backgrounds + texts
    }

    /// The `<text>` elements of one run: its narrow characters in pieces laid out by the font (spaces
    /// kept, each piece stretched to exactly its cells with `textLength`), each wide character on its own
    /// over two cells. Leading and trailing spaces are left out.
    private func text(_ characters: [(Character, Int, Int)], top: Double, look: Look) -> String {
        var out = ""
        var piece: [(Character, Int, Int)] = []
        func flush() {
            while piece.last?.0 == " " { piece.removeLast() }
            while piece.first?.0 == " " { piece.removeFirst() }
            guard let first = piece.first, let last = piece.last else { return }
            let cells = last.1 - first.1 + max(1, last.2)
            out += "<text x=\"\(n(Double(first.1) * cellWidth))\" y=\"\(n(top + cellHeight * 0.78))\" "
                + "textLength=\"\(n(Double(cells) * cellWidth))\" lengthAdjust=\"spacingAndGlyphs\" fill=\"\(look.foreground)\"\(look.attributes)>"
                + escaped(String(piece.map(\.0))) + "</text>\n"
            piece.removeAll()
        }
        for character in characters {
            if character.2 == 2 {
                flush()
                piece = [character]
                flush()
            } else {
                piece.append(character)
            }
        }
        flush()
        return out
    }

    /// What a run of cells shares: resolved colours and the SVG attributes of its text.
    private struct Look: Equatable {
        var foreground: String
        var background: String
        var attributes: String

        init(_ style: Style, palette: Palette) {
            var foreground = ScreenPicture.hex(style.foreground, palette: palette, isBackground: false)
            var background = ScreenPicture.hex(style.background, palette: palette, isBackground: true)
            if style.attributes.contains(.reverse) { swap(&foreground, &background) }
            var attributes = ""
            if style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
            if style.attributes.contains(.italic) { attributes += " font-style=\"italic\"" }
            if style.attributes.contains(.dim) { attributes += " fill-opacity=\"0.6\"" }
            var decorations: [String] = []
            if style.attributes.contains(.underline) { decorations.append("underline") }
            if style.attributes.contains(.strikethrough) { decorations.append("line-through") }
            if !decorations.isEmpty { attributes += " text-decoration=\"\(decorations.joined(separator: " "))\"" }
            self.foreground = foreground
            self.background = background
            self.attributes = attributes
        }
    }

    /// `#rrggbb` for a colour (`nil` and `.default` are the palette's defaults).
    static func hex(_ color: Color?, palette: Palette, isBackground: Bool) -> String {
        switch color ?? .default {
        case .default:
            return isBackground ? palette.background : palette.foreground
        case .ansi(let index):
            return palette.ansi[Int(index & 15)]
        case .indexed(let index):
            if index < 16 { return palette.ansi[Int(index)] }
            let components = Color.paletteComponents(Int(index))
            return hex(components.red, components.green, components.blue)
        case .rgb(let red, let green, let blue):
            return hex(Int(red), Int(green), Int(blue))
        }
    }

    private static func hex(_ red: Int, _ green: Int, _ blue: Int) -> String {
        let digits = Array("0123456789abcdef")
        var text = "#"
        for value in [red, green, blue] {
            let clamped = max(0, min(255, value))
            text.append(digits[clamped / 16])
            text.append(digits[clamped % 16])
        }
        return text
    }

    /// A number with at most two decimals and no trailing zeros.
    private func n(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let fraction = abs(hundredths % 100)
        if fraction == 0 { return String(whole) }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)" : "\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    /// Text with XML's special characters escaped (the screen holds no control characters: it is sanitized).
    private func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
