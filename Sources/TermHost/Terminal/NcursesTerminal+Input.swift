import CNcurses

extension NcursesTerminal {
    /// Most `wget_wch` results read in one call; the rest stay queued for the next call, so that a flood
    /// of input cannot keep one call busy forever.
    static let readLimit = 1 << 16

    /// Reads every input event available now without blocking (a lone ESC waits for the escape delay,
    /// 25 ms, to tell it from the start of a sequence).
    ///
    /// A resize reported by ncurses is delivered only when the size differs from the last one reported
    /// here or returned by ``updateSize()``. Mouse reports outside the screen (what a truncated or garbled
    /// report decodes to) are dropped.
    public func readEvents() -> [InputEvent] {
        guard let session else { return [] }
        var inputs: [NcursesInput] = []
        while inputs.count < Self.readLimit {
            var character: wint_t = 0
            let status = wget_wch(session.window, &character)
            if status == ERR { break }
            guard status == th_key_code_yes() else {
                inputs.append(.scalar(UInt32(character)))
                continue
            }
            switch Int32(bitPattern: character) {
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
        let screen = Rect(origin: .zero, size: size)
        return decoder.decode(inputs).filter { event in
            if case .mouse(let mouse) = event { return screen.contains(mouse.position) }
            return true
        }
    }
}
