import Testing
import TermHost
import TermHostTesting

@Suite("Text: wrapping to the offered width, wide characters, truncation")
@MainActor
struct TextWrappingTests {
    @Test func wrapsAtWords() {
        let app = show(Text("the quick brown fox").frame(width: 10).topLeading(), width: 12, height: 3)
        #expect(app.screen == "the quick\nbrown fox\n")
    }

    @Test func wideCharactersTakeTwoCells() {
        #expect(measure(Text("日本語"), .unspecified) == Size(width: 6, height: 1))
        #expect(measure(Text("日本語のテキスト"), ProposedViewSize(width: 5, height: nil)) == Size(width: 4, height: 4))
        let app = show(Text("日本語 text").frame(width: 6).topLeading(), width: 8, height: 2)
        #expect(app.screen == "日本語\ntext")
        #expect(app.find("text") == Point(x: 0, y: 1))
    }

    @Test func truncatesWhenTooShort() {
        let app = show(Text("one two three four").frame(width: 8, height: 1).topLeading(), width: 10, height: 1)
        #expect(app.screen == "one two…")
    }
}
