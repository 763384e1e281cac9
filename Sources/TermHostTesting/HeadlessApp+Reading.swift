import TermHost

extension HeadlessApp {
    /// Whether `text` is anywhere on screen (within one row).
    public func contains(_ text: String) -> Bool {
        find(text) != nil
    }

    /// The rows in `rows` as text, trailing spaces trimmed, joined with newlines: a readable
    /// snapshot to compare with an expected grid written in the test.
    public func snapshot(rows: some RangeExpression<Int>) -> String {
        let all = 0..<terminal.size.height
        let range = rows.relative(to: all).clamped(to: all)
        return range.map { trimmed(line($0)) }.joined(separator: "\n")
    }

    /// Every row as text, trailing spaces trimmed.
    public var lines: [String] {
        (0..<terminal.size.height).map { trimmed(line($0)) }
    }

    /// The screen's rows, trailing spaces trimmed, with trailing empty rows dropped: the grid a
    /// snapshot test compares with the layout it expects.
    public var grid: String {
        var rows = lines
        while rows.last == "" { rows.removeLast() }
        return rows.joined(separator: "\n")
    }

    /// The row `text` first appears on, if it is on screen.
    public func row(of text: String) -> Int? {
        find(text)?.y
    }

    /// The style of the first cell of `text` where it first appears on screen.
    public func style(of text: String) -> Style? {
        find(text).map { style(at: $0) }
    }

    /// What is focused, as a person would name it: a button's title, a text field's text (its
    /// placeholder while empty), a checkbox's title, `row N` for a list (the row under its keyboard
    /// cursor; `section S row N` past the first section), a widget's
    /// `accessibilityLabel`; for a declarative control, the text it shows highlighted, without the
    /// brackets (`Submit` for `[ Submit ]`). Empty when nothing is focused.
    public var focusedDescription: String {
        description(of: focused)
    }

    private func rowDescription(_ indexPath: IndexPath) -> String {
        indexPath.section == 0 ? "row \(indexPath.row)" : "section \(indexPath.section) row \(indexPath.row)"
    }

    /// `responder` as a person would name it, as ``focusedDescription`` describes; empty for `nil`.
    public func description(of responder: Responder?) -> String {
        guard let responder else { return "" }
        switch responder {
        case let button as ButtonWidget: return button.title
        case let field as TextFieldWidget: return (field.text ?? "").isEmpty ? field.placeholder ?? "" : field.text ?? ""
        case let checkbox as CheckboxWidget: return checkbox.title
        case let list as ListWidget: return list.indexPathForFocusedRow.map(rowDescription) ?? "no row"
        case let widget as Widget: return widget.accessibilityLabel ?? String(describing: Swift.type(of: widget))
        default: return highlightedText() ?? String(describing: Swift.type(of: responder))
        }
    }

    /// The first run of reversed cells on screen that does not span the whole row (whole-row
    /// bars are usually title and status bars, not focus), without surrounding spaces and brackets;
    /// when there is none, the first whole-row run (a focused control as wide as the screen).
    private func highlightedText() -> String? {
        let size = terminal.size
        var wholeRow: String?
        for y in 0..<size.height {
            var run = ""
            var start: Int?
            for x in 0...size.width {
                let reversed = x < size.width && style(at: Point(x: x, y: y)).attributes.contains(.reverse)
                if reversed {
                    if start == nil { start = x }
                    run.append(terminal.cell(at: Point(x: x, y: y)).character)
                } else if let first = start {
                    let text = run.drop { $0 == " " || $0 == "[" }
                    var end = text.endIndex
                    while end > text.startIndex, " ]".contains(text[text.index(before: end)]) { end = text.index(before: end) }
                    if end > text.startIndex {
                        if !(first == 0 && x == size.width) { return String(text[..<end]) }
                        if wholeRow == nil { wholeRow = String(text[..<end]) }
                    }
                    run = ""
                    start = nil
                }
            }
        }
        return wholeRow
    }

    private func trimmed(_ text: String) -> String {
        var result = Substring(text)
        while result.last == " " { result.removeLast() }
        return String(result)
    }
}
