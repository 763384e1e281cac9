import TermHost
import TermHostTesting
import Testing

/// Compares what the two halves draw for one control: the same region of two headless screens, cell by
/// cell, characters and styles.
@MainActor
enum Parity {
    /// The first cell of `rows` × `columns` where `widget` and `view` differ, described with both rows'
    /// text, or `nil` when every cell (character, style, width) is the same.
    static func difference(_ widget: HeadlessApp, _ view: HeadlessApp, rows: Range<Int>,
                           columns: Range<Int>? = nil) -> String? {
        let columns = columns ?? 0..<min(widget.terminal.size.width, view.terminal.size.width)
        for y in rows {
            for x in columns {
                let point = Point(x: x, y: y)
                let left = widget.terminal.cell(at: point), right = view.terminal.cell(at: point)
                if left != right {
                    return """
                    cell (\(x), \(y)) differs: widget \(describe(left)), view \(describe(right))
                    widget row: "\(widget.line(y))"
                    view row:   "\(view.line(y))"
                    """
                }
            }
        }
        return nil
    }

    /// Expects the region to be the same on both screens.
    static func expectSame(_ widget: HeadlessApp, _ view: HeadlessApp, rows: Range<Int>, columns: Range<Int>? = nil,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        let difference = difference(widget, view, rows: rows, columns: columns)
        #expect(difference == nil, "\(difference ?? "")", sourceLocation: sourceLocation)
    }

    private static func describe(_ cell: Cell) -> String {
        "'\(cell.character)' \(cell.style.attributes) fg \(String(describing: cell.style.foreground)) "
            + "bg \(String(describing: cell.style.background))"
    }
}
