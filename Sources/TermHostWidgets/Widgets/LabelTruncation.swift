import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Cutting the first line of a label to a width, at its end, its start or its middle. Each cut walks
/// only the columns it keeps (from the start, the end, or both); the end of the line is looked for
/// (once, by the caller's `lineEnd`) only when the line does not fit and the cut keeps its end.
enum LabelTruncation {
    /// The first line of `text` fitted into `width` columns as `mode` says.
    static func cut(_ text: String, toWidth width: Int, mode: LineBreakMode,
                    lineEnd: () -> String.Index) -> String {
        guard width > 0 else { return "" }
        let start = text.startIndex
        let fitting = TextLayout.prefix(of: text, columns: width, toLineEnd: true)
        let stopped = fitting.upperBound
        if stopped == text.endIndex || text.glyph(at: stopped).isNewline { return String(text[fitting]) }
        func prefix(_ columns: Int) -> Range<String.Index> {
            TextLayout.prefix(of: text, columns: columns, toLineEnd: true)
        }
        func suffix(_ columns: Int) -> Range<String.Index> {
            TextLayout.suffix(of: text, from: start, to: lineEnd(), columns: columns)
        }
        switch mode {
        case .byClipping, .byCharWrapping:
            return String(text[fitting])
        case .byWordWrapping:
            return String(text[LineWrapper(text, width: width).firstRow.content])
        case .byTruncatingTail:
            return String(text[prefix(width - 1)]) + "…"
        case .byTruncatingHead:
            return "…" + String(text[suffix(width - 1)])
        case .byTruncatingMiddle:
            let room = width - 1
            let head = prefix((room + 1) / 2)
            let headWidth = TextLayout.width(of: text, in: head, limit: room)
            return String(text[head]) + "…" + String(text[suffix(room - headWidth)])
        }
    }

    /// `text[line]` ending in `…` to show that more text follows, within `width` columns.
    static func withEllipsis(_ text: String, line: Range<String.Index>, width: Int) -> String {
        guard width > 0 else { return "" }
        var kept = text[TextLayout.prefix(of: text, from: line.lowerBound, to: line.upperBound, columns: width - 1)]
        while kept.last == " " { kept.removeLast() }
        return String(kept) + "…"
    }

    /// `line` widened to `width` columns by spreading its spaces between words evenly (left ones first).
    static func justify(_ line: String, width: Int) -> String {
        let words = line.split(separator: " ")
        let room = width - words.reduce(0) { $0 + TextWidth.of($1) }
        guard words.count > 1, room >= words.count - 1 else { return line }
        let gaps = words.count - 1
        var result = ""
        for (index, word) in words.enumerated() {
            result += word
            if index < gaps { result += String(repeating: " ", count: room / gaps + (index < room % gaps ? 1 : 0)) }
        }
        return result
    }
}
