import CNcurses
import Glibc
import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// Randomized, seeded input: mutated escape sequences, truncated UTF-8, absurd mouse reports and
/// stray paste markers never crash or hang the decoder, never produce control characters as text,
/// and never keep the next real key from arriving.
@Suite(.serialized)
@MainActor
struct RandomInputTests {
    /// Turns bytes into what `wget_wch` would hand the decoder: scalars for valid UTF-8, the raw byte
    /// for anything else.
    private static func inputs(for bytes: [UInt8]) -> [NcursesInput] {
        var result: [NcursesInput] = []
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): result.append(.scalar(scalar.value))
            case .error: result.append(.scalar(0xFFFD))
            case .emptyInput: break loop
            }
        }
        return result
    }

    /// Random key codes, mouse reports and resizes, as ncurses could report them.
    private static func randomEvent(using random: inout SeededRandom) -> NcursesInput {
        switch Int.random(in: 0..<5, using: &random) {
        case 0: return .keyCode(random.pick([NcursesKeyCodes.pasteStart, NcursesKeyCodes.pasteEnd, NcursesKeyCodes.sgrMouse]))
        case 1: return .keyCode(Int32.random(in: -10...Int32(th_key_max()) + 100, using: &random))
        case 2:
            return .mouse(NcursesMouseReport(x: Int.random(in: -100...100_000, using: &random),
                                             y: Int.random(in: -100...100_000, using: &random),
                                             buttonState: mmask_t(truncatingIfNeeded: random.next())))
        case 3: return .resize(Size(width: Int.random(in: 0...500, using: &random), height: Int.random(in: 0...500, using: &random)))
        default: return .scalar(UInt32.random(in: 0...0x11_0000, using: &random))
        }
    }

    /// Whether `scalar` is a C0 or C1 control or DEL.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
    }

    @Test func hundredThousandRandomChunksThroughTheDecoder() {
        var random = SeededRandom(seed: 0x7E57_0001)
        var decoder = NcursesInputDecoder()
        var clock = ContinuousClock.now
        var events = 0
        for _ in 0..<100_000 {
            var inputs = Self.inputs(for: InputCorpus.chunk(using: &random))
            if random.chance(0.2) { inputs.insert(Self.randomEvent(using: &random), at: Int.random(in: 0...inputs.count, using: &random)) }
            if random.chance(0.05) { clock += .milliseconds(Int.random(in: 0...1_500, using: &random)) }
            for event in decoder.decode(inputs, now: clock) {
                events += 1
                switch event {
                case .key(let key):
                    if let character = key.printableCharacter {
                        #expect(!character.unicodeScalars.contains(where: Self.isControl), "control character as text")
                    }
                case .paste(let text):
                    #expect(!text.unicodeScalars.contains { Self.isControl($0) && $0 != "\n" && $0 != "\t" })
                case .mouse, .resize:
                    break
                }
            }
        }
        #expect(events > 50_000)
        // Whatever state the garbage left behind (a paste or a mouse report in progress), a key typed
        // after a pause arrives.
        clock += .seconds(2)
        _ = decoder.decode([.keyCode(NcursesKeyCodes.pasteEnd)], now: clock)
        clock += .seconds(2)
        #expect(decoder.decode([.scalar(0x78)], now: clock).last == .key(KeyEvent(.character("x"))))
    }

    @Test func randomBytesThroughTheRealTerminal() throws {
        let pty = try PseudoTerminal()
        let terminal = try NcursesTerminal(inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave, termName: "xterm-256color")
        try terminal.start()
        defer { terminal.restore() }
        pty.drain()
        var random = SeededRandom(seed: 0x7E57_0002)
        let screen = Rect(origin: .zero, size: terminal.size)
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...8, using: &random) { bytes += InputCorpus.chunk(using: &random) }
            pty.type(bytes)
            let start = ContinuousClock.now
            for event in terminal.readEvents() {
                if case .mouse(let mouse) = event { #expect(screen.contains(mouse.position)) }
                if case .key(let key) = event, let character = key.printableCharacter {
                    #expect(!character.unicodeScalars.contains(where: Self.isControl))
                }
            }
            #expect(ContinuousClock.now - start < .seconds(2), "a read never blocks")
            pty.drain(waitMilliseconds: 0)
        }
        // End any paste the garbage started, wait out the timeouts, and type a key: it arrives.
        pty.type("\u{1b}[201~")
        usleep(50_000)
        _ = terminal.readEvents()
        usleep(1_100_000)
        _ = terminal.readEvents()
        pty.type("x")
        var events: [InputEvent] = []
        for _ in 0..<40 where !events.contains(.key(KeyEvent(.character("x")))) {
            usleep(10_000)
            events += terminal.readEvents()
        }
        #expect(events.contains(.key(KeyEvent(.character("x")))))
    }
}
