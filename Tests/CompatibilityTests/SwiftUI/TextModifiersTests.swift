import Testing
import TermHost
import TermHostTesting

/// Text modifiers as Apple documents them: `lineLimit(_:)` ("the maximum number of lines that text can
/// occupy"), `multilineTextAlignment(_:)` ("how to align the lines of a multiline text"),
/// `truncationMode(_:)` (where the ellipsis goes), `fontWeight(_:)`, `Font.system(size:weight:design:)`,
/// `Color.secondary` with `.foregroundColor(_:)`.
@Suite("SwiftUI: text layout modifiers, fonts and colours")
@MainActor
struct TextModifiersTests {
    private func show<V: View>(width: Int = 20, height: Int = 6, _ view: V) -> HeadlessApp {
        HeadlessApp(size: Size(width: width, height: height)) { _ in
            ViewRoot(rootView: view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))
        }
    }

    private let long = "one two three four five six seven eight"

    @Test func lineLimitCapsTheRowsAndEndsTheLastWithAnEllipsis() {
        let app = show(width: 14, Text(long).lineLimit(2))
        #expect(app.lines[0] == "one two three")
        #expect(app.lines[1].hasSuffix("…"), "the second row is the last: it is cut")
        #expect(app.lines[2].isEmpty)
        let unlimited = show(width: 14, Text(long).lineLimit(nil))
        #expect(unlimited.lines[2].isEmpty == false, "nil: as many rows as the text needs")
    }

    @Test func multilineTextAlignmentCentresAndTrailsTheRows() {
        let centred = show(width: 13, Text("aaaa bbbbbbbbbbbb c").multilineTextAlignment(.center))
        #expect(centred.lines[0] == "    aaaa")
        #expect(centred.lines[1] == "bbbbbbbbbbbb")
        #expect(centred.lines[2] == "     c", "centred in the text's width, its widest row")
        let trailing = show(width: 13, Text("aaaa bbbbbbbbbbbb c").multilineTextAlignment(.trailing))
        #expect(trailing.lines[0] == "        aaaa")
        #expect(trailing.lines[2] == "           c")
    }

    @Test func truncationModeCutsTheHeadOrTheMiddle() {
        let head = show(width: 10, Text("abcdefghijklmnop").lineLimit(1).truncationMode(.head))
        #expect(head.lines[0] == "…hijklmnop")
        let middle = show(width: 10, Text("abcdefghijklmnop").lineLimit(1).truncationMode(.middle))
        #expect(middle.lines[0] == "abcde…mnop")
        let tail = show(width: 10, Text("abcdefghijklmnop").lineLimit(1))
        #expect(tail.lines[0] == "abcdefghi…")
    }

    @Test func fontWeightAndSystemFontsDrawBoldFromSemibold() {
        let app = show(VStack(alignment: .leading) {
            Text("Heavy").fontWeight(.bold)
            Text("Price").font(.system(size: 14, weight: .semibold))
            Text("Plain").font(.system(size: 14))
            Text("Light").font(.system(size: 30, weight: .light, design: .rounded))
            Text("Title").font(.system(.title, design: .rounded))
            Text("Regular").font(.headline).fontWeight(.regular)
        })
        #expect(app.style(of: "Heavy")?.attributes.contains(.bold) == true)
        #expect(app.style(of: "Price")?.attributes.contains(.bold) == true)
        #expect(app.style(of: "Plain")?.attributes.isEmpty == true)
        #expect(app.style(of: "Light")?.attributes.contains(.dim) == true)
        #expect(app.style(of: "Title")?.attributes.contains(.bold) == true)
        #expect(app.style(of: "Regular")?.attributes.contains(.bold) == false, "the weight replaces the style's")
    }

    @Test func secondaryIsAColourForForegroundColorAndAStyleForForegroundStyle() {
        let app = show(VStack(alignment: .leading) {
            Text("Colour").foregroundColor(.secondary)
            Text("Style").foregroundStyle(.secondary)
            Text("Accent").foregroundColor(.accentColor)
            Text("Pink").foregroundStyle(.pink)
        })
        #expect(app.style(of: "Colour")?.foreground == Color.secondary)
        #expect(app.style(of: "Style")?.attributes.contains(.dim) == true)
        #expect(app.style(of: "Accent")?.foreground == .blue)
        #expect(app.style(of: "Pink")?.foreground == Color.pink)
    }

    @Test func colourInitialisersAndOpacity() {
        #expect(Color.red.opacity(0.8) == .red)
        #expect(Color.red.opacity(0.2) == .clear, "a cell cannot blend: a faint colour leaves what is underneath")
        #expect(Color("AccentColor") == .accentColor)
        #expect(Color("systemRed") == .systemRed)
        #expect(Color("BrandUnknown") == .default)
        #expect(Color(uiColor: .systemBackground) == .systemBackground)
        #expect(Color(.secondaryLabel) == .secondaryLabel)
        #expect(Color(red: 1, green: 0, blue: 0, opacity: 1) == .rgb(255, 0, 0))
        #expect(Color.secondarySystemFill == .secondarySystemBackground)
        #expect(Color.primary == .label)
    }

    @Test func aLinearGradientFillsWithItsMiddleColour() {
        let app = show(width: 4, height: 2, LinearGradient(colors: [.rgb(0, 0, 200), .rgb(200, 0, 0)], startPoint: .top, endPoint: .bottom))
        #expect(app.style(at: Point(x: 0, y: 0)).background == .rgb(100, 0, 100))
    }

    @Test func localizedKeysShowAsWritten() {
        let count = 3
        let key: LocalizedStringKey = "\(count) items"
        let app = show(VStack(alignment: .leading) {
            Text(key)
            Text(String(localized: "settings.title"))
            Text(String(localized: "Hello \(count)"))
        })
        #expect(app.lines[0] == "3 items")
        #expect(app.lines[1] == "settings.title")
        #expect(app.lines[2] == "Hello 3")
    }
}
