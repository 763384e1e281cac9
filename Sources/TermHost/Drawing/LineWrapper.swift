/// Greedy word wrapping, one row at a time, over the indices of a string: a row is a range of the
/// text (nothing is copied), and asking for the rows in view costs the characters in view.
///
/// The rules: every line break ends a row; words wrap at spaces (the spaces at a break are dropped,
/// indentation at the start of a paragraph is kept, trailing spaces stay when they fit); a word
/// longer than a row is broken between characters; a character wider than the whole row gets a row
/// of its own. A `nil` (or non-positive) width breaks only at line breaks.
struct LineWrapper {
    /// How a row begins.
    enum Start: Equatable {
        /// At the start of a paragraph: its indentation is kept.
        case paragraph
        /// After a break between words: spaces there are dropped.
        case afterBreak
        /// Inside a word too long for a row (`seenWord`: past the indentation it began with).
        case insideWord(seenWord: Bool)
    }

    /// One row of wrapped text.
    struct Row {
        /// The characters shown on the row.
        var content: Range<String.Index>
        /// Its width in columns.
        var width: Int
        /// Where the next row starts and how, or `nil` after the last row.
        var next: (index: String.Index, start: Start)?
    }

    let text: String
    let width: Int?
    /// The string's characters, if they were found before (then read from here).
    let table: GlyphTable?

    init(_ text: String, width: Int?, table: GlyphTable? = nil) {
        self.text = text
        self.width = width
        self.table = table
    }

    private func glyph(at index: String.Index) -> (next: String.Index, width: Int, isSpace: Bool, isNewline: Bool) {
        guard let table else { return text.glyph(at: index) }
        let glyph = table.glyph(atUTF8: text.utf8Offset(of: index))
        return (text.index(atUTF8: glyph.next), glyph.width, glyph.isSpace, glyph.isNewline)
    }

    /// The first row.
    var firstRow: Row { row(at: text.startIndex, start: .paragraph) }

    /// Calls `body` with each row from the first until it returns `false` or the text ends.
    func forEachRow(_ body: (Row) -> Bool) {
        var row = firstRow
        while body(row), let next = row.next {
            row = self.row(at: next.index, start: next.start)
        }
    }

    /// The row starting at `index`.
    func row(at index: String.Index, start: Start) -> Row {
        let end = text.endIndex
        guard let width, width > 0 else { return unwrappedRow(at: index) }
        var i = index
        if start == .afterBreak {
            while i < end, case let glyph = glyph(at: i), glyph.isSpace { i = glyph.next }
        }
        let rowStart = i
        var rowEnd = i
        var rowWidth = 0
        if case .insideWord(let seenWord) = start {
            let piece = breakWord(from: i, rowStart: rowStart, seenWord: seenWord, width: width)
            if let row = piece.row { return row }
            rowEnd = piece.end
            rowWidth = piece.width
            i = piece.end
        }
        while true {
            let gapStart = i
            var gap = 0
            while i < end, case let glyph = glyph(at: i), glyph.isSpace {
                gap += 1
                i = glyph.next
            }
            let stop = i < end ? glyph(at: i) : nil
            if stop == nil || stop?.isNewline == true {
                let hasContent = rowEnd > rowStart
                if gap > 0, (hasContent && rowWidth + gap <= width) || (!hasContent && start == .paragraph && gap <= width) {
                    rowEnd = i
                    rowWidth += gap
                }
                let next: (String.Index, Start)? = stop.map { ($0.next, .paragraph) }
                return Row(content: rowStart..<rowEnd, width: rowWidth, next: next)
            }
            let isFirstUnit = start == .paragraph && rowEnd == rowStart
            let indentation = isFirstUnit ? gap : 0
            let word = measureWord(from: i, limit: width - indentation)
            if rowEnd > rowStart {
                if word.isComplete && rowWidth + gap + word.width <= width {
                    rowEnd = word.end
                    rowWidth += gap + word.width
                    i = word.end
                    continue
                }
                return Row(content: rowStart..<rowEnd, width: rowWidth, next: (gapStart, .afterBreak))
            }
            if word.isComplete {
                rowEnd = word.end
                rowWidth = indentation + word.width
                i = word.end
                continue
            }
            let piece = breakWord(from: isFirstUnit ? gapStart : i, rowStart: rowStart, seenWord: false, width: width)
            if let row = piece.row { return row }
            rowEnd = piece.end
            rowWidth = piece.width
            i = piece.end
        }
    }

    /// A row that ends only at a line break.
    private func unwrappedRow(at index: String.Index) -> Row {
        var i = index
        var columns = 0
        while i < text.endIndex {
            let glyph = glyph(at: i)
            if glyph.isNewline { return Row(content: index..<i, width: columns, next: (glyph.next, .paragraph)) }
            columns += glyph.width
            i = glyph.next
        }
        return Row(content: index..<i, width: columns, next: nil)
    }

    /// The word at `index` measured up to `limit` columns: complete when it ends within them.
    private func measureWord(from index: String.Index, limit: Int) -> (end: String.Index, width: Int, isComplete: Bool) {
        var i = index
        var columns = 0
        while i < text.endIndex {
            let glyph = glyph(at: i)
            if glyph.isSpace || glyph.isNewline { break }
            columns += glyph.width
            if columns > limit { return (i, columns, false) }
            i = glyph.next
        }
        return (i, columns, true)
    }

    /// Breaks a word too long for a row between characters: either a full row (`row`), or the place
    /// and width where the word ended inside the row.
    private func breakWord(from index: String.Index, rowStart: String.Index, seenWord: Bool,
                           width: Int) -> (row: Row?, end: String.Index, width: Int) {
        var i = index
        var columns = 0
        var seen = seenWord
        while i < text.endIndex {
            let glyph = glyph(at: i)
            if glyph.isNewline || (glyph.isSpace && seen) { break }
            if columns + glyph.width > width && i > rowStart {
                return (Row(content: rowStart..<i, width: columns, next: (i, .insideWord(seenWord: seen))), i, columns)
            }
            if !glyph.isSpace { seen = true }
            columns += glyph.width
            i = glyph.next
        }
        return (nil, i, columns)
    }
}

extension String {
    /// The character at `index` (a character boundary): where the next one starts, its display
    /// width, and whether it is a space or a line break. Printable ASCII is read from the bytes
    /// without forming a `Character`.
    func glyph(at index: Index) -> (next: Index, width: Int, isSpace: Bool, isNewline: Bool) {
        let bytes = utf8
        let byte = bytes[index]
        if byte < 0x80 && byte != 0x0D {
            let next = bytes.index(after: index)
            if next == endIndex || bytes[next] < 0x80 {
                return (next, 1, byte == 0x20, byte >= 0x0A && byte <= 0x0C)
            }
        }
        let character = self[index]
        let length = character.utf8.count
        // LF, VT and FF before a non-ASCII character, CR (alone or as CR LF), NEL (C2 85) and U+2028 / U+2029
        // (E2 80 A8 / A9) are the line breaks that reach here.
        let isNewline = (byte >= 0x0A && byte <= 0x0D) || ((byte == 0xC2 || byte == 0xE2) && character.isNewline)
        return (bytes.index(index, offsetBy: length), TextWidth.of(character), byte == 0x20 && length == 1, isNewline)
    }
}
