/// Line breaking and truncation of text measured in display columns. Each function walks only the
/// characters it needs: truncating to a width stops at that width, whatever the length of the text.
public enum TextLayout {
    /// `text` cut to at most `width` columns, ending with `…` when something was cut.
    public static func truncate(_ text: some StringProtocol, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if let substring = text as? Substring { return truncate(substring.base, substring.startIndex..<substring.endIndex, toWidth: width) }
        let string = text as? String ?? String(text)
        return truncate(string, string.startIndex..<string.endIndex, toWidth: width)
    }

    /// `text[range]` cut to at most `width` (> 0) columns, ending with `…` when something was cut.
    static func truncate(_ text: String, _ range: Range<String.Index>, toWidth width: Int) -> String {
        let fits = prefix(of: text, from: range.lowerBound, to: range.upperBound, columns: width)
        if fits.upperBound == range.upperBound { return String(text[range]) }
        return String(text[prefix(of: text, from: range.lowerBound, to: range.upperBound, columns: width - 1)]) + "…"
    }

    /// `text` broken into lines of at most `width` columns.
    ///
    /// Every line break (`\n`, `\r\n`, `\r`, U+2028 ...) is kept, words wrap at spaces (the spaces at a
    /// break are dropped, indentation at the start of a paragraph is kept), and a word longer than
    /// a line is broken between characters. A character wider than the whole line gets a line of
    /// its own. A `nil` (or non-positive) width only breaks at line breaks.
    public static func wrap(_ text: String, width: Int?) -> [String] {
        var lines: [String] = []
        LineWrapper(text, width: width).forEachRow { row in
            lines.append(String(text[row.content]))
            return true
        }
        return lines
    }

    /// The characters of `text` from `start` that fit in `columns` (wide characters are not split),
    /// stopping at a line break when `toLineEnd` is set.
    package static func prefix(of text: String, from start: String.Index? = nil, to end: String.Index? = nil,
                       columns: Int, toLineEnd: Bool = false) -> Range<String.Index> {
        let first = start ?? text.startIndex
        let stop = walk(text, from: first, to: end) { glyph, used in used + glyph.width > columns || (toLineEnd && glyph.isNewline) }
        return first..<stop.index
    }

    /// Walks the characters of `text` from `start` to `end`, adding up their widths, until `stops`
    /// says so for the next one (given the columns used before it): where it stopped, and the columns used.
    package static func walk(_ text: String, from start: String.Index, to end: String.Index?,
                             until stops: (String.Glyph, Int) -> Bool) -> (index: String.Index, used: Int) {
        var contiguous = text
        let (offset, used) = contiguous.withUTF8 { bytes -> (Int, Int) in
            var i = text.utf8Offset(of: start)
            let last = end.map { text.utf8Offset(of: $0) } ?? bytes.count
            var used = 0
            while i < last {
                let glyph = String.glyph(of: text, in: bytes, at: i)
                if stops(glyph, used) { break }
                used += glyph.width
                i = glyph.next
            }
            return (i, used)
        }
        return (text.index(atUTF8: offset), used)
    }

    /// The characters of `text` before `end` that fit in `columns`, walking back from `end`.
    package static func suffix(of text: String, from start: String.Index? = nil, to end: String.Index? = nil,
                       columns: Int) -> Range<String.Index> {
        let first = start ?? text.startIndex, last = end ?? text.endIndex
        var index = last
        var used = 0
        while index > first {
            let before = text.index(before: index)
            let w = TextWidth.of(text[before])
            if used + w > columns { break }
            used += w
            index = before
        }
        return index..<last
    }

    /// The width of `text[range]`, counted no further than `limit` columns (so "does it fit?" costs
    /// the width asked about, not the length of the text).
    package static func width(of text: String, in range: Range<String.Index>? = nil, limit: Int) -> Int {
        walk(text, from: range?.lowerBound ?? text.startIndex, to: range?.upperBound) { _, used in used > limit }.used
    }
}
