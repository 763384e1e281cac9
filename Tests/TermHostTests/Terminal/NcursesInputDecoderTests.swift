import CNcurses
import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// The pure decoding rules, without a terminal.
struct NcursesInputDecoderTests {
    private func scalars(_ text: String) -> [NcursesInput] { text.unicodeScalars.map { .scalar($0.value) } }

    private func decode(_ inputs: [NcursesInput]) -> [InputEvent] {
        var decoder = NcursesInputDecoder()
        return decoder.decode(inputs)
    }

    @Test func controlCodes() {
        #expect(decode([.scalar(1), .scalar(3), .scalar(26)]) == [.key(.control("a")), .key(.control("c")), .key(.control("z"))])
        #expect(decode([.scalar(0)]) == [.key(KeyEvent(.character(" "), modifiers: .control))])
        #expect(decode([.scalar(9), .scalar(10), .scalar(13), .scalar(8), .scalar(127)])
            == [.key(KeyEvent(.tab)), .key(KeyEvent(.enter)), .key(KeyEvent(.enter)),
                .key(KeyEvent(.backspace)), .key(KeyEvent(.backspace))])
        #expect(decode([.scalar(28), .scalar(29), .scalar(31)])
            == [.key(.control("\\")), .key(.control("]")), .key(.control("_"))])
    }

    @Test func escapeAndAlt() {
        #expect(decode([.scalar(27)]) == [.key(KeyEvent(.escape))])
        #expect(decode([.scalar(27), .scalar(98)]) == [.key(.alt("b"))])
        #expect(decode([.scalar(27), .keyCode(KEY_UP)]) == [.key(KeyEvent(.up, modifiers: .alt))])
        #expect(decode([.scalar(27), .scalar(1)]) == [.key(KeyEvent(.character("a"), modifiers: [.control, .alt]))])
        #expect(decode([.scalar(27), .scalar(27)]) == [.key(KeyEvent(.escape)), .key(KeyEvent(.escape))])
        #expect(decode([.scalar(27), .keyCode(99_999)]) == [.key(KeyEvent(.escape))])
    }

    @Test func keyCodes() {
        #expect(decode([.keyCode(KEY_DC), .keyCode(KEY_BTAB), .keyCode(Int32(th_key_f(12)))])
            == [.key(KeyEvent(.delete)), .key(KeyEvent(.backTab)), .key(KeyEvent(.function(12)))])
        #expect(decode([.keyCode(KEY_SLEFT)]) == [.key(KeyEvent(.left, modifiers: .shift))])
        #expect(decode([.keyCode(KEY_MAX + 77), .keyCode(-5)]).isEmpty)
    }

    @Test func extendedKeyModifierParameters() {
        #expect(NcursesKeyCodes.modifiers(xtermParameter: 2) == .shift)
        #expect(NcursesKeyCodes.modifiers(xtermParameter: 3) == .alt)
        #expect(NcursesKeyCodes.modifiers(xtermParameter: 5) == .control)
        #expect(NcursesKeyCodes.modifiers(xtermParameter: 8) == [.shift, .alt, .control])
    }

    @Test func graphemeClustersMerge() {
        #expect(decode(scalars("e\u{301}")) == [.key(.character("e\u{301}"))])
        #expect(decode(scalars("👍\u{1F3FD}")) == [.key(.character("👍\u{1F3FD}"))])
        #expect(decode(scalars("🇫🇷🇩🇪")) == [.key(.character("🇫🇷")), .key(.character("🇩🇪"))])
        #expect(decode(scalars("❤\u{FE0F}a")) == [.key(.character("❤\u{FE0F}")), .key(.character("a"))])
        #expect(decode(scalars("ab")) == [.key(.character("a")), .key(.character("b"))])
        // A combining mark after a key that is not a plain character stays on its own.
        #expect(decode([.scalar(27), .scalar(101), .scalar(0x301)]) == [.key(.alt("e")), .key(.character("\u{301}"))])
    }

    @Test func invalidScalarsAreDropped() {
        #expect(decode([.scalar(0xD800), .scalar(0x11_0000), .scalar(0x9B), .scalar(0x85)]).isEmpty)
        #expect(decode([.scalar(0xFFFF_FFFF), .scalar(120)]) == [.key(.character("x"))])
    }

    @Test func pasteIsOneEvent() {
        let start = NcursesInput.keyCode(NcursesKeyCodes.pasteStart)
        let end = NcursesInput.keyCode(NcursesKeyCodes.pasteEnd)
        #expect(decode([start] + scalars("a\r\nb\rc\nd\te\u{1b}\u{7}") + [end]) == [.paste("a\nb\nc\nd\te")])
        #expect(decode([start, end]) == [.paste("")])
        #expect(decode([.scalar(120), start] + scalars("y") + [end, .scalar(122)])
            == [.key(.character("x")), .paste("y"), .key(.character("z"))])
        // Keys inside a paste are not keys.
        #expect(decode([start, .keyCode(KEY_UP), .keyCode(KEY_ENTER), end]) == [.paste("\n")])
    }

    @Test func pasteContinuesAcrossReads() {
        var decoder = NcursesInputDecoder()
        let now = ContinuousClock.now
        #expect(decoder.decode([.keyCode(NcursesKeyCodes.pasteStart)] + scalars("hel"), now: now).isEmpty)
        #expect(decoder.isCollectingPaste)
        #expect(decoder.decode(scalars("lo"), now: now + .milliseconds(10)).isEmpty)
        #expect(decoder.decode([.keyCode(NcursesKeyCodes.pasteEnd)], now: now + .milliseconds(20)) == [.paste("hello")])
        #expect(!decoder.isCollectingPaste)
    }

    @Test func hugePasteComesInBoundedChunks() {
        var decoder = NcursesInputDecoder(maximumPasteLength: 4)
        let events = decoder.decode([.keyCode(NcursesKeyCodes.pasteStart)] + scalars("abcdefghij") + [.keyCode(NcursesKeyCodes.pasteEnd)])
        #expect(events == [.paste("abcd"), .paste("efgh"), .paste("ij")])
    }

    @Test func pasteWithoutEndIsDeliveredAfterTheIdleTimeout() {
        var decoder = NcursesInputDecoder(pasteIdleTimeout: .milliseconds(500))
        let now = ContinuousClock.now
        #expect(decoder.decode([.keyCode(NcursesKeyCodes.pasteStart)] + scalars("lost"), now: now).isEmpty)
        #expect(decoder.decode([], now: now + .milliseconds(100)).isEmpty)
        #expect(decoder.decode(scalars("q"), now: now + .seconds(2)) == [.paste("lost"), .key(.character("q"))])
        #expect(!decoder.isCollectingPaste)
    }

    @Test func resizesCoalesceAndSurvivePastes() {
        let small = Size(width: 10, height: 5), large = Size(width: 20, height: 8)
        #expect(decode([.resize(small), .resize(large)]) == [.resize(large)])
        #expect(decode([.keyCode(NcursesKeyCodes.pasteStart), .resize(small)] + scalars("p") + [.keyCode(NcursesKeyCodes.pasteEnd)])
            == [.resize(small), .paste("p")])
    }

    @Test func mouseReports() {
        func report(_ state: mmask_t, x: Int = 3, y: Int = 4) -> NcursesInput {
            .mouse(NcursesMouseReport(x: x, y: y, buttonState: state))
        }
        let at = Point(x: 3, y: 4)
        #expect(decode([report(th_button1_pressed())]) == [.mouse(MouseEvent(.press(.left), at: at))])
        #expect(decode([report(th_button3_released())]) == [.mouse(MouseEvent(.release(.right), at: at))])
        #expect(decode([report(th_button1_clicked())])
            == [.mouse(MouseEvent(.press(.left), at: at)), .mouse(MouseEvent(.release(.left), at: at))])
        #expect(decode([report(th_mouse_clicked(2))])
            == [.mouse(MouseEvent(.press(.middle), at: at)), .mouse(MouseEvent(.release(.middle), at: at))])
        #expect(decode([report(th_button4_pressed())]) == [.mouse(MouseEvent(.scrollUp, at: at))])
        #expect(decode([report(th_button5_pressed())]) == [.mouse(MouseEvent(.scrollDown, at: at))])
        #expect(decode([report(th_report_mouse_position())]) == [.mouse(MouseEvent(.move, at: at))])
        #expect(decode([report(th_button2_pressed() | th_button_shift() | th_button_ctrl() | th_button_alt())])
            == [.mouse(MouseEvent(.press(.middle), at: at, modifiers: [.shift, .control, .alt]))])
        #expect(decode([report(0)]).isEmpty)
    }

    @Test func sgrMouseReports() {
        let sgr = NcursesInput.keyCode(NcursesKeyCodes.sgrMouse)
        #expect(decode([sgr] + scalars("0;1;1M")) == [.mouse(MouseEvent(.press(.left), at: .zero))])
        #expect(decode([sgr] + scalars("2;10;5m")) == [.mouse(MouseEvent(.release(.right), at: Point(x: 9, y: 4)))])
        #expect(decode([sgr] + scalars("65;3;4M")) == [.mouse(MouseEvent(.scrollDown, at: Point(x: 2, y: 3)))])
        #expect(decode([sgr] + scalars("35;7;8M")) == [.mouse(MouseEvent(.move, at: Point(x: 6, y: 7)))])
        #expect(decode([sgr] + scalars("29;1;1M"))
            == [.mouse(MouseEvent(.press(.middle), at: .zero, modifiers: [.shift, .alt, .control]))])
        // Horizontal wheel, extra buttons and malformed reports give nothing; what follows still decodes.
        #expect(decode([sgr] + scalars("66;1;1Mx")) == [.key(.character("x"))])
        #expect(decode([sgr] + scalars("128;1;1M")).isEmpty)
        #expect(decode([sgr] + scalars("0;1M")).isEmpty)
        #expect(decode([sgr] + scalars(";;;;;;;;;;;;1;1;1M")).isEmpty)
        #expect(decode([sgr] + scalars("0;99999999999999999999;1M"))
            == [.mouse(MouseEvent(.press(.left), at: Point(x: (1 << 20) - 1, y: 0)))])
        #expect(decode([sgr] + scalars("0;1x")) == [.key(.character("x"))])
        #expect(decode([sgr] + scalars(String(repeating: "1", count: 40) + "Mx")) == [.key(.character("x"))])
    }

    @Test func sgrMouseReportSplitAcrossReads() {
        var decoder = NcursesInputDecoder()
        let now = ContinuousClock.now
        #expect(decoder.decode([.keyCode(NcursesKeyCodes.sgrMouse)] + scalars("0;5"), now: now).isEmpty)
        #expect(decoder.decode(scalars(";6M"), now: now + .milliseconds(5))
            == [.mouse(MouseEvent(.press(.left), at: Point(x: 4, y: 5)))])
        // An unfinished report is forgotten after a while, so later typing is not swallowed.
        #expect(decoder.decode([.keyCode(NcursesKeyCodes.sgrMouse)] + scalars("0;5"), now: now).isEmpty)
        #expect(decoder.decode(scalars("7"), now: now + .seconds(1)) == [.key(.character("7"))])
    }
}
