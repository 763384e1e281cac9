/// One string's layout, kept by whatever shows it (a label; the text nodes of a view graph share one
/// per string through ``TextMeasurementCache``): its sizes — unwrapped, and wrapped at each width
/// asked — are measured once and then answered from memory, and the rows to draw are made only as
/// far as the space shown (a screenful of a 1,000,000-character string costs a screenful).
///
/// A whole pass over the text happens once for the unwrapped lines and once per width the text is
/// wrapped to without a line limit; a width at least as wide as the widest line needs no pass (the
/// text does not wrap there), and a line limit stops the walk at that many rows.
@MainActor
package final class MeasuredText {
    /// The size of the text laid out one way, and whether rows were left out by a line limit.
    package struct Measurement: Equatable {
        package var size: Size
        package var isCut: Bool
    }

    /// The string measured.
    package let string: String
    /// The width of each line, broken only at line breaks (once known).
    private var unwrapped: [Int]?
    private var widestLine = 0
    /// A whole pass at a width: its rows, and where the widest row so far grew (a few entries: the
    /// widths only grow, up to the width), so the widest of the first rows is known too.
    private struct Pass {
        var width: Int
        var wrapping: LineWrapper.Wrapping
        var rows: Int
        var widening: [(rows: Int, widest: Int)]

        /// The widest of the first `count` rows.
        func widest(ofFirst count: Int) -> Int { widening.last { $0.rows <= count }?.widest ?? 0 }
    }
    private var wrapped: [Pass] = []
    /// Walks stopped by a line limit.
    private var limited: [(width: Int, wrapping: LineWrapper.Wrapping, limit: Int, value: Measurement)] = []
    private var firstLineEnd: String.Index?
    /// The characters, found once before the first whole pass over a long non-ASCII text.
    private var table: GlyphTable?
    private var tableWasConsidered = false
    private static let remembered = 16
    /// UTF-8 bytes walked to measure (a whole pass per new width, nothing for a remembered one).
    private(set) var bytesMeasured = 0

    package init(_ string: String) {
        self.string = string
    }

    /// The longest string checked for being one plain line (so the check stays a few cache lines).
    nonisolated static let plainLineLimit = 256

    /// The string's width when it is one line of printable ASCII no longer than ``plainLineLimit``
    /// bytes (each byte one column, no line break, nothing to sanitize), `nil` otherwise: checked once.
    /// Such a string is one row at any width at least its own, so it needs no wrapper pass there.
    private lazy var plainLineWidth: Int? = {
        let (width, walked) = Self.plainASCIIWidth(of: string)
        bytesMeasured += walked
        return width
    }()

    /// The width of `string` if it is one non-empty line of printable ASCII of at most
    /// ``plainLineLimit`` bytes, and the bytes looked at to find out.
    private nonisolated static func plainASCIIWidth(of string: String) -> (width: Int?, walked: Int) {
        let utf8 = string.utf8
        guard !utf8.isEmpty, utf8.count <= plainLineLimit else { return (nil, 0) }
        // A nonisolated function: a closure made here does not check the main actor.
        let walked = utf8.withContiguousStorageIfAvailable { bytes -> Int in
            var index = 0
            while index < bytes.count, bytes[index] >= 0x20, bytes[index] < 0x7F { index += 1 }
            return index
        }
        guard let walked else { return (nil, 0) }
        return (walked == utf8.count ? walked : nil, walked)
    }

    /// A wrapper at `width`; `wholePass` when it will walk the whole text (then a long non-ASCII text
    /// gets its table of characters first, so later passes at other widths read the table).
    private func wrapper(width: Int?, wrapping: LineWrapper.Wrapping = .words, wholePass: Bool = false) -> LineWrapper {
        if wholePass && !tableWasConsidered {
            tableWasConsidered = true
            if GlyphTable.isWorthMaking(for: string) {
                table = GlyphTable(string)
                bytesMeasured += string.utf8.count
            }
        }
        return LineWrapper(string, width: width, wrapping: wrapping, table: table)
    }

    /// The line widths, if they were measured.
    package var knownLineWidths: [Int]? { unwrapped }

    /// The width of each line (broken only at line breaks), measured once.
    package func lineWidths() -> [Int] {
        if let unwrapped { return unwrapped }
        if let plainLineWidth {
            unwrapped = [plainLineWidth]
            widestLine = plainLineWidth
            return [plainLineWidth]
        }
        var widths: [Int] = []
        let wrapper = wrapper(width: nil, wholePass: true)
        if let table {
            widths = table.lineWidths
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

    /// The size of the text wrapped to `width` as `wrapping` says (`nil` or not positive: broken only
    /// at line breaks), counting at most `lineLimit` rows (`nil`: all of them).
    package func measure(width: Int?, lineLimit: Int? = nil, wrapping: LineWrapper.Wrapping = .words) -> Measurement {
        // Optionals unwrapped and arrays searched with loops, not closures: a closure in main-actor code
        // checks its executor on every call, and this runs for every text measured.
        var limit: Int?
        if let lineLimit { limit = max(0, lineLimit) }
        if limit == 0 { return Measurement(size: Size(width: 0, height: 0), isCut: true) }
        if let plainLineWidth, (width ?? 0) <= 0 || (width ?? 0) >= plainLineWidth {
            return Measurement(size: Size(width: plainLineWidth, height: 1), isCut: false)
        }
        // No line is wider than two columns a byte: at such a width nothing wraps.
        var wrapsNothing = true
        if let width { wrapsNothing = width <= 0 || width >= 2 * string.utf8.count || (unwrapped != nil && width >= widestLine) }
        if wrapsNothing, unwrapped != nil || limit == nil {
            let lines = lineWidths()
            let shown = min(lines.count, limit ?? lines.count)
            return Measurement(size: Size(width: lines.prefix(shown).max() ?? 0, height: shown), isCut: shown < lines.count)
        }
        // The first rows of a text whose lines are not known yet are walked as far as the limit.
        let key = wrapsNothing ? 0 : width ?? 0
        for whole in wrapped where whole.width == key && whole.wrapping == wrapping {
            let shown = min(whole.rows, limit ?? whole.rows)
            return Measurement(size: Size(width: whole.widest(ofFirst: shown), height: shown), isCut: shown < whole.rows)
        }
        if let limit {
            for known in limited where known.width == key && known.wrapping == wrapping && known.limit == limit {
                return known.value
            }
        }
        var rows = 0
        var widening: [(rows: Int, widest: Int)] = []
        var isCut = false
        var end = string.startIndex
        wrapper(width: wrapsNothing ? nil : width, wrapping: wrapping, wholePass: limit == nil).forEachRow { row in
            rows += 1
            if row.width > widening.last?.widest ?? 0 { widening.append((rows, row.width)) }
            end = row.next?.index ?? string.endIndex
            // A row after the last one counted is known to follow without being made.
            isCut = rows == limit && row.next != nil
            return !isCut
        }
        bytesMeasured += string.utf8.distance(from: string.startIndex, to: end)
        let value = Measurement(size: Size(width: widening.last?.widest ?? 0, height: rows), isCut: isCut)
        if isCut {
            limited.append((key, wrapping, limit ?? rows, value))
            if limited.count > Self.remembered { limited.removeFirst() }
        } else {
            // A walk that reached the end is a whole pass, whatever limit it had.
            wrapped.append(Pass(width: key, wrapping: wrapping, rows: rows, widening: widening))
            if wrapped.count > Self.remembered { wrapped.removeFirst() }
        }
        return value
    }

    /// The first line (up to the first line break), found once.
    package func firstLine() -> Range<String.Index> {
        if let firstLineEnd { return string.startIndex..<firstLineEnd }
        let end = wrapper(width: nil).firstRow.content.upperBound
        bytesMeasured += string.utf8.distance(from: string.startIndex, to: end)
        firstLineEnd = end
        return string.startIndex..<end
    }

    /// The first `limit` rows at `width` wrapped as `wrapping` says, and whether more follow.
    package func rows(width: Int?, limit: Int, wrapping: LineWrapper.Wrapping = .words) -> (rows: [LineWrapper.Row], more: Bool) {
        var rows: [LineWrapper.Row] = []
        if limit <= 0 { return (rows, true) }
        if let plainLineWidth, (width ?? 0) <= 0 || (width ?? 0) >= plainLineWidth {
            return ([LineWrapper.Row(content: string.startIndex..<string.endIndex, width: plainLineWidth, next: nil)], false)
        }
        var more = false
        wrapper(width: width, wrapping: wrapping).forEachRow { row in
            rows.append(row)
            // A row after the last one made is known to follow without being made.
            more = rows.count == limit && row.next != nil
            return !more
        }
        let end = rows.last.map { $0.next?.index ?? string.endIndex } ?? string.startIndex
        bytesMeasured += string.utf8.distance(from: string.startIndex, to: end)
        return (rows, more)
    }
}
