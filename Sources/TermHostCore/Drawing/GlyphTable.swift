extension String {
    /// The index at a UTF-8 offset (clamped to the text); free for a native string.
    package func index(atUTF8 offset: Int) -> Index {
        utf8.index(startIndex, offsetBy: Swift.max(0, Swift.min(offset, utf8.count)))
    }

    /// The UTF-8 offset of an index; free for a native string.
    package func utf8Offset(of index: Index) -> Int {
        utf8.distance(from: startIndex, to: index)
    }
}

/// The characters of one long string, found once: where each starts (a UTF-8 offset), its display
/// width, and whether it is a space or a line break. Wrapping the string again at another width reads
/// this table instead of breaking graphemes and asking `wcwidth` again (``MeasuredText`` makes one for
/// a long text that is not all ASCII, whose bytes are read directly anyway).
package final class GlyphTable {
    private let starts: [Int32]
    private let kinds: [UInt8]
    /// Where the last look-up landed (walks go forward, so the next one is here or just after).
    /// Only ever touched by one short look-up at a time, so it goes without exclusivity checks.
    @exclusivity(unchecked) private var hint = 0
    private static let space: UInt8 = 0x10
    private static let newline: UInt8 = 0x20

    /// The shortest text (in UTF-8 bytes) a table is made for: shorter ones are measured directly.
    static let minimumLength = 4_096

    /// Whether a table pays for itself: a long string with non-ASCII bytes.
    static func isWorthMaking(for text: String) -> Bool {
        guard text.utf8.count >= minimumLength, text.utf8.count < Int(Int32.max) else { return false }
        return text.utf8.withContiguousStorageIfAvailable { $0.contains { $0 >= 0x80 } } ?? true
    }

    /// The width of each line (broken only at line breaks), found on the way.
    let lineWidths: [Int]

    init(_ text: String) {
        var starts: [Int32] = []
        var kinds: [UInt8] = []
        var lineWidths: [Int] = []
        var line = 0
        var contiguous = text
        contiguous.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let glyph = String.glyph(of: text, in: bytes, at: offset)
                starts.append(Int32(offset))
                kinds.append(UInt8(glyph.width) | (glyph.isSpace ? Self.space : 0) | (glyph.isNewline ? Self.newline : 0))
                if glyph.isNewline {
                    lineWidths.append(line)
                    line = 0
                } else {
                    line += glyph.width
                }
                offset = glyph.next
            }
        }
        starts.append(Int32(text.utf8.count))
        lineWidths.append(line)
        self.starts = starts
        self.kinds = kinds
        self.lineWidths = lineWidths
    }

    /// The character starting at UTF-8 offset `offset` (a character boundary): where the next one
    /// starts, its width, whether it is a space or a line break. Walking forward costs one step each.
    func glyph(atUTF8 offset: Int) -> String.Glyph {
        let position = locate(Int32(offset))
        hint = position
        let kind = kinds[position]
        return (Int(starts[position + 1]), Int(kind & 0x0F), kind & Self.space != 0, kind & Self.newline != 0)
    }

    private func locate(_ offset: Int32) -> Int {
        if hint < kinds.count, starts[hint] == offset { return hint }
        if hint + 1 < kinds.count, starts[hint + 1] == offset { return hint + 1 }
        var low = 0, high = kinds.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
