/// Greedy wrapping, one row at a time, over the UTF-8 of a string: a row is a range of the text
/// (nothing is copied), and asking for the rows in view costs the characters in view.
///
/// The rules: every line break ends a row. At words (``Wrapping/words``, the default), words wrap at
/// spaces (the spaces at a break are dropped, indentation at the start of a paragraph is kept,
/// trailing spaces stay when they fit) and a word longer than a row is broken between characters.
/// By characters (``Wrapping/characters``, `.byCharWrapping`), a row ends before the first character
/// that does not fit, spaces included. Either way a character wider than the whole row gets a row of
/// its own. A `nil` (or non-positive) width breaks only at line breaks.
///
/// Characters are read from the bytes where that is safe (``String/glyph(of:in:at:readsBytes:)``):
/// ASCII, and CJK ideographs and kana, when the next character cannot join them; anything else
/// (a carriage return, a letter followed by a combining mark) forms the grapheme cluster and asks its width.
package struct LineWrapper {
    /// How a row begins.
    package enum Start: Equatable {
        /// At the start of a paragraph: its indentation is kept.
        case paragraph
        /// After a break between words: spaces there are dropped.
        case afterBreak
        /// Inside a word too long for a row (`seenWord`: past the indentation it began with), or
        /// anywhere in a line wrapped by characters.
        case insideWord(seenWord: Bool)
    }

    /// Where rows may break.
    package enum Wrapping: Equatable {
        /// At spaces, and inside a word only when it is longer than a row.
        case words
        /// Between any two characters.
        case characters
    }

    /// One row of wrapped text.
    package struct Row {
        /// The characters shown on the row.
        package var content: Range<String.Index>
        /// Its width in columns.
        package var width: Int
        /// Where the next row starts and how, or `nil` after the last row.
        package var next: (index: String.Index, start: Start)?
    }

    let text: String
    let width: Int?
    let wrapping: Wrapping
    /// The string's characters, if they were found before (then read from here).
    let table: GlyphTable?
    /// Whether ASCII and CJK are read from the bytes (always, except to compare with the general path).
    let readsBytes: Bool

    package init(_ text: String, width: Int?, wrapping: Wrapping = .words, table: GlyphTable? = nil, readsBytes: Bool = true) {
        self.text = text
        self.width = width
        self.wrapping = wrapping
        self.table = table
        self.readsBytes = readsBytes
    }

    /// The first row.
    package var firstRow: Row { row(at: text.startIndex, start: .paragraph) }

    /// Calls `body` with each row from the first until it returns `false` or the text ends.
    func forEachRow(_ body: (Row) -> Bool) {
        withReader { reader in
            var row = reader.row(at: 0, start: .paragraph)
            while body(self.row(row)), let next = row.next {
                row = reader.row(at: next.offset, start: next.start)
            }
        }
    }

    /// The row starting at `index`.
    func row(at index: String.Index, start: Start) -> Row {
        let offset = text.utf8Offset(of: index)
        return withReader { self.row($0.row(at: offset, start: start)) }
    }

    private func row(_ row: OffsetRow) -> Row {
        Row(content: text.index(atUTF8: row.start)..<text.index(atUTF8: row.end), width: row.width,
            next: row.next.map { (text.index(atUTF8: $0.offset), $0.start) })
    }

    private func withReader<Result>(_ body: (Reader) -> Result) -> Result {
        var contiguous = text
        return contiguous.withUTF8 { bytes in
            body(Reader(text: text, bytes: bytes, width: width, wrapping: wrapping, table: table, readsBytes: readsBytes))
        }
    }
}

/// A row as UTF-8 offsets.
private struct OffsetRow {
    var start: Int
    var end: Int
    var width: Int
    var next: (offset: Int, start: LineWrapper.Start)?
}

/// The wrapping rules over the bytes of one string (valid while its bytes are borrowed).
private struct Reader {
    let text: String
    let bytes: UnsafeBufferPointer<UInt8>
    let width: Int?
    let wrapping: LineWrapper.Wrapping
    let table: GlyphTable?
    let readsBytes: Bool

    private var end: Int { bytes.count }

    @inline(__always)
    private func glyph(at i: Int) -> String.Glyph {
        if let table { return table.glyph(atUTF8: i) }
        return String.glyph(of: text, in: bytes, at: i, readsBytes: readsBytes)
    }

