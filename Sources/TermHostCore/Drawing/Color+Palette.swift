extension Color {
    /// The red, green and blue components (0–255) of entry `index` (clamped to 0–255) of the xterm
    /// 256-colour palette: the 16 ANSI colours, the 6×6×6 cube and the grey ramp. Tools that draw a
    /// screen outside a terminal (a picture of it, say) use this to show palette colours.
    public static func paletteComponents(_ index: Int) -> (red: Int, green: Int, blue: Int) {
        let components = rgbComponents(ofPaletteIndex: max(0, min(255, index)))
        return (components.0, components.1, components.2)
    }
}
