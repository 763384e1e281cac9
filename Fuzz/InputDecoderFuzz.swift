import CNcurses

/// Feeds fuzzer bytes through the same path as terminal input: bytes through ``UTF8Assembler``, then
/// ``NcursesInputDecoder``. Bytes that never occur in UTF-8 stand for what ncurses reports besides
/// characters: 0xF8 paste start, 0xF9 paste end, 0xFA SGR mouse start, 0xFB a key code (next two bytes),
/// 0xFC a mouse report (next five bytes), 0xFD a pause (next byte × 10 ms), 0xFF the end of one read.
///
/// Invariants: no crash, no control character in a key's text or (besides line breaks and tabs) in a paste,
/// and a key typed after a long pause always arrives.
@MainActor
enum InputDecoderFuzz {
    static func run(_ bytes: [UInt8]) {
        var decoder = NcursesInputDecoder()
        var assembler = UTF8Assembler()
        var clock = ContinuousClock.now
        var inputs: [NcursesInput] = []
        var index = 0
        func next() -> UInt8 {
            defer { index += 1 }
            return index < bytes.count ? bytes[index] : 0
        }
        func flush() {
            check(decoder.decode(inputs, now: clock))
            inputs.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = next()
            switch byte {
            case 0xF8: inputs.append(.keyCode(NcursesKeyCodes.pasteStart))
            case 0xF9: inputs.append(.keyCode(NcursesKeyCodes.pasteEnd))
            case 0xFA: inputs.append(.keyCode(NcursesKeyCodes.sgrMouse))
            case 0xFB: inputs.append(.keyCode(Int32(next()) << 8 | Int32(next())))
            case 0xFC:
                let report = NcursesMouseReport(x: Int(Int8(bitPattern: next())) * 50, y: Int(next()),
                                                buttonState: mmask_t(next()) << 16 | mmask_t(next()) << 8 | mmask_t(next()))
                inputs.append(.mouse(report))
            case 0xFD: clock += .milliseconds(Int(next()) * 10)
            case 0xFF: flush()
            default:
                if let scalar = assembler.push(byte) { inputs.append(.scalar(scalar.value)) }
            }
        }
        flush()
        clock += .seconds(2)
        _ = decoder.decode([.keyCode(NcursesKeyCodes.pasteEnd)], now: clock)
        clock += .seconds(2)
        precondition(decoder.decode([.scalar(0x78)], now: clock).last == .key(KeyEvent(.character("x"))),
                     "a key after a pause did not arrive")
    }

    private static func check(_ events: [InputEvent]) {
        for event in events {
            switch event {
            case .key(let key):
                if let character = key.printableCharacter {
                    precondition(!containsControl(String(character)), "control character as text")
                }
            case .paste(let text):
                precondition(!containsControl(text, allowed: ["\n", "\t"]), "control character in a paste")
            case .mouse, .resize:
                break
            }
        }
    }
}
