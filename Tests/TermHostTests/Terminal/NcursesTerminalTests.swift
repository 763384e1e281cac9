import CNcurses
import Glibc
import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// A byte sequence typed on a real terminal and the events it must decode to.
struct TypedSequence: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var expected: [InputEvent]

    init(_ name: String, _ text: String, _ expected: [InputEvent]) {
        self.name = name
        self.bytes = Array(text.utf8)
        self.expected = expected
    }

    init(_ name: String, _ text: String, _ key: KeyEvent) {
        self.init(name, text, [.key(key)])
    }

    var testDescription: String { name }
}

private func key(_ key: Key, _ modifiers: KeyModifiers = []) -> KeyEvent { KeyEvent(key, modifiers: modifiers) }

private let typedSequences: [TypedSequence] = [
    TypedSequence("a", "a", .character("a")),
    TypedSequence("é (2 bytes)", "é", .character("é")),
    TypedSequence("世 (3 bytes)", "世", .character("世")),
    TypedSequence("🙂 (4 bytes)", "🙂", .character("🙂")),
    TypedSequence("e + combining acute", "e\u{301}", .character("e\u{301}")),
    TypedSequence("family emoji ZWJ sequence", "👩\u{200D}👩\u{200D}👧", .character("👩\u{200D}👩\u{200D}👧")),
    TypedSequence("two letters", "ab", [.key(.character("a")), .key(.character("b"))]),
    TypedSequence("up CSI", "\u{1b}[A", key(.up)),
    TypedSequence("down CSI", "\u{1b}[B", key(.down)),
    TypedSequence("right CSI", "\u{1b}[C", key(.right)),
    TypedSequence("left CSI", "\u{1b}[D", key(.left)),
    TypedSequence("up SS3", "\u{1b}OA", key(.up)),
    TypedSequence("home CSI", "\u{1b}[H", key(.home)),
    TypedSequence("home SS3", "\u{1b}OH", key(.home)),
    TypedSequence("home VT220", "\u{1b}[1~", key(.home)),
    TypedSequence("end CSI", "\u{1b}[F", key(.end)),
    TypedSequence("end SS3", "\u{1b}OF", key(.end)),
    TypedSequence("end VT220", "\u{1b}[4~", key(.end)),
    TypedSequence("page up", "\u{1b}[5~", key(.pageUp)),
    TypedSequence("page down", "\u{1b}[6~", key(.pageDown)),
    TypedSequence("insert", "\u{1b}[2~", key(.insert)),
    TypedSequence("delete", "\u{1b}[3~", key(.delete)),
    TypedSequence("F1", "\u{1b}OP", key(.function(1))),
    TypedSequence("F2", "\u{1b}OQ", key(.function(2))),
    TypedSequence("F3", "\u{1b}OR", key(.function(3))),
    TypedSequence("F4", "\u{1b}OS", key(.function(4))),
    TypedSequence("F5", "\u{1b}[15~", key(.function(5))),
    TypedSequence("F6", "\u{1b}[17~", key(.function(6))),
    TypedSequence("F7", "\u{1b}[18~", key(.function(7))),
    TypedSequence("F8", "\u{1b}[19~", key(.function(8))),
    TypedSequence("F9", "\u{1b}[20~", key(.function(9))),
    TypedSequence("F10", "\u{1b}[21~", key(.function(10))),
    TypedSequence("F11", "\u{1b}[23~", key(.function(11))),
    TypedSequence("F12", "\u{1b}[24~", key(.function(12))),
    TypedSequence("shift left", "\u{1b}[1;2D", key(.left, .shift)),
    TypedSequence("shift up", "\u{1b}[1;2A", key(.up, .shift)),
    TypedSequence("ctrl left", "\u{1b}[1;5D", key(.left, .control)),
    TypedSequence("ctrl right", "\u{1b}[1;5C", key(.right, .control)),
    TypedSequence("alt up", "\u{1b}[1;3A", key(.up, .alt)),
    TypedSequence("ctrl delete", "\u{1b}[3;5~", key(.delete, .control)),
    TypedSequence("tab", "\t", key(.tab)),
    TypedSequence("back tab", "\u{1b}[Z", key(.backTab)),
    TypedSequence("enter CR", "\r", key(.enter)),
    TypedSequence("enter LF", "\n", key(.enter)),
    TypedSequence("keypad enter", "\u{1b}OM", key(.enter)),
    TypedSequence("backspace DEL", "\u{7f}", key(.backspace)),
    TypedSequence("backspace BS", "\u{08}", key(.backspace)),
    TypedSequence("escape", "\u{1b}", key(.escape)),
    TypedSequence("ctrl-a", "\u{01}", .control("a")),
    TypedSequence("ctrl-c (raw mode: no signal)", "\u{03}", .control("c")),
    TypedSequence("ctrl-z (raw mode: no signal)", "\u{1a}", .control("z")),
    TypedSequence("ctrl-space", "\u{00}", key(.character(" "), .control)),
    TypedSequence("alt-b", "\u{1b}b", .alt("b")),
    TypedSequence("alt-enter", "\u{1b}\r", key(.enter, .alt)),
    TypedSequence("bracketed paste", "\u{1b}[200~hello\nworld\u{1b}[201~", [.paste("hello\nworld")]),
    TypedSequence("bracketed paste with CR and escape-looking text", "\u{1b}[200~a\rb\u{1b}[201~", [.paste("a\nb")]),
    TypedSequence(
        "SGR mouse press and release", "\u{1b}[<0;1;1M\u{1b}[<0;1;1m",
        [.mouse(MouseEvent(.press(.left), at: .zero)), .mouse(MouseEvent(.release(.left), at: .zero))]),
    TypedSequence("SGR mouse right press", "\u{1b}[<2;10;5M", [.mouse(MouseEvent(.press(.right), at: Point(x: 9, y: 4)))]),
    TypedSequence("SGR wheel up", "\u{1b}[<64;5;3M", [.mouse(MouseEvent(.scrollUp, at: Point(x: 4, y: 2)))]),
    TypedSequence("SGR wheel down", "\u{1b}[<65;5;3M", [.mouse(MouseEvent(.scrollDown, at: Point(x: 4, y: 2)))]),
    TypedSequence(
        "SGR ctrl-click", "\u{1b}[<16;3;2M",
        [.mouse(MouseEvent(.press(.left), at: Point(x: 2, y: 1), modifiers: .control))]),
]

