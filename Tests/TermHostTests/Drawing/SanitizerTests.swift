import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

@Suite("Sanitizer")
struct SanitizerTests {
    static let hostile: [String] = [
        "\u{1b}[2J",
        "\u{1b}]52;c;aGVsbG8=\u{7}",
        "bell\u{7}",
        "\u{9b}31m",
        "del\u{7f}",
        "nul\u{0}",
        "\u{80}\u{85}\u{90}\u{9d}\u{9f}",
        "evil\u{202E}txt.exe",
        "\u{2066}isolate\u{2069}",
        "line\r\nbreak\rreturn\ttab\u{8}backspace",
        "e\u{1b}\u{301}",
        "世\u{1b}[1;31m界",
        "\u{1b}P+q544e\u{1b}\\",
    ]

    private func isSafe(_ text: String) -> Bool {
        !text.unicodeScalars.contains(where: Sanitizer.isUnsafe)
    }

    @Test func clearScreenSequence() {
        #expect(Sanitizer.sanitize("\u{1b}[2J") == "\u{FFFD}[2J")
    }

    @Test func osc52ClipboardWrite() {
        #expect(Sanitizer.sanitize("\u{1b}]52;c;aGVsbG8=\u{7}") == "\u{FFFD}]52;c;aGVsbG8=\u{FFFD}")
    }

    @Test func bellDelAndNul() {
        #expect(Sanitizer.sanitize("a\u{7}b") == "a\u{FFFD}b")
        #expect(Sanitizer.sanitize("a\u{7f}b") == "a\u{FFFD}b")
        #expect(Sanitizer.sanitize("a\u{0}b") == "a\u{FFFD}b")
    }

    @Test func eightBitCSI() {
        #expect(Sanitizer.sanitize("\u{9b}31m") == "\u{FFFD}31m")
    }

    @Test func wholeC1Range() {
        for value in UInt32(0x80)...0x9F {
            let scalar = Unicode.Scalar(value)!
            #expect(Sanitizer.isUnsafe(scalar))
            #expect(Sanitizer.sanitize(String(Character(scalar))) == "\u{FFFD}")
        }
    }

    @Test func wholeC0RangeAndDel() {
        for value in UInt32(0)...0x1F {
            #expect(Sanitizer.sanitize(String(Character(Unicode.Scalar(value)!))) == "\u{FFFD}")
        }
        #expect(Sanitizer.isUnsafe("\u{7f}"))
    }

    @Test func bidiOverridesAndIsolates() {
        #expect(Sanitizer.sanitize("abc\u{202E}def") == "abc\u{FFFD}def")
        for value: UInt32 in [0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] {
            #expect(Sanitizer.isUnsafe(Unicode.Scalar(value)!))
        }
    }

    @Test func crlfIsOnePlaceholder() {
        #expect(Sanitizer.sanitize("a\r\nb") == "a\u{FFFD}b")
    }

    @Test func cleanTextIsUnchanged() {
        for text in ["", "Hello, world!", "~!@#$%^&*()_+{}|:<>?", "世界 🙂 ❤️ e\u{301} 👨‍👩‍👧 \u{200B} naïve", "\u{FFFD}"] {
            #expect(Sanitizer.isClean(text))
            #expect(Sanitizer.sanitize(text) == text)
        }
    }

    @Test(arguments: SanitizerTests.hostile)
    func hostileTextIsNeverClean(text: String) {
        #expect(!Sanitizer.isClean(text))
        #expect(isSafe(Sanitizer.sanitize(text)))
    }

    @Test func characterSanitizing() {
        #expect(Sanitizer.sanitize(Character("a")) == "a")
        #expect(Sanitizer.sanitize(Character("世")) == "世")
        #expect(Sanitizer.sanitize(Character("\u{1b}")) == "\u{FFFD}")
        #expect(Sanitizer.sanitize(Character("\r\n")) == "\u{FFFD}")
        #expect(Sanitizer.sanitize(Character("\u{9b}")) == "\u{FFFD}")
    }

    @Test func hostileTextDrawnIntoACanvasLeavesNoControlInAnyCell() {
        let buffer = ScreenBuffer(size: Size(width: 30, height: SanitizerTests.hostile.count + 4))
        let canvas = Canvas(buffer: buffer)
        for (row, text) in SanitizerTests.hostile.enumerated() {
            canvas.drawText(text, at: Point(x: 0, y: row))
        }
        let extra = SanitizerTests.hostile.count
        canvas.drawText(SanitizerTests.hostile.joined(), at: Point(x: 0, y: extra), width: 30)
        canvas.drawBorder(Rect(x: 0, y: extra + 1, width: 30, height: 3), title: "\u{1b}]0;pwned\u{7}")
        canvas.fill(Rect(x: 10, y: extra + 2, width: 3, height: 1), with: "\u{9b}")
        canvas.put("\u{1b}", at: Point(x: 20, y: extra + 2))
        var changedCells: [Cell] = []
        buffer.takeChanges { cell, _ in changedCells.append(cell) }
        for (cell, point) in allCells(of: buffer) {
            #expect(isSafe(String(cell.character)), "unsafe cell at \(point)")
        }
        for cell in changedCells {
            #expect(isSafe(String(cell.character)))
        }
        #expect(buffer.line(0) == "\u{FFFD}[2J" + String(repeating: " ", count: 26))
    }
}
