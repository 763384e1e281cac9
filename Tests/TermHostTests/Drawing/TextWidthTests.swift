import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

@Suite("Text width")
struct TextWidthTests {
    @Test func ascii() {
        #expect(TextWidth.of("") == 0)
        #expect(TextWidth.of("Hello, world") == 12)
        #expect(TextWidth.of(Character("a")) == 1)
        #expect(TextWidth.of(Character(" ")) == 1)
    }

    @Test func cjk() {
        #expect(TextWidth.of("世界") == 4)
        #expect(TextWidth.of(Character("世")) == 2)
        #expect(TextWidth.of("한국어") == 6)
        #expect(TextWidth.of("ｶﾀｶﾅ") == 4)
        #expect(TextWidth.of("Ｆｕｌｌ") == 8)
    }

    @Test func emoji() {
        #expect(TextWidth.of("🙂") == 2)
        #expect(TextWidth.of("❤️") == 2)
        #expect(TextWidth.of("❤") == 1)
        #expect(TextWidth.of("👨‍👩‍👧") == 2)
        #expect(TextWidth.of("👍🏽") == 2)
        #expect(TextWidth.of("🇫🇷") == 2)
    }

    @Test func combiningMarks() {
        #expect(TextWidth.of("e\u{301}") == 1)
        #expect(TextWidth.of("e\u{301}\u{308}") == 1)
        #expect(TextWidth.of("cafe\u{301}") == 4)
        #expect(TextWidth.of("\u{1100}\u{1161}\u{11A8}") == 2)
    }

    @Test func zeroWidth() {
        #expect(TextWidth.of("\u{200B}") == 0)
        #expect(TextWidth.of("a\u{200B}b") == 2)
        #expect(TextWidth.of(Character("\u{200B}")) == 0)
    }

    @Test func mixed() {
        #expect(TextWidth.of("Hi 世界 🙂!") == 11)
        #expect(TextWidth.of("naïve 日本") == 10)
    }

    @Test func controlsMeasureAsTheirPlaceholder() {
        #expect(TextWidth.of("\u{1b}[2J") == 4)
        #expect(TextWidth.of("a\u{9b}b") == 3)
        #expect(TextWidth.of("\u{202E}") == 1)
        #expect(TextWidth.of("\r\n") == 1)
    }

    @Test func substringsMeasureLikeStrings() {
        let text = "ab世界cd"
        #expect(TextWidth.of(text.dropFirst(2)) == 6)
    }
}
