import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The scroll bar drawn on a scroll widget's right edge: a track with a thumb showing the viewport.
@MainActor
final class ScrollIndicatorWidget: Widget {
    private var thumb = 0..<0

    func update(offset: Int, viewport: Int, content: Int) {
        guard content > 0, viewport > 0 else { return }
        let length = max(1, viewport * viewport / content)
        let room = max(0, viewport - length), scrollable = max(1, content - viewport)
        let start = min(room, (offset * room + scrollable / 2) / scrollable)
        let updated = start..<(start + length)
        if updated != thumb {
            thumb = updated
            setNeedsDisplay()
        }
    }

    override func draw(in canvas: Canvas) {
        let blocks = canvas.lineDrawing
        for y in 0..<bounds.height {
            canvas.put(thumb.contains(y) ? (blocks ? "█" : "#") : (blocks ? "│" : "|"), at: Point(x: 0, y: y), style: .dim)
        }
    }
}
