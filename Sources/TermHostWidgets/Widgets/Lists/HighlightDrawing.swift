import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A widget that can draw a style (a list's selection) over what it shows, for content that paints
/// its own cells (a hosted view) where a cell's reversed background would not show through. A
/// cell's content view passes the cell's highlight to the widget of its content configuration.
@MainActor
package protocol HighlightDrawing: AnyObject {
    /// The style drawn over the content (`nil`: none).
    var highlightStyle: Style? { get set }
}

extension HighlightDrawing {
    /// Draws ``highlightStyle`` over the whole of `canvas` (call after drawing the content).
    package func drawHighlight(in canvas: Canvas) {
        if let highlightStyle { canvas.applyStyle(highlightStyle, to: canvas.bounds) }
    }
}
