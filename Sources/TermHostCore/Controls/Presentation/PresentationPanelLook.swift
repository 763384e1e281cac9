/// How a presented panel draws, in both halves: it hides what is under it and has a rounded border (an
/// iOS sheet, alert or popover is a card with rounded corners), with no title in the border (a sheet's
/// title belongs to its content, an alert's is inside it). A full-screen cover has neither.
package enum PresentationPanelLook {
    /// The border's lines.
    package static let borderStyle = BorderStyle.rounded

    /// Clears `panel` (local coordinates) to `fill` (a popover's background colour) and draws its border
    /// in `lineStyle`.
    package static func draw(_ panel: Rect, in canvas: Canvas, lineStyle: Style, fill: Style = .plain) {
        canvas.clear(panel, style: fill)
        canvas.drawBorder(panel, style: borderStyle, lineStyle: lineStyle)
    }
}
