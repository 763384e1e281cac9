import Testing
import TermHost
import TermHostTesting

/// A text cut to one row at its head or middle visits only the characters it shows (it made an array of
/// every character of the text: 1,000,000 for a million-character text on a 30-column row). Counted.
@Suite("Scale: a long text cut to one row visits what it shows")
@MainActor
struct LongTextCutTests {
    private static let long = "The start " + String(repeating: "lorem ipsum ", count: 83_333) + " the end"

    @Test(arguments: [Text.TruncationMode.middle, .head])
    func aCutRowVisitsOnlyTheCharactersItShows(mode: Text.TruncationMode) {
        let app = HeadlessApp(size: Size(width: 30, height: 1)) { _ in
            ViewRoot(rootView: Text(Self.long).lineLimit(1).truncationMode(mode).frame(width: 30, alignment: .leading))
        }
        #expect(app.line(0).contains("…"))
        #expect(app.line(0).hasSuffix("ipsum  the end"))
        if mode == .middle { #expect(app.line(0).hasPrefix("The start lore")) }
        #expect(app.statistics.textCharactersVisited > 0)
        #expect(app.statistics.textCharactersVisited <= 60, "\(app.statistics.textCharactersVisited) characters visited")
    }
}
