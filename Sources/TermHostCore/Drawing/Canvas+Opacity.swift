/// Translucent drawing: SwiftUI's `.opacity(_:)` and UIKit's `alpha`, one rule for both halves.
///
/// A view at opacity `a` (between 0 and 1, exclusive) is drawn as it would be at full opacity, and
/// then every cell it changed is composited over the *backdrop*, what was in that cell before:
/// - each colour the view drew (foreground and background) is mixed with the backdrop's background:
///   `a × colour + (1 − a) × backdrop`; a background the view left unset stays the backdrop's;
/// - a blank cell the view filled over a backdrop character keeps that character, its colour mixed with
///   the view's fill the same way (a faint fill lets the text under it show);
/// - the terminal's default background counts as the colour scheme's background: white when the
///   terminal reports a light background (`COLORFGBG` ending in 7 or 15), else black;
/// - a colour that cannot be mixed, the terminal's default text colour (its value is unknown) or any
///   colour on a terminal with fewer than 256 colours, is kept and the cell gets the `dim` attribute.
/// Opacity 1 or more draws as usual; opacity 0 or less draws nothing.
extension Canvas {
    /// Draws what `draw` draws on this canvas at `opacity` (0...1), composited over what the canvas held
    /// before by the rule above. Only cells inside this canvas's clip are composited.
    public func drawTranslucent(opacity: Double, _ draw: () -> Void) {
        guard opacity < 1 else { return draw() }
        guard opacity > 0, !clip.isEmpty else { return }
        var backdrop: [Cell] = []
        backdrop.reserveCapacity(clip.size.area)
        for y in clip.minY..<clip.maxY {
            for x in clip.minX..<clip.maxX { backdrop.append(buffer[x, y]) }
        }
        draw()
        var index = 0
        for y in clip.minY..<clip.maxY {
            for x in clip.minX..<clip.maxX {
                let under = backdrop[index]
                index += 1
                let drawn = buffer[x, y]
                guard drawn != under else { continue }
                buffer.write(Canvas.composite(drawn, over: under, opacity: opacity, colorCount: colorCount), x: x, y: y)
            }
        }
    }

    /// `drawn` composited over `under` at `opacity` (with the backdrop's character when `drawn` is a
    /// blank fill over a character).
    private static func composite(_ drawn: Cell, over under: Cell, opacity: Double, colorCount: Int) -> Cell {
        var cell = drawn
        let backdrop = under.style.background ?? .default
        var style = drawn.style
        var dims = false
        let showsThrough = drawn.character == " " && drawn.width == 1 && under.character != " " && under.width == 1
            && drawn.style.background != nil
        if showsThrough, let fill = drawn.style.background {
            cell.character = under.character
            style.attributes.formUnion(under.style.attributes)
            if let mixed = fill.mixed(with: under.style.foreground ?? .default, opacity: opacity, colorCount: colorCount) {
                style.foreground = mixed
            } else {
                style.foreground = under.style.foreground
                dims = true
            }
        } else if let mixed = (drawn.style.foreground ?? .default).mixed(with: backdrop, opacity: opacity, colorCount: colorCount) {
            style.foreground = mixed
        } else {
            dims = true
        }
        if let background = drawn.style.background, background != under.style.background {
            if let mixed = background.mixed(with: backdrop, opacity: opacity, colorCount: colorCount) {
                style.background = mixed
            } else {
                dims = true
            }
        }
        if dims { style.attributes.insert(.dim) }
        cell.style = style
        return cell
    }
}

extension Color {
    /// `opacity × self + (1 − opacity) × other` as a 24-bit colour, or `nil` when the two cannot be
    /// mixed: this colour is the terminal's default, or the terminal has fewer than 256 colours. `other`
    /// being the default counts as the scheme's background (see ``Canvas/drawTranslucent(opacity:_:)``).
    package func mixed(with other: Color, opacity: Double, colorCount: Int) -> Color? {
        guard colorCount >= 256, let top = knownComponents else { return nil }
        let bottom = other.knownComponents ?? Color.schemeBackgroundComponents
        func channel(_ a: Int, _ b: Int) -> UInt8 {
            UInt8(max(0, min(255, (Double(a) * opacity + Double(b) * (1 - opacity)).rounded())))
        }
        return .rgb(channel(top.0, bottom.0), channel(top.1, bottom.1), channel(top.2, bottom.2))
    }

    /// The colour's red, green and blue (the xterm values for the ANSI and palette colours), or `nil`
    /// for the terminal's default colour and ``clear``.
    var knownComponents: (Int, Int, Int)? {
        switch self {
        case .default, .clear: return nil
        case .ansi(let index): return Color.rgbComponents(ofPaletteIndex: Int(index & 15))
        case .indexed(let index): return Color.rgbComponents(ofPaletteIndex: Int(index))
        case .rgb(let r, let g, let b): return (Int(r), Int(g), Int(b))
        }
    }

    /// The terminal's default background as mixing takes it: white on a light terminal, else black.
    private static var schemeBackgroundComponents: (Int, Int, Int) {
        TerminalTheme.reportsLightBackground ? (255, 255, 255) : (0, 0, 0)
    }
}
