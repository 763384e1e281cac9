import CNcurses

/// Turns what ncurses reads (characters, key codes, mouse reports) into TermHost input events.
///
/// A pure value type: it never touches the terminal, so it is tested with hand-made input.
/// It keeps state between calls only for a bracketed paste whose end has not arrived yet.
///
/// Decoding rules:
/// - Ctrl with a letter arrives as the control code 1...26 and becomes ``KeyEvent/control(_:)``;
///   Ctrl-Space (NUL) becomes Ctrl with a space. Tab (9), Enter (10, 13) and Backspace (8, 127) keep their names.
/// - ESC followed in the same read by a key is that key with ``KeyModifiers/alt``; a lone ESC is ``Key/escape``.
/// - Scalars that extend the previous character's grapheme cluster (combining marks, emoji
///   sequences) are merged into one character event.
/// - Between the paste start and end codes every character is collected into one ``InputEvent/paste(_:)``,
///   across calls if needed; CR and CR LF become LF, other control characters are dropped.
/// - After the SGR mouse code, the report's parameters and final `M` or `m` arrive as characters and are
///   decoded into mouse events (bounded in length; an interrupted report is dropped).
/// - Unknown key codes, invalid scalars and C1 control characters are dropped.
struct NcursesInputDecoder {
    /// Key code to key, for this terminal (the standard codes plus its extended ones).
    var keyCodes: [Int32: KeyEvent]
    /// Code ncurses returns for the bracketed-paste start sequence.
    var pasteStartCode: Int32
    /// Code ncurses returns for the bracketed-paste end sequence.
    var pasteEndCode: Int32
    /// A paste longer than this many scalars is delivered in several ``InputEvent/paste(_:)`` events.
    var maximumPasteLength: Int
    /// A paste whose end has not arrived after this long without new input is delivered as it is,
    /// so that a lost end sequence cannot swallow the keys typed afterwards.
    var pasteIdleTimeout: Duration

    private struct PendingPaste {
        var text = String.UnicodeScalarView()
        var length = 0
        var lastScalarWasCarriageReturn = false
        var lastActivity: ContinuousClock.Instant
    }

    private var paste: PendingPaste?
    /// The parameter characters of an SGR mouse report read so far, and when it started.
    private var mouseReport: PendingMouseReport?

    private struct PendingMouseReport {
        var text: [UInt8] = []
        var overflowed = false
        var start: ContinuousClock.Instant
    }

    /// Longest SGR mouse report body kept (`<` excluded; xterm's longest is about 16); a longer one is
    /// consumed and dropped.
    static let maximumMouseReportLength = 32
    /// A mouse report not finished after this long is dropped.
    static let mouseReportTimeout: Duration = .milliseconds(100)

    /// Creates a decoder.
    init(
        keyCodes: [Int32: KeyEvent] = NcursesKeyCodes.standard,
        pasteStartCode: Int32 = NcursesKeyCodes.pasteStart,
        pasteEndCode: Int32 = NcursesKeyCodes.pasteEnd,
        maximumPasteLength: Int = 1 << 20,
        pasteIdleTimeout: Duration = .seconds(1)
    ) {
        self.keyCodes = keyCodes
        self.pasteStartCode = pasteStartCode
        self.pasteEndCode = pasteEndCode
        self.maximumPasteLength = max(1, maximumPasteLength)
        self.pasteIdleTimeout = pasteIdleTimeout
    }

    /// True while a bracketed paste has started and not yet ended.
    var isCollectingPaste: Bool { paste != nil }

    /// Records that input was still arriving at `instant` (the end of a read that returned input), so
    /// that the time spent reading and decoding a long paste never counts as idle time.
    mutating func noteActivity(at instant: ContinuousClock.Instant) {
        paste?.lastActivity = instant
    }

    /// Decodes one read's worth of input. `now` is used only for the paste idle timeout.
    mutating func decode(_ inputs: [NcursesInput], now: ContinuousClock.Instant = .now) -> [InputEvent] {
        var events: [InputEvent] = []
        if let pending = paste, now - pending.lastActivity >= pasteIdleTimeout {
            if pending.length > 0 { events.append(.paste(String(pending.text))) }
            paste = nil
        }
        if let report = mouseReport, now - report.start >= Self.mouseReportTimeout {
            mouseReport = nil
        }
        // True when the last event came from the input just before and is a plain character,
        // so that a following combining scalar may join it.
        var mayExtendLastCharacter = false
        var index = 0
        while index < inputs.count {
            let input = inputs[index]
            index += 1
            if paste != nil {
                collectPaste(input, now: now, into: &events)
                mayExtendLastCharacter = false
                continue
            }
            if mouseReport != nil, collectMouseReport(input, into: &events) {
                mayExtendLastCharacter = false
                continue
            }
            switch input {
            case .keyCode(let code) where code == NcursesKeyCodes.sgrMouse:
                mouseReport = PendingMouseReport(start: now)
                mayExtendLastCharacter = false
            case .keyCode(let code) where code == pasteStartCode:
                paste = PendingPaste(lastActivity: now)
                mayExtendLastCharacter = false
            case .scalar(27):
                if index < inputs.count, inputs[index] != .scalar(27), let key = keyEvent(for: inputs[index]) {
                    index += 1
                    events.append(.key(KeyEvent(key.key, modifiers: key.modifiers.union(.alt))))
                } else {
                    events.append(.key(KeyEvent(.escape)))
                }
                mayExtendLastCharacter = false
            case .scalar(let value):
                if mayExtendLastCharacter, let scalar = Unicode.Scalar(value),
                   case .key(let last)? = events.last, let character = last.printableCharacter {
                    var merged = String(character)
                    merged.unicodeScalars.append(scalar)
                    if merged.count == 1, let combined = merged.first {
                        events[events.count - 1] = .key(KeyEvent(.character(combined)))
                        continue
                    }
                }
                guard let key = keyEvent(for: input) else {
                    mayExtendLastCharacter = false
                    continue
                }
                events.append(.key(key))
                mayExtendLastCharacter = key.printableCharacter != nil
            case .keyCode:
                if let key = keyEvent(for: input) { events.append(.key(key)) }
                mayExtendLastCharacter = false
            case .mouse(let report):
                events.append(contentsOf: Self.mouseEvents(for: report).map(InputEvent.mouse))
                mayExtendLastCharacter = false
            case .resize(let size):
                appendResize(size, to: &events)
                mayExtendLastCharacter = false
            }
        }
        return events
    }

