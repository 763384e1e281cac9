/// Colours from components, as `UIColor` makes them.
///
/// A terminal cell cannot blend, so alpha is all or nothing: below ``Color/opaqueAlpha`` (0.5) a colour
/// is ``Color/clear`` (what is underneath shows, as through a faint overlay), from it up the colour is opaque.
extension Color {
    /// Alpha from which a colour is drawn opaque; below it the colour is ``clear``.
    public static let opaqueAlpha = 0.5

    /// A 24-bit colour from components in 0...1 (out-of-range values are clamped), as
    /// `UIColor(red:green:blue:alpha:)`; an alpha below 0.5 gives ``clear``.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        guard alpha >= Color.opaqueAlpha else {
            self = .clear
            return
        }
        self = .rgb(Color.channel(red), Color.channel(green), Color.channel(blue))
    }

    /// A grey from a white level in 0...1, as `UIColor(white:alpha:)`.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from hue, saturation and brightness in 0...1, as `UIColor(hue:saturation:brightness:alpha:)`.
    public init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(1, max(0, saturation)), v = min(1, max(0, brightness))
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// This colour with another alpha, as `UIColor.withAlphaComponent(_:)`: itself from 0.5 up,
    /// ``clear`` below.
    public func withAlphaComponent(_ alpha: Double) -> Color {
        alpha >= Color.opaqueAlpha ? self : .clear
    }

    private static func channel(_ value: Double) -> UInt8 {
        guard value.isFinite else { return 0 }
        return UInt8((min(1, max(0, value)) * 255).rounded())
    }
}
