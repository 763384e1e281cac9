import CNcurses

extension NcursesTerminal {
    /// Most `wgetch` results read in one call; the rest stay queued for the next call, so that a flood
    /// of input cannot keep one call busy forever.
    static let readLimit = 1 << 16

    /// Reads every input event available now without blocking (a lone ESC waits for the escape delay,
    /// 25 ms, to tell it from the start of a sequence).
    ///
    /// Characters are read as bytes (`wgetch`) and assembled by a `UTF8Assembler` that keeps a
    /// character split across two reads, which `wget_wch` would lose on the non-blocking descriptor.
    ///
    /// A resize reported by ncurses is delivered only when the size differs from the last one reported
    /// here or returned by ``updateSize()``. Mouse reports outside the screen (what a truncated or garbled
    /// report decodes to) are dropped.
    public func readEvents() -> [InputEvent] {
        guard let session else { return [] }
        // The paste idle timeout counts from the end of the last read that returned input to the start
        // of this one: a slow read of a long paste (or a slow process) must not cut the paste in two.
        let readStart = ContinuousClock.now
        var inputs: [NcursesInput] = []
        if !read(from: session, into: &inputs) {
            // Nothing at all was read: the readiness was either spurious or the end of the terminal.
            switch session.inputEnd() {
            case .ended:
                hasHungUp = true
            case .byte(let byte):
                _ = ungetch(Int32(byte))
                _ = read(from: session, into: &inputs)
            case .open:
                break
            }
        }
        // wgetch refreshes a window it finds changed: send what that wrote.
        session.output.pump()
        let screen = Rect(origin: .zero, size: size)
        let events = decoder.decode(inputs, now: readStart)
        if !inputs.isEmpty { decoder.noteActivity(at: .now) }
        return events.filter { event in
            if case .mouse(let mouse) = event { return screen.contains(mouse.position) }
            return true
        }
    }

    /// Reads what ncurses has (at most ``readLimit`` results) into `inputs`; returns whether anything
    /// at all was read, even bytes that decode to nothing yet (part of a character or of a paste).
    private func read(from session: NcursesSession, into inputs: inout [NcursesInput]) -> Bool {
        var reads = 0
        while reads < Self.readLimit {
            let code = wgetch(session.window)
            if code == ERR { break }
            reads += 1
            if let byte = UInt8(exactly: code) {
                if let scalar = utf8.push(byte) { inputs.append(.scalar(scalar.value)) }
                continue
            }
            utf8.reset()
            switch code {
            case KEY_MOUSE:
                var event = MEVENT()
                if getmouse(&event) == OK {
                    inputs.append(.mouse(NcursesMouseReport(x: Int(event.x), y: Int(event.y), buttonState: event.bstate)))
                }
            case KEY_RESIZE:
                let newSize = refreshSize()
                if newSize != reportedSize {
                    reportedSize = newSize
                    inputs.append(.resize(newSize))
                }
            case let code:
                inputs.append(.keyCode(code))
            }
        }
        return reads > 0
    }
}
