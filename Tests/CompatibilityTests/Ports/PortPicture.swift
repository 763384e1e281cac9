import TermHost
import TermHostTesting

/// A ported app's screen as text for the porting guide: each row as shown, with a blank cell whose background is
/// coloured drawn as `█` when `fills` is on (a filled card, a selected row's highlight), so that fills read in a
/// text picture too. Trailing blanks are trimmed.
@MainActor
func portPicture(_ app: HeadlessApp, fills: Bool = true) -> String {
    let terminal = app.terminal
    var rows: [String] = []
    for y in 0..<terminal.size.height {
        var row = ""
        for x in 0..<terminal.size.width {
            let cell = terminal.cell(at: Point(x: x, y: y))
            if cell.isContinuation { continue }
            if fills, cell.character == " ", let background = cell.style.background, background != .default {
                row.append("█")
            } else {
                row.append(cell.character)
            }
        }
        while row.last == " " { row.removeLast() }
        rows.append(row)
    }
    while rows.last?.isEmpty == true { rows.removeLast() }
    return rows.joined(separator: "\n")
}