    /// The key event for one character or key code, or `nil` when it means nothing.
    private func keyEvent(for input: NcursesInput) -> KeyEvent? {
        switch input {
        case .keyCode(let code):
            return keyCodes[code]
        case .scalar(let value):
            return Self.keyEvent(forScalar: value)
        case .mouse, .resize:
            return nil
        }
    }

    /// The key event for a character `wget_wch` returned with `OK`.
    static func keyEvent(forScalar value: UInt32) -> KeyEvent? {
        switch value {
        case 0:
            return KeyEvent(.character(" "), modifiers: .control)
        case 8, 127:
            return KeyEvent(.backspace)
        case 9:
            return KeyEvent(.tab)
        case 10, 13:
            return KeyEvent(.enter)
        case 27:
            return KeyEvent(.escape)
        case 1...26:
            return controlKey(UInt8(value) + 0x60)
        case 28...31:
            // Ctrl-\ Ctrl-] Ctrl-^ Ctrl-_
            return controlKey(UInt8(value) + 0x40)
        case 0x80...0x9F:
            return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return KeyEvent(.character(Character(scalar)))
        }
    }

    private static func controlKey(_ ascii: UInt8) -> KeyEvent {
        KeyEvent(.character(Character(Unicode.Scalar(ascii))), modifiers: .control)
    }

    /// Adds one input to the pending SGR mouse report; returns false (and drops the report) when the
    /// input does not belong to it.
    private mutating func collectMouseReport(_ input: NcursesInput, into events: inout [InputEvent]) -> Bool {
        guard var report = mouseReport, case .scalar(let value) = input, let byte = UInt8(exactly: value) else {
            mouseReport = nil
            return false
        }
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: ";"):
            // Too long: keep consuming it, but remember that it is invalid (an empty text decodes to nothing).
            if report.text.count < Self.maximumMouseReportLength && !report.overflowed {
                report.text.append(byte)
            } else {
                report.overflowed = true
                report.text.removeAll()
            }
            mouseReport = report
        case UInt8(ascii: "M"), UInt8(ascii: "m"):
            mouseReport = nil
            let mouse = Self.sgrMouseEvents(parameters: report.text, released: byte == UInt8(ascii: "m"))
            events.append(contentsOf: mouse.map(InputEvent.mouse))
        default:
            mouseReport = nil
            return false
        }
        return true
    }

    private func appendResize(_ size: Size, to events: inout [InputEvent]) {
        if case .resize? = events.last {
            events[events.count - 1] = .resize(size)
        } else {
            events.append(.resize(size))
        }
    }

    /// Adds one input to the pending paste, or ends it.
    private mutating func collectPaste(_ input: NcursesInput, now: ContinuousClock.Instant, into events: inout [InputEvent]) {
        guard var pending = paste else { return }
        pending.lastActivity = now
        var isCarriageReturn = false
        switch input {
        case .keyCode(let code) where code == pasteEndCode:
            events.append(.paste(String(pending.text)))
            paste = nil
            return
        case .resize(let size):
            appendResize(size, to: &events)
        case .keyCode(let code) where keyCodes[code]?.key == .enter:
            append("\n", to: &pending)
        case .keyCode, .mouse:
            break
        case .scalar(let value):
            switch value {
            case 13:
                append("\n", to: &pending)
                isCarriageReturn = true
            case 10:
                if !pending.lastScalarWasCarriageReturn { append("\n", to: &pending) }
            case 9:
                append("\t", to: &pending)
            case 0..<32, 127, 0x80...0x9F:
                break
            default:
                if let scalar = Unicode.Scalar(value) { append(scalar, to: &pending) }
            }
        }
        pending.lastScalarWasCarriageReturn = isCarriageReturn
        if pending.length >= maximumPasteLength {
            events.append(.paste(String(pending.text)))
            pending.text = String.UnicodeScalarView()
            pending.length = 0
        }
        paste = pending
    }

    private func append(_ scalar: Unicode.Scalar, to pending: inout PendingPaste) {
        pending.text.append(scalar)
        pending.length += 1
    }
}
