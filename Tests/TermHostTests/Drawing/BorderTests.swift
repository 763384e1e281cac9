import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

@Suite("Borders")
struct BorderTests {
    private func box(_ style: BorderStyle, lineDrawing: Bool = true) -> String {
        render(width: 6, height: 4, lineDrawing: lineDrawing, background: " ") { canvas in
            canvas.drawBorder(Rect(x: 0, y: 0, width: 5, height: 3), style: style)
        }.text()
    }

    @Test func single() {
        #expect(box(.single) == """
            ┌───┐\u{20}
            │   │\u{20}
            └───┘\u{20}
            \u{20}     
            """)
    }

    @Test func double() {
        #expect(box(.double) == """
            ╔═══╗\u{20}
            ║   ║\u{20}
            ╚═══╝\u{20}
            \u{20}     
            """)
    }

    @Test func rounded() {
        #expect(box(.rounded) == """
            ╭───╮\u{20}
            │   │\u{20}
            ╰───╯\u{20}
            \u{20}     
            """)
    }

    @Test func heavy() {
        #expect(box(.heavy) == """
            ┏━━━┓\u{20}
            ┃   ┃\u{20}
            ┗━━━┛\u{20}
            \u{20}     
            """)
    }

    @Test func ascii() {
        #expect(box(.ascii) == """
            +---+\u{20}
            |   |\u{20}
            +---+\u{20}
            \u{20}     
            """)
    }

    @Test(arguments: [BorderStyle.single, .double, .rounded, .heavy, .ascii])
    func withoutLineDrawingEveryStyleFallsBackToASCII(style: BorderStyle) {
        #expect(box(style, lineDrawing: false) == box(.ascii))
    }

    @Test func lineDrawingIsInheritedBySubcanvases() {
        let buffer = render(width: 4, height: 2, lineDrawing: false) { canvas in
            canvas.subcanvas(Rect(x: 1, y: 0, width: 3, height: 2)).drawBorder(Rect(x: 0, y: 0, width: 3, height: 2))
        }
        #expect(buffer.text() == ".+-+\n.+-+")
    }

    @Test func titleInTheTopEdge() {
        let buffer = render(width: 12, height: 3) { canvas in
            canvas.drawBorder(canvas.bounds, style: .single, title: "Files")
        }
        #expect(buffer.text() == """
            ┌ Files ───┐
            │..........│
            └──────────┘
            """)
    }

    @Test func longTitleIsTruncated() {
        let buffer = render(width: 10, height: 2) { canvas in
            canvas.drawBorder(canvas.bounds, style: .rounded, title: "Documents and settings")
        }
        #expect(buffer.text() == """
            ╭ Docume…╮
            ╰────────╯
            """)
    }

    @Test func titleIsSanitizedAndStyled() {
        let buffer = render(width: 10, height: 2) { canvas in
            canvas.drawBorder(canvas.bounds, style: .ascii, title: "a\u{1b}b", titleStyle: .bold)
        }
        #expect(buffer.text() == "+ a\u{FFFD}b ---+\n+--------+")
        #expect(buffer[3, 0].style == .bold)
        #expect(buffer[0, 0].style == .plain)
    }

    @Test func noTitleInANarrowBox() {
        let buffer = render(width: 4, height: 2) { canvas in
            canvas.drawBorder(canvas.bounds, style: .ascii, title: "Long")
        }
        #expect(buffer.text() == "+--+\n+--+")
    }

    @Test func lineStyleColoursTheLines() {
        let blue = Style(foreground: .blue)
        let buffer = render(width: 3, height: 3) { canvas in
            canvas.drawBorder(canvas.bounds, lineStyle: blue)
        }
        #expect(buffer[0, 0].style == blue)
        #expect(buffer[1, 2].style == blue)
        #expect(buffer[1, 1].style == .plain)
    }

    @Test func tinyRectsDoNotCrash() {
        let oneByOne = render(width: 3, height: 3) { canvas in
            canvas.drawBorder(Rect(x: 1, y: 1, width: 1, height: 1), title: "x")
        }
        #expect(oneByOne.text() == "...\n...\n...")
        let twoByTwo = render(width: 3, height: 3) { canvas in
            canvas.drawBorder(Rect(x: 1, y: 1, width: 2, height: 2), title: "x")
        }
        #expect(twoByTwo.text() == "...\n.┌┐\n.└┘")
        for width in -1...3 {
            for height in -1...3 {
                _ = render(width: 3, height: 3) { canvas in
                    canvas.drawBorder(Rect(x: 0, y: 0, width: width, height: height), style: .double, title: "title")
                }
            }
        }
    }

    @Test func borderPartlyOutsideTheCanvasIsClipped() {
        let buffer = render(width: 4, height: 3) { canvas in
            canvas.drawBorder(Rect(x: -1, y: 1, width: 4, height: 4), style: .ascii)
        }
        #expect(buffer.text() == """
            ....
            --+.
            ..|.
            """)
    }
}
