import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

@Suite("Canvas regions and styles")
struct CanvasRegionTests {
    @Test func subcanvasTranslatesAndClips() {
        let buffer = render(width: 10, height: 4) { canvas in
            let inner = canvas.subcanvas(Rect(x: 3, y: 1, width: 4, height: 2))
            #expect(inner.bounds == Rect(x: 0, y: 0, width: 4, height: 2))
            inner.fill(inner.bounds, with: "#")
            inner.drawText("ab", at: Point(x: 1, y: 1))
        }
        #expect(buffer.text() == """
            ..........
            ...####...
            ...#ab#...
            ..........
            """)
    }

    @Test func nestedSubcanvasesClipToEveryAncestor() {
        let buffer = render(width: 10, height: 5) { canvas in
            let outer = canvas.subcanvas(Rect(x: 1, y: 1, width: 6, height: 3))
            let inner = outer.subcanvas(Rect(x: 3, y: 1, width: 6, height: 4))
            #expect(inner.origin == Point(x: 4, y: 2))
            #expect(inner.visibleRect == Rect(x: 0, y: 0, width: 3, height: 2))
            inner.fill(inner.bounds, with: "#")
            inner.drawText("XYZW", at: .zero)
        }
        #expect(buffer.text() == """
            ..........
            ..........
            ....XYZ...
            ....###...
            ..........
            """)
    }

    @Test func subcanvasOutsideTheParentDrawsNothing() {
        let buffer = render(width: 4, height: 2) { canvas in
            let away = canvas.subcanvas(Rect(x: 10, y: 10, width: 3, height: 3))
            #expect(away.visibleRect.isEmpty)
            away.fill(away.bounds, with: "#")
            away.drawText("x", at: .zero)
        }
        #expect(buffer.text() == "....\n....")
        #expect(buffer.cellsWritten == 0)
    }

    @Test func clippedToKeepsTheOrigin() {
        let buffer = render(width: 6, height: 1) { canvas in
            let inner = canvas.subcanvas(Rect(x: 1, y: 0, width: 5, height: 1)).clipped(to: Rect(x: 1, y: 0, width: 2, height: 1))
            inner.drawText("abcd", at: .zero)
        }
        #expect(buffer.text() == "..bc..")
    }

    @Test func fillIsClipped() {
        let buffer = render(width: 5, height: 3) { canvas in
            canvas.fill(Rect(x: -2, y: 1, width: 5, height: 5), with: "#")
        }
        #expect(buffer.text() == """
            .....
            ###..
            ###..
            """)
    }

    @Test func fillWithAWideCharacterPairsCells() {
        let buffer = render(width: 7, height: 2) { canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 5, height: 2), with: "世")
        }
        #expect(buffer.text() == """
            世世 ..
            世世 ..
            """)
        #expect(wideCellsAreConsistent(buffer))
    }

    @Test func fillSanitizes() {
        let buffer = render(width: 3, height: 1) { canvas in
            canvas.fill(Rect(x: 0, y: 0, width: 2, height: 1), with: "\u{1b}")
        }
        #expect(buffer.text() == "\u{FFFD}\u{FFFD}.")
    }

    @Test func fillOverHalfAWideCharacterBlanksTheOtherHalf() {
        let buffer = render(width: 6, height: 1) { canvas in
            canvas.drawText("世界世", at: .zero)
            canvas.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: "-")
        }
        #expect(buffer.text() == " -- 世")
        #expect(wideCellsAreConsistent(buffer))
    }

    @Test func clearResetsCharactersAndStyles() {
        let red = Style(foreground: .red, background: .blue, attributes: .bold)
        let buffer = render(width: 4, height: 1) { canvas in
            canvas.drawText("abcd", at: .zero, style: red)
            canvas.clear(Rect(x: 1, y: 0, width: 2, height: 1))
        }
        #expect(buffer.text() == "a  d")
        #expect(buffer[1, 0] == .blank)
        #expect(buffer[0, 0].style == red)
    }

    @Test func styleMergingKeepsTheBackgroundUnderneath() {
        let buffer = render(width: 6, height: 1) { canvas in
            canvas.fill(canvas.bounds, style: Style(background: .blue))
            canvas.drawText("hi", at: Point(x: 1, y: 0), style: Style(foreground: .yellow, attributes: .bold))
        }
        #expect(buffer[1, 0].style == Style(foreground: .yellow, background: .blue, attributes: .bold))
        #expect(buffer[0, 0].style == Style(background: .blue))
    }

    @Test func explicitColoursReplaceWhatIsUnderneath() {
        let buffer = render(width: 2, height: 1) { canvas in
            canvas.fill(canvas.bounds, style: Style(foreground: .red, background: .blue))
            canvas.drawText("x", at: .zero, style: Style(foreground: .green, background: .black))
        }
        #expect(buffer[0, 0].style == Style(foreground: .green, background: .black))
        #expect(buffer[1, 0].style == Style(foreground: .red, background: .blue))
    }

    @Test func styleOverCombinesAttributes() {
        let top = Style(foreground: .red, attributes: .underline)
        let base = Style(foreground: .blue, background: .white, attributes: .bold)
        #expect(top.over(base) == Style(foreground: .red, background: .white, attributes: [.bold, .underline]))
        #expect(Style.plain.over(base) == base)
        #expect(Style.bold.adding(.italic).attributes == [.bold, .italic])
    }

    @Test func applyStyleKeepsCharacters() {
        let buffer = render(width: 6, height: 2) { canvas in
            canvas.drawText("abcdef", at: .zero)
            canvas.applyStyle(.reverse, to: Rect(x: 1, y: 0, width: 3, height: 5))
        }
        #expect(buffer.text() == "abcdef\n......")
        #expect(buffer[0, 0].style == .plain)
        #expect(buffer[1, 0].style == .reverse)
        #expect(buffer[3, 0].style == .reverse)
        #expect(buffer[4, 0].style == .plain)
        #expect(buffer[1, 1].style == .reverse)
    }

    @Test func applyStyleOverAWholeWideCharacterKeepsIt() {
        let buffer = render(width: 4, height: 1) { canvas in
            canvas.drawText("世界", at: .zero)
            canvas.applyStyle(.bold, to: Rect(x: 0, y: 0, width: 2, height: 1))
        }
        #expect(buffer.text() == "世界")
        #expect(buffer[0, 0].style == .bold)
        #expect(buffer[2, 0].style == .plain)
        #expect(wideCellsAreConsistent(buffer))
    }

    @Test func applyStyleOverHalfAWideCharacterStylesAllOfIt() {
        let buffer = render(width: 6, height: 1) { canvas in
            canvas.drawText("世界世", at: .zero)
            canvas.applyStyle(.bold, to: Rect(x: 1, y: 0, width: 2, height: 1))
        }
        #expect(buffer.text() == "世界世")
        #expect(buffer[0, 0].style == .bold)
        #expect(buffer[2, 0].style == .bold)
        #expect(buffer[4, 0].style == .plain)
        #expect(wideCellsAreConsistent(buffer))
    }

    @Test func applyStyleOverAWideCharacterCutByTheClipBlanksIt() {
        let buffer = render(width: 6, height: 1) { canvas in
            canvas.drawText("世界世", at: .zero)
            let inner = canvas.subcanvas(Rect(x: 1, y: 0, width: 2, height: 1))
            inner.applyStyle(.bold, to: inner.bounds)
        }
        #expect(buffer.text() == "    世")
        #expect(buffer[1, 0].style == .bold)
        #expect(buffer[2, 0].style == .bold)
        #expect(wideCellsAreConsistent(buffer))
    }

    @Test func styleAtReadsLocalCells() {
        let buffer = ScreenBuffer(size: Size(width: 4, height: 2))
        let canvas = Canvas(buffer: buffer).subcanvas(Rect(x: 1, y: 1, width: 3, height: 1))
        canvas.drawText("a", at: Point(x: 1, y: 0), style: .underline)
        #expect(canvas.style(at: Point(x: 1, y: 0)) == .underline)
        #expect(buffer[2, 1].style == .underline)
    }
}