    func row(at index: Int, start: LineWrapper.Start) -> OffsetRow {
        guard let width, width > 0 else { return unwrappedRow(at: index) }
        if wrapping == .characters { return characterRow(at: index, width: width) }
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
                let next: (Int, LineWrapper.Start)? = stop.map { ($0.next, .paragraph) }
                return OffsetRow(start: rowStart, end: rowEnd, width: rowWidth, next: next)
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
                return OffsetRow(start: rowStart, end: rowEnd, width: rowWidth, next: (gapStart, .afterBreak))
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
    private func unwrappedRow(at index: Int) -> OffsetRow {
        var i = index
        var columns = 0
        while i < end {
            let glyph = glyph(at: i)
            if glyph.isNewline { return OffsetRow(start: index, end: i, width: columns, next: (glyph.next, .paragraph)) }
            columns += glyph.width
            i = glyph.next
        }
        return OffsetRow(start: index, end: i, width: columns, next: nil)
    }

    /// A row broken before the first character that does not fit (a line break ends it earlier).
    private func characterRow(at index: Int, width: Int) -> OffsetRow {
        var i = index
        var columns = 0
        while i < end {
            let glyph = glyph(at: i)
            if glyph.isNewline { return OffsetRow(start: index, end: i, width: columns, next: (glyph.next, .paragraph)) }
            if columns + glyph.width > width && i > index {
                return OffsetRow(start: index, end: i, width: columns, next: (i, .insideWord(seenWord: true)))
            }
            columns += glyph.width
            i = glyph.next
        }
        return OffsetRow(start: index, end: i, width: columns, next: nil)
    }

    /// The word at `index` measured up to `limit` columns: complete when it ends within them.
    private func measureWord(from index: Int, limit: Int) -> (end: Int, width: Int, isComplete: Bool) {
        var i = index
        var columns = 0
        while i < end {
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
    private func breakWord(from index: Int, rowStart: Int, seenWord: Bool, width: Int) -> (row: OffsetRow?, end: Int, width: Int) {
        var i = index
        var columns = 0
        var seen = seenWord
        while i < end {
            let glyph = glyph(at: i)
            if glyph.isNewline || (glyph.isSpace && seen) { break }
            if columns + glyph.width > width && i > rowStart {
                return (OffsetRow(start: rowStart, end: i, width: columns, next: (i, .insideWord(seenWord: seen))), i, columns)
            }
            if !glyph.isSpace { seen = true }
            columns += glyph.width
            i = glyph.next
        }
        return (nil, i, columns)
    }
}

extension String {
    /// A character read by ``glyph(of:in:at:readsBytes:)``: where the next one starts (a UTF-8
    /// offset), its display width, and whether it is a space or a line break.
    package typealias Glyph = (next: Int, width: Int, isSpace: Bool, isNewline: Bool)

    /// The character of `text` at UTF-8 offset `i` of its bytes `bytes` (a character boundary). Read
    /// from the bytes (unless `readsBytes` is off): an ASCII byte other than CR, and a CJK ideograph or
    /// kana (two columns), when the next byte starts a character that cannot join it (ASCII, another
    /// such character, or the end). Anything else forms the `Character` and asks its width.
    @inline(__always)
    static func glyph(of text: String, in bytes: UnsafeBufferPointer<UInt8>, at i: Int, readsBytes: Bool = true) -> Glyph {
        let byte = bytes[i]
        if readsBytes {
            if byte < 0x80, byte != 0x0D, i + 1 == bytes.count || bytes[i + 1] < 0x80 {
                return (i + 1, 1, byte == 0x20, byte >= 0x0A && byte <= 0x0C)
            }
            if isWideScalar(in: bytes, at: i), i + 3 == bytes.count || bytes[i + 3] < 0x80 || isWideScalar(in: bytes, at: i + 3) {
                return (i + 3, 2, false, false)
            }
        }
        return clusterGlyph(of: text, at: i, firstByte: byte)
    }

    /// The general path of ``glyph(of:in:at:readsBytes:)``: the grapheme cluster at `i`, formed and measured.
    @inline(never)
    private static func clusterGlyph(of text: String, at i: Int, firstByte byte: UInt8) -> Glyph {
        let character = text[text.index(atUTF8: i)]
        let length = character.utf8.count
        // Only CR (as CR LF), LF, VT, FF, NEL (C2 85) and U+2028 / U+2029 (E2 80 A8 / A9) are line breaks.
        let isNewline = (byte >= 0x0A && byte <= 0x0D) || ((byte == 0xC2 || byte == 0xE2) && character.isNewline)
        return (i + length, TextWidth.of(character), byte == 0x20 && length == 1, isNewline)
    }

    /// The scalars read from the bytes as two-column characters of their own: CJK unified ideographs
    /// (U+4E00–U+9FFF), hiragana (U+3041–U+3096) and katakana (U+30A1–U+30FF). None joins the
    /// character before it, and none is joined by ASCII or by another of them.
    static let bytesWideScalars: [ClosedRange<UInt32>] = [0x4E00...0x9FFF, 0x3041...0x3096, 0x30A1...0x30FF]

    /// Whether the three bytes at `i` are one of ``bytesWideScalars``.
    @inline(__always)
    private static func isWideScalar(in bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> Bool {
        let lead = bytes[i]
        guard lead >= 0xE3, lead <= 0xE9, i + 2 < bytes.count else { return false }
        let second = bytes[i + 1], third = bytes[i + 2]
        if lead >= 0xE5 { return true }
        // The low twelve bits: E4 holds U+4000–U+4FFF (ideographs from U+4E00), E3 U+3000–U+3FFF (kana).
        let scalar = UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
        if lead == 0xE4 { return scalar >= 0xE00 }
        return (0x041...0x096).contains(scalar) || (0x0A1...0x0FF).contains(scalar)
    }

    /// The character at `index` (a character boundary): where the next one starts, its display
    /// width, and whether it is a space or a line break (see ``glyph(of:in:at:readsBytes:)``).
    package func glyph(at index: Index) -> (next: Index, width: Int, isSpace: Bool, isNewline: Bool) {
        var contiguous = self
        let offset = utf8Offset(of: index)
        let glyph = contiguous.withUTF8 { Self.glyph(of: self, in: $0, at: offset) }
        return (self.index(atUTF8: glyph.next), glyph.width, glyph.isSpace, glyph.isNewline)
    }
}
