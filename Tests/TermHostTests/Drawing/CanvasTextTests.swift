import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

@Suite("Canvas text")
struct CanvasTextTests {
    @Test func drawsTextAtPositions() {
        let buffer = render(width: 10, height: 3) { canvas in
            canvas.drawText("Hi", at: Point(x: 0, y: 0))
            canvas.drawText("there", at: Point(x: 4, y: 1))
            canvas.drawText("end", at: Point(x: 7, y: 2))
        }
        #expect(buffer.text() == """
            Hi........
            ....there.
            .......end
            """)
    }

    @Test func returnsColumnsAdvanced() {
        let buffer = ScreenBuffer(size: Size(width: 20, height: 1))
        let canvas = Canvas(buffer: buffer)
        #expect(canvas.drawText("abc", at: .zero) == 3)
        #expect(canvas.drawText("世界!", at: Point(x: 5, y: 0)) == 5)
        #expect(canvas.drawText("", at: .zero) == 0)
    }

    @Test func textRunningOffTheRightIsCut() {
        let buffer = render(width: 6, height: 1) { canvas in
            canvas.drawText("Hello, world", at: Point(x: 2, y: 0))
        }
        #expect(buffer.text() == "..Hell")
    }

    @Test func textStartingLeftOfTheCanvasIsCut() {
        let buffer = render(width: 6, height: 1) { canvas in
            canvas.drawText("Hello", at: Point(x: -3, y: 0))
        }
        #expect(buffer.text() == "lo....")
    }

    @Test func rowsAboveAndBelowAreNotDrawn() {
        let buffer = render(width: 4, height: 2) { canvas in
            canvas.drawText("up", at: Point(x: 0, y: -1))
            canvas.drawText("down", at: Point(x: 0, y: 2))
        }
        #expect(buffer.text() == "....\n....")
        #expect(buffer.cellsWritten == 0)
    }

    @Test func clippedOnEveryEdgeOfASubcanvas() {
        let buffer = render(width: 8, height: 5) { canvas in
            let inner = canvas.subcanvas(Rect(x: 2, y: 1, width: 4, height: 3))
            inner.drawText("ABCDEFG", at: Point(x: -2, y: -1))
            inner.drawText("abcdefg", at: Point(x: -2, y: 0))
            inner.drawText("xyz", at: Point(x: 2, y: 2))
            inner.drawText("below", at: Point(x: 0, y: 3))
        }
        #expect(buffer.text() == """
            ........
            ..cdef..
            ........
            ....xy..
            ........
            """)
    }

    @Test func wideCharacters() {
        let buffer = render(width: 8, height: 1) { canvas in
            canvas.drawText("a世界b", at: Point(x: 1, y: 0))
        }
        #expect(buffer.text() == ".a世界b.")
        #expect(buffer[2, 0].width == 2)
        #expect(buffer[3, 0].isContinuation)
        #expect(wideCellsAreConsistent(buffer))
    }

    @Test func wideCharacterCutByTheRightEdgeBecomesASpace() {
        let buffer = render(width: 5, height: 1) { canvas in
            canvas.drawText("ab世", at: Point(x: 2, y: 0))
        }
        #expect(buffer.text() == "..ab ")
        #expect(wideCellsAreConsistent(buffer))
    }

    @Test func wideCharacterCutByTheLeftEdgeBecomesASpace() {
        let buffer = render(width: 5, height: 1) { canvas in
            canvas.drawText("世ab", at: Point(x: -1, y: 0))
        }
        #expect(buffer.text() == " ab..")
        #expect(wideCellsAreConsistent(buffer))
    }

    @Test func theSpaceLeftOfACutWideCharacterKeepsTheBackgroundUnderIt() {
        let buffer = render(width: 4, height: 1) { canvas in
            canvas.fill(Rect(x: 1, y: 0, width: 3, height: 1), style: Style(background: .blue))
            canvas.subcanvas(Rect(x: 1, y: 0, width: 3, height: 1)).drawText("世", at: Point(x: -1, y: 0))
        }
        #expect(buffer.text() == ".   ")
        #expect(buffer[1, 0].style == Style(background: .blue))
        #expect(buffer[0, 0].style == .plain)
    }

    @Test func wideCharacterCutBySubcanvasEdges() {
        let buffer = render(width: 8, height: 2) { canvas in
            let inner = canvas.subcanvas(Rect(x: 2, y: 0, width: 3, height: 2))
            inner.drawText("世界", at: Point(x: 0, y: 0))
            inner.drawText("世界", at: Point(x: -1, y: 1))
        }
        #expect(buffer.text() == """
            ..世 ...
            .. 界...
            """)
        #expect(wideCellsAreConsistent(buffer))
    }

    @Test func overwritingTheLeftHalfOfAWideCharacterBlanksTheRightHalf() {
        let buffer = render(width: 4, height: 1) { canvas in
            canvas.drawText("世界", at: .zero)
            canvas.drawText("x", at: Point(x: 2, y: 0))
        }
        #expect(buffer.text() == "世x ")
        #expect(wideCellsAreConsistent(buffer))
    }

    @Test func overwritingTheRightHalfOfAWideCharacterBlanksTheLeftHalf() {
        let buffer = render(width: 4, height: 1) { canvas in
            canvas.drawText("世界", at: .zero)
            canvas.drawText("x", at: Point(x: 1, y: 0))
        }
        #expect(buffer.text() == " x界")
        #expect(wideCellsAreConsistent(buffer))
    }

    @Test func wideOverWideShiftedByOne() {
        let buffer = render(width: 6, height: 1) { canvas in
            canvas.drawText("世界", at: .zero)
            canvas.drawText("中", at: Point(x: 1, y: 0))
        }
        #expect(buffer.text() == " 中 ..")
        #expect(wideCellsAreConsistent(buffer))
    }

    @Test func combiningMarksAndZeroWidthCharacters() {
        let buffer = render(width: 6, height: 1) { canvas in
            canvas.drawText("e\u{301}a\u{200B}b", at: .zero)
        }
        #expect(buffer.text() == "e\u{301}ab...")
        #expect(buffer[0, 0].character == "e\u{301}")
    }

    @Test func emojiTakeTwoCells() {
        let buffer = render(width: 7, height: 1) { canvas in
            canvas.drawText("🙂❤️!", at: .zero)
        }
        #expect(buffer.text() == "🙂❤️!..")
        #expect(wideCellsAreConsistent(buffer))
    }

    @Test func lineBreaksShowAsPlaceholders() {
        let buffer = render(width: 6, height: 2) { canvas in
            canvas.drawText("a\nb\r\nc", at: .zero)
        }
        #expect(buffer.text() == "a\u{FFFD}b\u{FFFD}c.\n......")
    }

    @Test func truncatesWithAnEllipsis() {
        let buffer = render(width: 10, height: 3) { canvas in
            canvas.drawText("Hello, world", at: .zero, width: 8)
            canvas.drawText("Hi", at: Point(x: 0, y: 1), width: 8)
            canvas.drawText("Hello", at: Point(x: 0, y: 2), width: 5)
        }
        #expect(buffer.text() == """
            Hello, …..
            Hi........
            Hello.....
            """)
    }

    @Test func truncatesWideText() {
        let buffer = render(width: 8, height: 3) { canvas in
            canvas.drawText("世界世界", at: .zero, width: 6)
            canvas.drawText("世界世界", at: Point(x: 0, y: 1), width: 5)
            canvas.drawText("世界", at: Point(x: 0, y: 2), width: 1)
        }
        #expect(buffer.text() == """
            世界…...
            世界…...
            ….......
            """)
    }

    @Test func truncationNeverDrawsBeyondTheWidth() {
        for width in 0...8 {
            let buffer = render(width: 10, height: 1) { canvas in
                canvas.drawText("a世b界c", at: .zero, width: width)
            }
            let drawn = buffer.line(0).prefix { $0 != "." }
            #expect(TextWidth.of(drawn) <= width)
        }
    }

    @Test func truncationMeasuresSanitizedText() {
        let buffer = render(width: 8, height: 1) { canvas in
            canvas.drawText("ab\u{9b}\u{9b}\u{9b}cdef", at: .zero, width: 5)
        }
        #expect(buffer.text() == "ab\u{FFFD}\u{FFFD}…...")
    }
}
