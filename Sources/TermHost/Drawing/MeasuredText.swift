/// One string's layout, kept by whatever shows it (a label; the text nodes of a view graph share one
/// per string through ``TextMeasurementCache``): its sizes — unwrapped, and wrapped at each width
/// asked — are measured once and then answered from memory, and the rows to draw are made only as
/// far as the space shown (a screenful of a 1,000,000-character string costs a screenful).
///
/// A whole pass over the text happens once for the unwrapped lines and once per width the text is
/// wrapped to without a line limit; a width at least as wide as the widest line needs no pass (the
/// text does not wrap there), and a line limit stops the walk at that many rows.
@MainActor
final class MeasuredText {
    /// The size of the text laid out one way, and whether rows were left out by a line limit.
    struct Measurement: Equatable {
        var size: Size
        var isCut: Bool
    }

    /// The string measured.
    let string: String
    /// The width of each line, broken only at line breaks (once known).
    private var unwrapped: [Int]?
    private var widestLine = 0
    /// Whole passes at a width: rows and the widest row.
    private var wrapped: [(width: Int, rows: Int, widest: Int)] = []
    /// Walks stopped by a line limit.
    private var limited: [(width: Int, limit: Int, value: Measurement)] = []
    private var firstLineEnd: String.Index?
    /// The characters, found once before the first whole pass over a long non-ASCII text.
    private var table: GlyphTable?
    private var tableWasConsidered = false
    private static let remembered = 16
    /// UTF-8 bytes walked to measure (a whole pass per new width, nothing for a remembered one).
    private(set) var bytesMeasured = 0

    init(_ string: String) {
        self.string = string
    }

    /// A wrapper at `width`; `wholePass` when it will walk the whole text (then a long non-ASCII text
    /// gets its table of characters first, so later passes at other widths read the table).
    private func wrapper(width: Int?, wholePass: Bool = false) -> LineWrapper {
        if wholePass && !tableWasConsidered {
            tableWasConsidered = true
            if GlyphTable.isWorthMaking(for: string) {
                table = GlyphTable(string)
                bytesMeasured += string.utf8.count
            }
        }
        return LineWrapper(string, width: width, table: table)
    }

    /// The line widths, if they were measured.
    var knownLineWidths: [Int]? { unwrapped }

    /// The width of each line (broken only at line breaks), measured once.
    func lineWidths() -> [Int] {
        if let unwrapped { return unwrapped }
        var widths: [Int] = []
        let wrapper = wrapper(width: nil, wholePass: true)
        if let table {
            widths = table.lineWidths
        } else if let ascii = Self.asciiLineWidths(string) {
            widths = ascii
            bytesMeasured += string.utf8.count
        } else {
            wrapper.forEachRow { row in
                widths.append(row.width)
                return true
            }
            bytesMeasured += string.utf8.count
        }
        unwrapped = widths
        widestLine = widths.max() ?? 0
        return widths
    }

    /// The size of the text wrapped to `width` (`nil` or not positive: broken only at line breaks),
    /// counting at most `lineLimit` rows (`nil`: all of them).
    func measure(width: Int?, lineLimit: Int? = nil) -> Measurement {
        let limit = lineLimit.map { max(0, $0) }
        // No line is wider than two columns a byte: at such a width nothing wraps.
        let wrapsNothing = width.map { $0 >= 2 * string.utf8.count } ?? true
        guard let width, width > 0, !wrapsNothing, unwrapped == nil || width < widestLine else {
            let lines = lineWidths()
            let shown = min(lines.count, limit ?? lines.count)
            return Measurement(size: Size(width: lines.prefix(shown).max() ?? 0, height: shown), isCut: shown < lines.count)
        }
        if let whole = wrapped.first(where: { $0.width == width }) {
            let shown = min(whole.rows, limit ?? whole.rows)
            return Measurement(size: Size(width: whole.widest, height: shown), isCut: shown < whole.rows)
        }
        if let limit, let known = limited.first(where: { $0.width == width && $0.limit == limit }) { return known.value }
        var rows = 0
        var widest = 0
        var isCut = false
        var end = string.startIndex
        wrapper(width: width, wholePass: limit == nil).forEachRow { row in
            if let limit, rows == limit {
                isCut = true
                return false
            }
            rows += 1
            widest = max(widest, row.width)
            end = row.next?.index ?? string.endIndex
            return true
        }
        bytesMeasured += string.utf8.distance(from: string.startIndex, to: end)
        let value = Measurement(size: Size(width: widest, height: rows), isCut: isCut)
        if isCut {
            limited.append((width, limit ?? rows, value))
            if limited.count > Self.remembered { limited.removeFirst() }
        } else {
            // A walk that reached the end is a whole pass, whatever limit it had.
            wrapped.append((width, rows, widest))
            if wrapped.count > Self.remembered { wrapped.removeFirst() }
        }
        return value
    }

