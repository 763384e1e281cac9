import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting
import TermHostTesting

/// 1,000,000 ASCII characters in words, ending in "amet x".
private let longASCII = String(repeating: "lorem ipsum dolor sit amet ", count: 37_037) + "x"
/// 200,000 two-column characters.
private let longCJK = String(repeating: "漢字仮名交じり文", count: 25_000)
/// One letter with 10,000 combining marks.
private let markedLetter = "e" + String(repeating: "\u{301}", count: 10_000)

/// Issue: a 1,000,000-character string froze the UI (17–35 s to a first frame). Text layout follows
/// what is visible: sizes measured once per string and width, truncation that stops at the visible
/// width, wrapping that makes only the rows shown. Counted in bytes walked, never timed.
@Suite("Long text: layout cost follows what is visible")
@MainActor
struct LongTextTests {
    @Test func aLineLimitStopsTheWalk() {
        let measured = MeasuredText(longASCII)
        let size = measured.measure(width: 40, lineLimit: 3)
        #expect(size == MeasuredText.Measurement(size: Size(width: 38, height: 3), isCut: true))
        #expect(measured.bytesMeasured < 4 * 40, "three rows of forty columns, not the whole text")
        let (rows, more) = measured.rows(width: 40, limit: 3)
        #expect(rows.count == 3 && more)
        #expect(measured.bytesMeasured < 8 * 40)
    }

    @Test func aWholePassHappensOncePerWidth() {
        let measured = MeasuredText(longCJK)
        let ideal = measured.measure(width: nil)
        #expect(ideal.size == Size(width: 400_000, height: 1))
        let afterIdeal = measured.bytesMeasured
        #expect(afterIdeal == longCJK.utf8.count, "one walk: the table of its characters and its line widths")
        #expect(measured.measure(width: nil) == ideal)
        #expect(measured.measure(width: 500_000) == ideal, "wider than the widest line: no pass")
        #expect(measured.bytesMeasured == afterIdeal)
        let wrapped = measured.measure(width: 40)
        #expect(wrapped.size == Size(width: 40, height: 10_000))
        #expect(measured.measure(width: 40, lineLimit: 5).size.height == 5)
        #expect(measured.bytesMeasured == afterIdeal + longCJK.utf8.count, "one more pass; the limited size comes from it")
        #expect(measured.measure(width: 30).size == Size(width: 30, height: 13_334))
        #expect(measured.bytesMeasured == afterIdeal + 2 * longCJK.utf8.count, "each width one pass")
    }

    @Test func asciiLineWidthsAreReadFromTheBytes() {
        let lines = "ab\ncd e\u{0B}\u{0C}xyz"
        #expect(MeasuredText(lines).lineWidths() == [2, 4, 0, 3])
        #expect(MeasuredText("a\r\nbc").lineWidths() == [1, 2], "a carriage return goes the long way")
        #expect(MeasuredText("é\nx").lineWidths() == [1, 1])
        let measured = MeasuredText(longASCII)
        #expect(measured.lineWidths() == [1_000_000])
        #expect(measured.bytesMeasured == longASCII.utf8.count)
    }

    @Test func truncationKeepsTheVisibleColumns() {
        #expect(TextLayout.truncate(longASCII, toWidth: 12) == "lorem ipsum…")
        #expect(TextLayout.truncate(longCJK, toWidth: 7) == "漢字仮…")
        #expect(TextLayout.truncate(markedLetter, toWidth: 1) == markedLetter)
        #expect(TextLayout.truncate(markedLetter + "x", toWidth: 1) == "…")
        #expect(LabelTruncation.cut(longASCII, toWidth: 9, mode: .byTruncatingHead) { longASCII.endIndex } == "…t amet x")
        #expect(LabelTruncation.cut(longCJK, toWidth: 7, mode: .byTruncatingMiddle) { longCJK.endIndex } == "漢…り文")
    }

    @Test func aLabelMakesOnlyTheRowsItShows() {
        let label = LabelWidget(longASCII)
        label.numberOfLines = 0
        let app = show([(label, Rect(x: 0, y: 0, width: 40, height: 3))], size: Size(width: 40, height: 3))
        #expect(app.screen == "lorem ipsum dolor sit amet lorem ipsum\ndolor sit amet lorem ipsum dolor sit\namet lorem ipsum dolor sit amet lorem…")
        #expect(label.measured.bytesMeasured < 8 * 40, "a frame-placed label measures the rows it shows, not its whole text")
        label.lineBreakMode = .byCharWrapping
        app.waitUntilIdle()
        #expect(app.screen == "lorem ipsum dolor sit amet lorem ipsum d\nolor sit amet lorem ipsum dolor sit amet\n lorem ipsum dolor sit amet lorem ipsum", "no ellipsis when wrapping by characters")
        #expect(label.measured.bytesMeasured < 16 * 40, "character wrapping makes only the rows shown too")
        let preferred = LabelWidget(longCJK)
        preferred.numberOfLines = 3
        preferred.preferredMaxLayoutWidth = 10
        preferred.lineBreakMode = .byCharWrapping
        #expect(preferred.intrinsicContentSize == Size(width: 10, height: 3))
        #expect(preferred.measured.bytesMeasured < 60, "three rows of five characters, not 200,000")
        let one = LabelWidget(longCJK)
        let oneApp = show([(one, Rect(x: 0, y: 0, width: 9, height: 1))], size: Size(width: 9, height: 1))
        #expect(oneApp.screen == "漢字仮名…")
        #expect(one.measured.bytesMeasured == 0, "a tail cut needs no measurement of the line")
    }

