/// How a picker draws, for every picker, in its three looks (SwiftUI's picker styles):
///
/// - inline (`.inline`, `.radioGroup`, `.wheel`): every option on its row after `(•) ` or `( ) `; the
///   highlighted row reversed while focused;
/// - menu (`.menu`, `.automatic`): a row with the label, the chosen option at the trailing edge and ` ▾`
///   (` ▴` while open, the options below as inline);
/// - segmented: `[ A │ B │ C ]`, the chosen segment reversed; while focused the row is bold and the
///   brackets reversed.
///
/// Disabled, a picker is dim.
package enum PickerLook {
    /// A picker's look (SwiftUI's picker styles come down to these three).
    package enum Kind: Hashable, Sendable {
        /// Every option on its row.
        case inline
        /// A row that opens the options below it.
        case menu
        /// Segments side by side.
        case segmented
    }

    /// The columns an inline option's marker takes (`(•) `).
    package static let markerWidth = 4
    /// The columns of the menu row's chevron (` ▾`).
    package static let chevronWidth = 2
    /// The columns between segments (` │ `).
    package static let segmentGap = 3
    /// The columns of a segmented picker's brackets and their spaces (`[ ` and ` ]`).
    package static let segmentEnds = 4

    /// An inline option's marker.
    package static func marker(isSelected: Bool) -> String { isSelected ? "(•)" : "( )" }

    /// Draws an inline option's marker at row `y`.
    package static func drawMarker(isSelected: Bool, atRow y: Int, in canvas: Canvas, base: Style) {
        canvas.drawText(marker(isSelected: isSelected), at: Point(x: 0, y: y), style: base)
    }

    /// Draws the menu row's chevron at the trailing edge.
    package static func drawChevron(isOpen: Bool, in canvas: Canvas, base: Style) {
        canvas.drawText(isOpen ? " ▴" : " ▾", at: Point(x: canvas.size.width - chevronWidth, y: 0), style: base)
    }

    /// The state over the options look: the highlighted row (`highlightedRow`, when the options show) or
    /// else the menu row reversed while focused; dim when disabled.
    package static func drawOptionsState(_ state: ControlState, highlightedRow: Rect?, isMenu: Bool, in canvas: Canvas) {
        if let highlightedRow {
            return ControlStateOverlay.apply(state, in: canvas, focusRect: highlightedRow)
        }
        ControlStateOverlay.apply(state, in: canvas, focusRect: isMenu ? Rect(x: 0, y: 0, width: canvas.size.width, height: 1) : nil)
    }

    /// Draws the segments' brackets and the dim separators before the segments starting at `starts`
    /// (columns, all but the first).
    package static func drawSegments(separatorsBefore starts: [Int], in canvas: Canvas, base: Style) {
        canvas.put("[", at: .zero, style: base)
        canvas.put("]", at: Point(x: canvas.size.width - 1, y: 0), style: base)
        for start in starts { canvas.put("│", at: Point(x: start - 2, y: 0), style: base.adding(.dim)) }
    }

    /// The state over the segments: dim when disabled; else the chosen segment (`selected`, its label's
    /// columns) reversed with a column at each side, and while focused the row bold and the brackets reversed.
    package static func drawSegmentsState(_ state: ControlState, selected: Rect?, in canvas: Canvas) {
        if !state.isEnabled { return canvas.applyStyle(.dim, to: canvas.bounds) }
        if let selected {
            canvas.applyStyle(.reverse, to: Rect(x: selected.minX - 1, y: 0, width: selected.width + 2, height: 1))
        }
        guard state.isFocused else { return }
        canvas.applyStyle(Style(attributes: .bold), to: canvas.bounds)
        canvas.applyStyle(.reverse, to: Rect(x: 0, y: 0, width: 1, height: 1))
        canvas.applyStyle(.reverse, to: Rect(x: canvas.size.width - 1, y: 0, width: 1, height: 1))
    }
}
