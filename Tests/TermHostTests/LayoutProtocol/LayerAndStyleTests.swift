import Testing
import TermHost
import TermHostTesting

/// `.overlay` / `.background` take the modified view's size and place their content on it by the
/// alignment; any `ShapeStyle` fills (`.background(.blue)`, `Color.clear`); `.foregroundStyle` sets
/// the colour of text, hierarchical styles dim it; shapes fill their frame.
@Suite("SwiftUI layout: overlay, background, ShapeStyle, shapes")
@MainActor
struct LayerAndStyleTests {
    @Test(arguments: [(Alignment.topLeading, "X    \n     \n     "), (.top, "  X  \n     \n     "),
                      (.center, "     \n  X  \n     "), (.bottomTrailing, "     \n     \n    X"),
                      (.leading, "     \nX    \n     "), (.bottom, "     \n     \n  X  ")])
    func anOverlayIsPlacedByItsAlignment(_ alignment: Alignment, _ expected: String) {
        let base = Text("ooooo\nooooo\nooooo")
        let app = show(base.overlay(alignment: alignment) { Text("X").background(.background) }.topLeading(), width: 5, height: 3)
        let marked = app.lines.prefix(3).map { line in String(line.map { $0 == "o" ? " " : $0 }) }
        let padded = marked.map { $0 + String(repeating: " ", count: 5 - $0.count) }
        #expect(padded.joined(separator: "\n") == expected)
    }

    @Test func aLayerTakesTheModifiedViewsSize() {
        #expect(measure(Text("abc").background(Color.blue), .unspecified) == Size(width: 3, height: 1))
        #expect(measure(Text("abc").overlay { Text("a much longer text") }, .unspecified) == Size(width: 3, height: 1))
        #expect(measure(Text("abc").background { Color.red.frame(width: 20, height: 9) }, .unspecified)
                == Size(width: 3, height: 1))
    }

    @Test func aBackgroundStyleFillsTheViewsFrame() {
        let app = show(Text("ab").padding(.horizontal, 1).background(.blue).topLeading(), width: 6, height: 1)
        #expect(app.style(at: Point(x: 0, y: 0)).background == .blue)
        #expect(app.style(at: Point(x: 3, y: 0)).background == .blue)
        #expect(app.style(at: Point(x: 4, y: 0)).background == nil)
        #expect(app.lines[0] == " ab")
    }

    @Test func clearDrawsNothingButTakesItsSpace() {
        let app = show(ZStack { Text("under"); Color.clear.frame(width: 5, height: 1) }.topLeading(), width: 6, height: 1)
        #expect(app.lines[0] == "under")
        #expect(app.style(at: Point(x: 1, y: 0)).background == nil)
        #expect(measure(Color.clear.frame(width: 5, height: 2), .unspecified) == Size(width: 5, height: 2))
        let cleared = show(Text("x").background(.clear).topLeading(), width: 3, height: 1)
        #expect(cleared.lines[0] == "x")
    }

    @Test func aColorFillsItsProposalAndTenCellsWhereThereIsNone() {
        #expect(measure(Color.red, ProposedViewSize(width: 7, height: 2)) == Size(width: 7, height: 2))
        #expect(measure(Color.red, .unspecified) == Size(width: 10, height: 10))
        #expect(measure(Rectangle(), ProposedViewSize(width: 4, height: nil)) == Size(width: 4, height: 10))
    }

    @Test func foregroundStyleColoursAndDimsText() {
        let app = show(VStack(alignment: .leading, spacing: 0) {
            Text("red").foregroundStyle(.red)
            Text("sub").foregroundStyle(.secondary)
            Text("tinted").foregroundStyle(.tint)
            VStack { Text("own").foregroundStyle(.tint) }.tint(.green)
        }.topLeading(), width: 10, height: 4)
        #expect(app.style(of: "red")?.foreground == .red)
        #expect(app.style(of: "sub")?.attributes.contains(.dim) == true)
        #expect(app.style(of: "tinted")?.foreground == .blue, "the default tint is SwiftUI's blue accent")
        #expect(app.style(of: "own")?.foreground == .green)
    }

    @Test func secondaryKeepsTheColourAbove() {
        let app = show(Text("both").foregroundStyle(.secondary).foregroundStyle(.red).topLeading(), width: 6, height: 1)
        #expect(app.style(of: "both")?.foreground == .red)
        #expect(app.style(of: "both")?.attributes.contains(.dim) == true)
    }

    @Test func anyShapeStyleErasesTheStyle() {
        let style = AnyShapeStyle(Color.magenta)
        let app = show(Text("m").background(style).topLeading(), width: 2, height: 1)
        #expect(app.style(at: .zero).background == .magenta)
    }

    @Test func aBorderInAStyleDrawsItsLineInIt() {
        let app = show(Text("b").border(.red).topLeading(), width: 4, height: 3)
        #expect(app.style(at: .zero).foreground == .red)
        #expect(app.lines[1] == "│b│")
        let heavy = show(Text("b").border(.red, width: 2).topLeading(), width: 4, height: 3)
        #expect(heavy.lines[0] == "┏━┓")
    }

    @Test func shapesFillOrOutlineTheirFrame() {
        let filled = show(Rectangle().fill(.green).frame(width: 3, height: 2).topLeading(), width: 5, height: 3)
        #expect(filled.style(at: Point(x: 2, y: 1)).background == .green)
        #expect(filled.style(at: Point(x: 3, y: 1)).background == nil)
        let outlined = show(RoundedRectangle(cornerRadius: 8).stroke(.blue).frame(width: 4, height: 3).topLeading(),
                            width: 5, height: 3)
        #expect(outlined.screen == "╭──╮\n│  │\n╰──╯")
        let square = show(Rectangle().stroke(lineWidth: 1).frame(width: 3, height: 2).topLeading(), width: 5, height: 3)
        #expect(square.grid == "┌─┐\n└─┘")
        let plain = show(Capsule().frame(width: 2, height: 1).topLeading(), width: 3, height: 1)
        #expect(plain.style(at: .zero).attributes.contains(.reverse), "the foreground style fills in the text colour")
    }

    @Test func aCircleFillsTheCellsInsideItsCurve() {
        let app = show(Circle().fill(.red).frame(width: 8, height: 4).topLeading(), width: 8, height: 4)
        let rows = (0..<4).map { y in (0..<8).map { x in app.style(at: Point(x: x, y: y)).background == .red ? "#" : "." }.joined() }
        #expect(rows == [".######.", "########", "########", ".######."])
    }
}
