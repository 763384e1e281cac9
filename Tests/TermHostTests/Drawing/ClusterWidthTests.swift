import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting
import TermHostTesting

/// Cluster widths follow `wcwidth` per scalar with the cluster rules, cells hold a whole cluster of any
/// width, and a cluster is bounded in scalars.
@Suite("Grapheme clusters: widths and cells")
struct ClusterWidthTests {
    @Test(arguments: [
        ("👩\u{200D}👩\u{200D}👧\u{200D}👦", 2), ("👍🏽", 2), ("🇯🇵", 2), ("हि", 2), ("न्दी", 3), ("กำ", 2),
        ("ลั", 1), ("e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", 1), ("❤️", 2), ("#️⃣", 2), ("👩\u{200D}💻", 2),
        ("\u{1100}\u{1161}\u{11A8}", 2), ("क\u{94D}\u{200D}ष", 2), ("🇯", 1), ("☺", 1), ("☺️", 2),
    ])
    func clusterWidth(cluster: String, width: Int) throws {
        let character = try #require(cluster.first)
        #expect(cluster.count == 1)
        #expect(TextWidth.of(character) == width)
    }

    @Test func stringsAddTheirClusters() {
        #expect(TextWidth.of("हिन्दी") == 5)
        #expect(TextWidth.of("กำลัง") == 4)
        #expect(TextWidth.of("🇯🇵🇺🇸") == 4)
    }

    @Test func aClusterKeepsAtMostSeventeenScalars() throws {
        let zalgo = "e" + String(repeating: "\u{301}", count: 10_000)
        let character = try #require(zalgo.first)
        let drawn = Sanitizer.sanitize(character)
        #expect(drawn.unicodeScalars.count == Sanitizer.maximumClusterScalars)
        #expect(TextWidth.of(character) == 1)
        let six = Character("e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}")
        #expect(Sanitizer.sanitize(six) == six, "six marks are kept")
    }

    @MainActor
    @Test func eachClusterTakesItsWidthOnScreen() {
        let rows = ["👩\u{200D}👩\u{200D}👧\u{200D}👦", "हिन्दी", "กำลัง", "❤️", "#️⃣", "🇯🇵🇺🇸"]
        let app = HeadlessApp(size: Size(width: 20, height: rows.count)) { _ in
            let window = Window()
            for (y, text) in rows.enumerated() {
                let label = LabelWidget(">\(text)<")
                label.frame = Rect(x: 0, y: y, width: 20, height: 1)
                window.addSubview(label)
            }
            return window
        }
        for (y, text) in rows.enumerated() {
            #expect(app.line(y).hasPrefix(">\(text)<"), "drawn whole: \(app.line(y))")
            #expect(app.terminal.cell(at: Point(x: 1 + TextWidth.of(text), y: y)).character == "<")
        }
        #expect(app.terminal.cell(at: Point(x: 1, y: 1)).character == "हि")
        #expect(app.terminal.cell(at: Point(x: 3, y: 1)).width == 3, "न्दी covers three cells")
        #expect(app.terminal.cell(at: Point(x: 4, y: 1)).isContinuation)
    }

    @Test func overwritingPartOfAWideClusterBlanksTheRest() {
        let buffer = ScreenBuffer(size: Size(width: 8, height: 1))
        let canvas = Canvas(buffer: buffer)
        canvas.drawText("aन्दीb", at: .zero)
        #expect(buffer[1, 0].width == 3 && buffer[2, 0].isContinuation && buffer[3, 0].isContinuation)
        canvas.put("x", at: Point(x: 2, y: 0))
        #expect(buffer.line(0) == "a x b   ", "the cluster's other columns are blank")
        canvas.drawText("न्दी", at: Point(x: 4, y: 0))
        canvas.put("y", at: Point(x: 4, y: 0))
        #expect(buffer.line(0) == "a x y   ")
        canvas.drawText("न्दी", at: Point(x: 6, y: 0))
        #expect(buffer.line(0) == "a x y   ", "a cluster that does not fit before the edge is a space")
    }

    @Test func aClusterCutByTheClipBecomesSpaces() {
        let buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        let canvas = Canvas(buffer: buffer).clipped(to: Rect(x: 0, y: 0, width: 3, height: 1))
        canvas.drawText("aन्दी", at: .zero)
        #expect(buffer.line(0) == "a     ")
        #expect(!buffer[1, 0].isContinuation && !buffer[2, 0].isContinuation)
    }
}
