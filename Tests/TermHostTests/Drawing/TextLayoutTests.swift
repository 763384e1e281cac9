import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

@Suite("Text layout")
struct TextLayoutTests {
    @Test func shortTextIsOneLine() {
        #expect(TextLayout.wrap("Hello", width: 10) == ["Hello"])
        #expect(TextLayout.wrap("", width: 10) == [""])
    }

    @Test func wrapsAtSpaces() {
        #expect(TextLayout.wrap("The quick brown fox jumps", width: 10) == ["The quick", "brown fox", "jumps"])
        #expect(TextLayout.wrap("aaa bbb", width: 3) == ["aaa", "bbb"])
        #expect(TextLayout.wrap("aaa bbb", width: 7) == ["aaa bbb"])
    }

    @Test func everyLineFits() {
        let text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor"
        for width in 1...30 {
            for line in TextLayout.wrap(text, width: width) {
                #expect(TextWidth.of(line) <= width)
            }
        }
    }

    @Test func breaksLongWords() {
        #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("to abcdefghij ok", width: 4) == ["to", "abcd", "efgh", "ij", "ok"])
        #expect(TextLayout.wrap("abcdefg hi", width: 4) == ["abcd", "efg", "hi"])
    }

    @Test func keepsExplicitNewlines() {
        #expect(TextLayout.wrap("one\ntwo", width: 10) == ["one", "two"])
        #expect(TextLayout.wrap("one\n\nthree", width: 10) == ["one", "", "three"])
        #expect(TextLayout.wrap("end\n", width: 10) == ["end", ""])
    }

    @Test func everyKindOfLineBreakCounts() {
        #expect(TextLayout.wrap("one\r\ntwo", width: 10) == ["one", "two"])
        #expect(TextLayout.wrap("one\rtwo", width: 10) == ["one", "two"])
        #expect(TextLayout.wrap("one\u{2028}two", width: nil) == ["one", "two"])
    }

    @Test func newlinesAndWrappingTogether() {
        #expect(TextLayout.wrap("a b c\nd e f", width: 3) == ["a b", "c", "d e", "f"])
    }

    @Test func wideCharactersWrapByColumn() {
        #expect(TextLayout.wrap("世界世界世", width: 4) == ["世界", "世界", "世"])
        #expect(TextLayout.wrap("世界世界世", width: 5) == ["世界", "世界", "世"])
        #expect(TextLayout.wrap("ab世界", width: 3) == ["ab", "世", "界"])
        #expect(TextLayout.wrap("hi 世界", width: 4) == ["hi", "世界"])
    }

    @Test func aCharacterWiderThanTheLineStillProgresses() {
        #expect(TextLayout.wrap("世界", width: 1) == ["世", "界"])
    }

    @Test func nilWidthOnlyBreaksAtNewlines() {
        #expect(TextLayout.wrap("a long line that never wraps", width: nil) == ["a long line that never wraps"])
        #expect(TextLayout.wrap("x\ny", width: nil) == ["x", "y"])
    }

    @Test func leadingSpacesAreKept() {
        #expect(TextLayout.wrap("  indented text here", width: 12) == ["  indented", "text here"])
    }

    @Test func spacesInsideALineAreKept() {
        #expect(TextLayout.wrap("a  b cccc", width: 4) == ["a  b", "cccc"])
    }

    @Test func spacesAtABreakAreDropped() {
        #expect(TextLayout.wrap("aaaa    bbbb", width: 4) == ["aaaa", "bbbb"])
        #expect(TextLayout.wrap("ab   ", width: 2) == ["ab"])
    }

    @Test func truncate() {
        #expect(TextLayout.truncate("Hello, world", toWidth: 8) == "Hello, …")
        #expect(TextLayout.truncate("Hello", toWidth: 5) == "Hello")
        #expect(TextLayout.truncate("Hello", toWidth: 1) == "…")
        #expect(TextLayout.truncate("Hello", toWidth: 0) == "")
        #expect(TextLayout.truncate("世界世界", toWidth: 5) == "世界…")
        #expect(TextLayout.truncate("世界世界", toWidth: 4) == "世…")
    }
}