    @Test func aTextWiderThanTheScreenShowsItsVisibleColumns() {
        // At its ideal width (1,000,000 columns), centred in a clipped 10-column frame: the middle shows.
        let app = HeadlessApp(size: Size(width: 10, height: 1)) { _ in
            ViewRoot(rootView: Text(longASCII).fixedSize().frame(width: 10).clipped())
        }
        #expect(app.line(0) == "um dolor s")
    }

    @Test func textNodesShareOneMeasurementPerString() {
        let graph = ViewGraph(rootView: VStack { Text(longASCII); Button(longASCII) {}; Text(longASCII) })
        _ = graph.sizeThatFits(ProposedViewSize(width: 60, height: 20))
        _ = graph.sizeThatFits(.unspecified)
        let shared = graph.textMeasurements.measured(longASCII)
        let once = shared.bytesMeasured
        // The ideal width, and a pass at each width offered (the texts' and the button label's).
        #expect(once <= 3 * longASCII.utf8.count + 1_000, "three nodes measure as one")
        _ = graph.sizeThatFits(ProposedViewSize(width: 60, height: 20))
        _ = graph.sizeThatFits(.unspecified)
        #expect(shared.bytesMeasured == once, "asking again walks nothing")
    }

    /// Each declarative text path, alone in a 30 × 3 screen, shows the start of each long string (the
    /// bound field, focused as the only control, shows its end, where the cursor is).
    @Test(arguments: 0..<6)
    func everyViewPathShowsTheStartOfALongString(_ path: Int) {
        struct OnePath: View {
            let text: String
            let path: Int
            @State var edited: String
            @State var choice = 0
            var body: some View {
                switch path {
                case 0: Text(text)
                case 1: Button(text) {}
                case 2: TextField(text, text: .constant(""))
                case 3: TextField("", text: $edited)
                case 4: Label(text, systemImage: "star")
                default: Picker(text, selection: $choice) { Text("only").tag(0) }
                }
            }
        }
        for text in [longASCII, longCJK, markedLetter] {
            let app = HeadlessApp(size: Size(width: 30, height: 3)) { _ in
                ViewRoot(rootView: OnePath(text: text, path: path, edited: text).frame(width: 30, height: 3, alignment: .topLeading))
            }
            if path == 3 {
                let shown = app.line(0).reversed().drop { $0 == " " }
                // A cell keeps a cluster's first scalars only (`Sanitizer.maximumClusterScalars`).
                #expect(shown.first?.unicodeScalars.first == text.last?.unicodeScalars.first, "path \(path): \(app.line(0))")
            } else {
                let first = app.line(0).drop { $0 == " " || $0 == "[" || $0 == "☆" }
                #expect(first.unicodeScalars.first == text.unicodeScalars.first, "path \(path): \(app.line(0))")
            }
        }
    }

    @Test func widgetsShowTheStartOfALongString() {
        let field = TextFieldWidget(text: longASCII)
        let placeholder = TextFieldWidget(placeholder: longCJK)
        let view = TextViewWidget(text: longASCII)
        let button = ButtonWidget(longCJK)
        let app = show([(field, Rect(x: 0, y: 0, width: 20, height: 1)), (placeholder, Rect(x: 0, y: 1, width: 20, height: 1)),
                        (view, Rect(x: 0, y: 2, width: 20, height: 2)), (button, Rect(x: 0, y: 4, width: 20, height: 1))],
                       size: Size(width: 20, height: 5))
        button.becomeFirstResponder()
        app.waitUntilIdle()
        // The button keeps its brackets and truncates its title inside them (the title's 16 columns end
        // with a wide character that does not fit, so a blank column is left before ` ]`).
        #expect(app.screen == "lorem ipsum dolor si\n漢字仮名交じり文漢…\nlorem ipsum dolor\nsit amet lorem\n[ 漢字仮名交じり…  ]")
        field.becomeFirstResponder()
        app.type("!")
        #expect(app.line(0).hasSuffix("!") || app.line(0).contains("!"), "focused, the field scrolls to the cursor at the end")
        view.becomeFirstResponder()
        app.type("?")
        #expect(app.screen.contains("?"), "focused, the view scrolls to the cursor at the end")
    }
}
