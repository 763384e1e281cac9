extension Canvas {
    /// Resets the cells of a local rectangle to blank cells with the terminal's default colours,
    /// dropping whatever was drawn there before (the start of a region redraw).
    public func clear(_ rect: Rect) {
        let area = rect.offsetBy(dx: origin.x, dy: origin.y).intersection(clip)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX { buffer.write(.blank, x: x, y: y) }
        }
    }
}