private let garbageSequences: [(String, [UInt8])] = [
    ("truncated CSI", Array("\u{1b}[".utf8)),
    ("huge parameter", Array("\u{1b}[99999999999~".utf8)),
    ("invalid UTF-8", [0xFF, 0xFE]),
    ("truncated UTF-8", [0xE4, 0xB8]),
    ("lone continuation bytes", [0x80, 0xBF, 0x9B]),
    ("X10 mouse report (xterm-256color declares SGR)", Array("\u{1b}[M !!".utf8)),
    ("truncated SGR mouse", Array("\u{1b}[<0;1".utf8)),
    ("SGR mouse out of range", Array("\u{1b}[<0;99999;99999M".utf8)),
    ("paste end without start", Array("\u{1b}[201~".utf8)),
    ("SGR mouse with too many parameters", Array("\u{1b}[<;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;;1;1;1;1;1M".utf8)),
    ("SGR mouse with endless parameters", Array(("\u{1b}[<" + String(repeating: "1;", count: 200) + "M").utf8)),
    ("pseudo-random bytes", (0..<512).map { UInt8(truncatingIfNeeded: ($0 &* 2_654_435_761) >> 7) }),
]

/// Drives the real ``NcursesTerminal`` through a pseudo-terminal. ncurses has process-wide state, so
/// these tests run one at a time on the main actor.
@Suite(.serialized)
@MainActor
struct NcursesTerminalTests {
    /// A started terminal on a fresh 80x24 pseudo-terminal, its start-up output drained.
    private func startedTerminal(_ termName: String = "xterm-256color") throws -> (PseudoTerminal, NcursesTerminal) {
        let pty = try PseudoTerminal()
        let terminal = try NcursesTerminal(
            inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave, termName: termName)
        try terminal.start()
        pty.drain()
        return (pty, terminal)
    }

