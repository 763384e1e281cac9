/// How a list row draws, the one look of both halves (a `ListWidget`'s cells and a `List`'s rows).
///
/// - Insets: the content is one column in from each side (iOS insets a row's content by its margins).
/// - Highlight, drawn over the content so that content painting its own cells cannot hide it: the row
///   under the keyboard focus is reversed and bold (every focused control is reversed; bold tells the
///   focused row from the selected ones); a selected or pressed row is reversed (unless the row draws no
///   selection: UIKit's `selectionStyle = .none`); a disabled row is dim.
/// - Editing controls (``ListRowEditingControl``) on the first content line before the content; the
///   reorder control `≡`, dim, after it; the accessory (``ListRowAccessory``) at the trailing edge.
/// - Separators: when a row has one, its last line is underlined between the separator insets (a
///   terminal's hairline: a line of its own would cost a row). Neither half draws them by default.
package enum ListRowLook {
    /// The columns a row's content is inset by.
    package static let contentInsets = EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1)
    /// The columns an editing or reorder control takes with its space.
    package static let controlWidth = 2

    /// The style drawn over a row in `state` (`nil`: none); `showsSelection` false for a row that draws
    /// no selection.
    package static func highlight(_ state: ControlState, showsSelection: Bool = true) -> Style? {
        if !state.isEnabled { return .dim }
        if state.isFocused { return Style(attributes: [.reverse, .bold]) }
        if (state.isSelected || state.isHighlighted) && showsSelection { return .reverse }
        return nil
    }

    /// Draws the highlight of `state` over the whole of `canvas` (call after the content is drawn).
    package static func drawHighlight(_ state: ControlState, showsSelection: Bool = true, in canvas: Canvas) {
        if let style = highlight(state, showsSelection: showsSelection) { canvas.applyStyle(style, to: canvas.bounds) }
    }

    /// The line controls and accessories are drawn on in a row `height` lines high (the middle one).
    package static func markLine(height: Int) -> Int { AxisPlacement.center.offset(of: 1, in: height) }

    /// Draws the editing control, the accessory and the reorder control of `layout` on a canvas covering
    /// the row, over the row's `base` style.
    package static func drawControls(_ layout: ListRowLayout, editingControl: ListRowEditingControl?, in canvas: Canvas,
                                     base: Style) {
        let unicode = canvas.lineDrawing
        let y = markLine(height: canvas.size.height)
        if let frame = layout.editingControl, let control = editingControl {
            canvas.drawText(control.text(unicode: unicode), at: Point(x: frame.minX, y: y), style: control.style(over: base))
        }
        if let frame = layout.accessoryFrame, layout.accessory != .none {
            drawAccessory(layout.accessory, at: Point(x: frame.minX, y: y), in: canvas, base: base)
        }
        if let frame = layout.reorderControl {
            canvas.drawText(unicode ? "≡" : "=", at: Point(x: frame.minX, y: y), style: base.adding(.dim))
        }
    }

    /// Draws `accessory` at `point`.
    package static func drawAccessory(_ accessory: ListRowAccessory, at point: Point, in canvas: Canvas, base: Style) {
        canvas.drawText(accessory.text(unicode: canvas.lineDrawing), at: point, style: base)
    }

    /// Underlines the last line of a row `canvas` covers, from `leading` columns in to `trailing` columns
    /// before the end.
    package static func drawSeparator(in canvas: Canvas, leading: Int, trailing: Int) {
        let height = canvas.size.height, from = leading, to = canvas.size.width - trailing
        guard height > 0, to > from else { return }
        canvas.applyStyle(.underline, to: Rect(x: from, y: height - 1, width: to - from, height: 1))
    }
}
