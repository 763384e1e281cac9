import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// `LineWrapper` reads ASCII and CJK from the bytes; the rows must be exactly those of the general
/// path (each character formed and measured), and of a wrapper reading a `GlyphTable`.
@Suite("LineWrapper: the byte path wraps as the general path does")
@MainActor
struct LineWrapperFastPathTests {
    /// Pieces of text that meet the byte path's edges: a non-ASCII character or a combining mark right
    /// after ASCII, CR LF and a lone CR, tabs and other controls, spaces carrying a mark, wide characters.
    private static let pieces = [
        "word", "a", "longerwordthanarow", " ", "  ", "\n", "\r\n", "\r", "\t", "\u{0B}", "\u{0C}", "\u{01}",
        "é", "e\u{301}", "x\u{301}\u{302}", " \u{301}", "漢", "字", "👍🏽", "\u{2028}", "\u{85}", "\n\u{301}",
        String(repeating: "ascii run ", count: 8), String(repeating: "z", count: 30) + "界",
        "か\u{3099}", "漢\u{301}", "カタカナー", "漢字仮名", "\u{4DC0}", "\u{9FFF}", "ㄱ", "가", "\u{3000}", "、",
    ]

    private static func randomText(_ rng: inout FastPathEquivalenceTests.SplitMix) -> String {
        (0..<Int.random(in: 0...40, using: &rng)).map { _ in pieces.randomElement(using: &rng) ?? "" }.joined()
    }

    private struct Flat: Equatable {
        var start: Int, end: Int, width: Int, next: Int?, nextStart: LineWrapper.Start?
    }

    private func rows(_ wrapper: LineWrapper) -> [Flat] {
        var result: [Flat] = []
        let text = wrapper.text
        wrapper.forEachRow { row in
            result.append(Flat(start: text.utf8Offset(of: row.content.lowerBound), end: text.utf8Offset(of: row.content.upperBound),
                               width: row.width, next: row.next.map { text.utf8Offset(of: $0.index) }, nextStart: row.next?.start))
            return result.count < 10_000
        }
        return result
    }

    @Test func randomMixedTextWrapsTheSameOnBothPaths() {
        var rng = FastPathEquivalenceTests.SplitMix(state: 15)
        for round in 0..<400 {
            let text = Self.randomText(&rng)
            let table = GlyphTable(text)
            for width in [nil, 0, 1, 2, 3, 5, 8, 13] as [Int?] {
                for wrapping in [LineWrapper.Wrapping.words, .characters] {
                    let fast = rows(LineWrapper(text, width: width, wrapping: wrapping))
                    let general = rows(LineWrapper(text, width: width, wrapping: wrapping, readsBytes: false))
                    let tabled = rows(LineWrapper(text, width: width, wrapping: wrapping, table: table))
                    #expect(fast == general, "round \(round), width \(String(describing: width)), \(wrapping): \(text.debugDescription)")
                    #expect(fast == tabled, "round \(round), width \(String(describing: width)), \(wrapping): \(text.debugDescription)")
                }
            }
        }
    }

    @Test func everyScalarReadFromTheBytesIsTwoColumnsWide() {
        for range in String.bytesWideScalars {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let character = Character(scalar)
                if TextWidth.of(character) != 2 { Issue.record("U+\(String(value, radix: 16, uppercase: true)) is \(TextWidth.of(character)) wide") }
            }
        }
    }

    @Test func theEdgesOfTheBytePathAreCharacters() {
        // A combining mark after an ASCII letter belongs to it: one column, never split from it.
        #expect(TextLayout.wrap("abe\u{301}cd", width: 3) == ["abe\u{301}", "cd"])
        // A line break right before a non-ASCII character still breaks the line.
        #expect(TextLayout.wrap("ab\n漢字", width: nil) == ["ab", "漢字"])
        #expect(TextLayout.wrap("ab\r\ncd\rx", width: 10) == ["ab", "cd", "x"])
        // A tab is a one-column character (drawn as a placeholder), not a space to break at.
        #expect(TextLayout.wrap("a\tb c", width: 3) == ["a\tb", "c"])
        #expect(MeasuredText("ab\n漢").lineWidths() == [2, 2])
        // A voicing mark joins the kana before it; a hexagram symbol (outside the byte path) is measured.
        #expect(TextLayout.wrap("かか\u{3099}か", width: 4) == ["かか\u{3099}", "か"])
        #expect(MeasuredText("漢\u{4DC0}字").lineWidths() == [4 + TextWidth.of(Character("\u{4DC0}"))])
    }
}