    /// Reads events until `count` have arrived (then once more, to catch extras) or `timeout` has passed.
    private func readEvents(
        _ terminal: NcursesTerminal, _ pty: PseudoTerminal, count: Int, timeout: Duration = .seconds(1)
    ) -> [InputEvent] {
        var events: [InputEvent] = []
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            events += terminal.readEvents()
            pty.drain(waitMilliseconds: 0)
            if events.count >= count {
                usleep(40_000)
                events += terminal.readEvents()
                break
            }
            usleep(5_000)
        }
        return events
    }

    @Test(arguments: typedSequences)
    func decodesTypedSequence(_ sequence: TypedSequence) throws {
        let (pty, terminal) = try startedTerminal()
        defer { terminal.restore() }
        pty.type(sequence.bytes)
        #expect(readEvents(terminal, pty, count: sequence.expected.count) == sequence.expected)
    }

    @Test(arguments: garbageSequences.map(\.0))
    func survivesGarbage(_ name: String) throws {
        let bytes = try #require(garbageSequences.first { $0.0 == name }).1
        let (pty, terminal) = try startedTerminal()
        defer { terminal.restore() }
        pty.type(bytes)
        _ = readEvents(terminal, pty, count: Int.max / 2, timeout: .milliseconds(150))
        pty.type("x")
        let events = readEvents(terminal, pty, count: 1)
        #expect(events.last == .key(.character("x")))
    }

    /// tmux and screen report the mouse in the X10 format, which ncurses decodes itself.
    @Test(arguments: [
        TypedSequence("X10 press", "\u{1b}[M !!", [.mouse(MouseEvent(.press(.left), at: .zero))]),
        TypedSequence(
            "X10 press and release", "\u{1b}[M %#\u{1b}[M#%#",
            [.mouse(MouseEvent(.press(.left), at: Point(x: 4, y: 2))), .mouse(MouseEvent(.release(.left), at: Point(x: 4, y: 2)))]),
        TypedSequence("X10 wheel up", "\u{1b}[M`!!", [.mouse(MouseEvent(.scrollUp, at: .zero))]),
        TypedSequence("X10 wheel down", "\u{1b}[Ma!!", [.mouse(MouseEvent(.scrollDown, at: .zero))]),
        // ncurses decodes a truncated report from what it has: a press far outside the screen, which is dropped.
        TypedSequence("truncated X10 report, then x", "\u{1b}[M ", []),
    ])
    func decodesX10MouseUnderTmux(_ sequence: TypedSequence) throws {
        let (pty, terminal) = try startedTerminal("tmux-256color")
        defer { terminal.restore() }
        pty.type(sequence.bytes)
        let events = readEvents(terminal, pty, count: max(1, sequence.expected.count), timeout: .milliseconds(500))
        #expect(events.filter { if case .mouse = $0 { true } else { false } } == sequence.expected)
        pty.type("x")
        #expect(readEvents(terminal, pty, count: 1).last == .key(.character("x")))
    }

    @Test func pasteSplitAcrossReadsIsOneEvent() throws {
        let (pty, terminal) = try startedTerminal()
        defer { terminal.restore() }
        pty.type("\u{1b}[200~first half ")
        usleep(50_000)
        #expect(terminal.readEvents().isEmpty)
        pty.type("second half\u{1b}[201~")
        #expect(readEvents(terminal, pty, count: 1) == [.paste("first half second half")])
    }

    @Test func largePasteArrivesWhole() throws {
        let (pty, terminal) = try startedTerminal()
        defer { terminal.restore() }
        let text = String(repeating: "0123456789abcdef", count: 1024)
        pty.type("\u{1b}[200~")
        let bytes = Array(text.utf8)
        for chunk in stride(from: 0, to: bytes.count, by: 512) {
            pty.type(Array(bytes[chunk..<min(chunk + 512, bytes.count)]))
            _ = terminal.readEvents()
        }
        pty.type("\u{1b}[201~")
        #expect(readEvents(terminal, pty, count: 1) == [.paste(text)])
    }

    @Test func startAndRestoreLeaveTheTTYModesAsFound() throws {
        let pty = try PseudoTerminal()
        let before = pty.modes()
        let terminal = try NcursesTerminal(
            inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave, termName: "xterm-256color")
        #expect(sameModes(before, pty.modes()), "init changed the modes")
        try terminal.start()
        pty.drain()
        #expect(!sameModes(before, pty.modes()), "start did not change the modes")
        terminal.restore()
        terminal.restore()
        pty.drain()
        #expect(sameModes(before, pty.modes()))
        #expect(!terminal.isStarted)
    }

    @Test func startAfterRestoreWorksAgain() throws {
        let (pty, terminal) = try startedTerminal()
        terminal.restore()
        try terminal.start()
        defer { terminal.restore() }
        pty.drain()
        pty.type("q")
        #expect(readEvents(terminal, pty, count: 1) == [.key(.character("q"))])
    }

    @Test func restoreTurnsBracketedPasteOffAndLeavesTheAlternateScreen() throws {
        let (pty, terminal) = try startedTerminal()
        terminal.restore()
        let output = String(decoding: pty.drain(), as: UTF8.self)
        #expect(output.contains("\u{1b}[?2004l"))
        #expect(output.contains("\u{1b}[?1049l"))
    }

    @Test func startEnablesBracketedPasteAndTheAlternateScreen() throws {
        let pty = try PseudoTerminal()
        let terminal = try NcursesTerminal(
            inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave, termName: "xterm-256color")
        try terminal.start()
        defer { terminal.restore() }
        terminal.present(cursor: nil)
        let output = String(decoding: pty.drain(), as: UTF8.self)
        #expect(output.contains("\u{1b}[?2004h"))
        #expect(output.contains("\u{1b}[?1049h"))
    }

    @Test func putAndPresentDrawTheCell() throws {
        let (pty, terminal) = try startedTerminal()
        defer { terminal.restore() }
        terminal.present(cursor: nil)
        pty.drain()
        terminal.put(Cell("X", style: Style(foreground: .red, attributes: .bold)), at: Point(x: 5, y: 2))
        terminal.put(Cell("世", width: 2), at: Point(x: 10, y: 3))
        terminal.put(Cell(" ", width: 0), at: Point(x: 11, y: 3))
        terminal.put(Cell("\u{1b}"), at: Point(x: 0, y: 0))
        terminal.put(Cell("Z"), at: Point(x: 79, y: 23))
        terminal.put(Cell("!"), at: Point(x: 500, y: 500))
        terminal.present(cursor: Point(x: 1, y: 1))
        let output = String(decoding: pty.drain(), as: UTF8.self)
        #expect(output.contains("X"))
        #expect(output.contains("世"))
        #expect(output.contains("Z"))
        #expect(output.contains("\u{FFFD}"))
        #expect(!output.contains("!"))
    }

    @Test func coloursAreSentAsPalettePairs() throws {
        let (pty, terminal) = try startedTerminal()
        defer { terminal.restore() }
        terminal.put(Cell("R", style: Style(foreground: .rgb(255, 0, 0), background: .indexed(21))), at: Point(x: 0, y: 0))
        for index in 0..<300 {
            let style = Style(foreground: .indexed(UInt8(index % 256)), background: .indexed(UInt8((index * 7) % 256)))
            terminal.put(Cell("c", style: style), at: Point(x: index % 80, y: 1 + index / 80))
        }
        terminal.present(cursor: nil)
        let output = String(decoding: pty.drain(), as: UTF8.self)
        #expect(output.contains("38;5;196"))
        #expect(output.contains("48;5;21"))
    }

    @Test func releasingAStartedTerminalRestoresTheTTY() throws {
        let pty = try PseudoTerminal()
        let before = pty.modes()
        do {
            let terminal = try NcursesTerminal(
                inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave, termName: "xterm-256color")
            try terminal.start()
            pty.drain()
        }
        pty.drain()
        #expect(sameModes(before, pty.modes()))
    }

    @Test func nothingIsWrittenWithoutChanges() throws {
        let (pty, terminal) = try startedTerminal()
        defer { terminal.restore() }
        terminal.put(Cell("X"), at: Point(x: 5, y: 2))
        terminal.present(cursor: nil)
        pty.drain()
        terminal.put(Cell("X"), at: Point(x: 5, y: 2))
        terminal.present(cursor: nil)
        #expect(pty.drain().isEmpty)
    }

    @Test func sizeAndCapabilities() throws {
        let (pty, terminal) = try startedTerminal()
        defer { terminal.restore() }
        #expect(terminal.size == Size(width: 80, height: 24))
        #expect(terminal.capabilities.colorCount == 256)
        #expect(terminal.capabilities.mouse)
        #expect(terminal.capabilities.lineDrawing)
        #expect(terminal.inputFileDescriptor == pty.slave)
    }

    @Test func updateSizeFollowsTheTTY() throws {
        let (pty, terminal) = try startedTerminal()
        defer { terminal.restore() }
        pty.setSize(columns: 100, rows: 30)
        #expect(terminal.updateSize() == Size(width: 100, height: 30))
        #expect(terminal.size == Size(width: 100, height: 30))
        // The KEY_RESIZE that resizeterm queues repeats a size the application already has.
        usleep(20_000)
        #expect(!terminal.readEvents().contains { if case .resize = $0 { true } else { false } })
    }

    @Test func readEventsBeforeStartIsEmpty() throws {
        let pty = try PseudoTerminal()
        let terminal = try NcursesTerminal(
            inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave, termName: "xterm-256color")
        pty.type("a")
        #expect(terminal.readEvents().isEmpty)
        terminal.put(Cell("X"), at: .zero)
        terminal.present(cursor: nil)
        terminal.restore()
        // Only the TTY's own echo of the typed "a" comes back: no escape sequence was written.
        #expect(!pty.drain().contains(0x1B))
    }

    @Test func nonTerminalDescriptorsAreRejected() throws {
        var pipeEnds: [Int32] = [0, 0]
        #expect(pipe(&pipeEnds) == 0)
        defer { pipeEnds.forEach { Glibc.close($0) } }
        #expect(throws: TerminalError.notATerminal) {
            _ = try NcursesTerminal(inputFileDescriptor: pipeEnds[0], outputFileDescriptor: pipeEnds[1], termName: "xterm-256color")
        }
        let null = open("/dev/null", O_RDWR)
        defer { Glibc.close(null) }
        #expect(throws: TerminalError.notATerminal) {
            _ = try NcursesTerminal(inputFileDescriptor: null, outputFileDescriptor: null, termName: "xterm-256color")
        }
        let pty = try PseudoTerminal()
        #expect(throws: TerminalError.notATerminal) {
            _ = try NcursesTerminal(inputFileDescriptor: pty.slave, outputFileDescriptor: null, termName: "xterm-256color")
        }
    }

    @Test(arguments: ["dumb", "no-such-term-xyz", ""])
    func unsupportedTerminalTypesAreRejected(_ name: String) throws {
        let pty = try PseudoTerminal()
        #expect(throws: TerminalError.unsupportedTerminal(name)) {
            _ = try NcursesTerminal(inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave, termName: name)
        }
    }

    @Test func terminalWithoutColoursIsMonochrome() throws {
        let pty = try PseudoTerminal()
        let terminal = try NcursesTerminal(
            inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave, termName: "vt100")
        try terminal.start()
        defer { terminal.restore() }
        #expect(terminal.capabilities.colorCount == 0)
        terminal.put(Cell("X", style: Style(foreground: .red)), at: Point(x: 1, y: 1))
        terminal.present(cursor: nil)
        #expect(String(decoding: pty.drain(), as: UTF8.self).contains("X"))
    }
}