    /// The line widths of a text of ASCII bytes without a carriage return, read from its bytes (each
    /// byte one column, lines broken at LF, VT and FF, as ``LineWrapper`` breaks them); `nil` for any
    /// other text.
    private static func asciiLineWidths(_ string: String) -> [Int]? {
        string.utf8.withContiguousStorageIfAvailable { bytes -> [Int]? in
            var widths: [Int] = []
            var lineStart = 0
            for (offset, byte) in bytes.enumerated() {
                if byte >= 0x80 || byte == 0x0D { return nil }
                if byte >= 0x0A && byte <= 0x0C {
                    widths.append(offset - lineStart)
                    lineStart = offset + 1
                }
            }
            widths.append(bytes.count - lineStart)
            return widths
        } ?? nil
    }

    /// The first line (up to the first line break), found once.
    func firstLine() -> Range<String.Index> {
        if let firstLineEnd { return string.startIndex..<firstLineEnd }
        let end = wrapper(width: nil).firstRow.content.upperBound
        bytesMeasured += string.utf8.distance(from: string.startIndex, to: end)
        firstLineEnd = end
        return string.startIndex..<end
    }

    /// The first `limit` rows at `width`, and whether more follow.
    func rows(width: Int?, limit: Int) -> (rows: [LineWrapper.Row], more: Bool) {
        var rows: [LineWrapper.Row] = []
        var more = false
        wrapper(width: width).forEachRow { row in
            if rows.count == limit {
                more = true
                return false
            }
            rows.append(row)
            return true
        }
        let end = rows.last.map { $0.next?.index ?? string.endIndex } ?? string.startIndex
        bytesMeasured += string.utf8.distance(from: string.startIndex, to: end)
        return (rows, more)
    }
}

/// The measured strings of one tree of views: nodes showing the same string (a title used as a
/// `Text`, a button label and a section header) measure it once between them. Strings are found by
/// comparing, which costs nothing for the same string value and stops at the first difference otherwise.
@MainActor
final class TextMeasurementCache {
    private var entries: [MeasuredText] = []
    /// Each entry's UTF-8 length, so a look-up compares only strings of the new one's length.
    private var lengths: [Int] = []
    private static let capacity = 32

    /// The measurements of `string`, shared with every other holder of an equal string.
    func measured(_ string: String) -> MeasuredText {
        let length = string.utf8.count
        // A plain loop over the lengths: a closure here would check the main actor at every entry.
        var index = lengths.count - 1
        while index >= 0 {
            if lengths[index] == length {
                if entries[index].string == string { break }
            }
            index -= 1
        }
        if index >= 0 {
            let found = entries.remove(at: index)
            lengths.remove(at: index)
            entries.append(found)
            lengths.append(length)
            return found
        }
        let made = MeasuredText(string)
        entries.append(made)
        lengths.append(length)
        if entries.count > Self.capacity {
            entries.removeFirst()
            lengths.removeFirst()
        }
        return made
    }
}
