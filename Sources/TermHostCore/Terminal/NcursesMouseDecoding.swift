import CNcurses

extension NcursesInputDecoder {
    private static let buttons: [(number: Int32, button: MouseButton)] = [(1, .left), (2, .middle), (3, .right)]

    /// The mouse events one `getmouse` report stands for.
    ///
    /// A click (ncurses merges press and release into `BUTTONn_CLICKED` when `mouseinterval` is not 0)
    /// becomes a press followed by a release. Buttons 4 and 5 are the wheel. A report with no button
    /// change and `REPORT_MOUSE_POSITION` is a move.
    static func mouseEvents(for report: NcursesMouseReport) -> [MouseEvent] {
        let state = report.buttonState
        let position = Point(x: report.x, y: report.y)
        var modifiers: KeyModifiers = []
        if state & th_button_shift() != 0 { modifiers.insert(.shift) }
        if state & th_button_ctrl() != 0 { modifiers.insert(.control) }
        if state & th_button_alt() != 0 { modifiers.insert(.alt) }

        var kinds: [MouseEvent.Kind] = []
        for (number, button) in buttons {
            if state & th_mouse_pressed(number) != 0 { kinds.append(.press(button)) }
            if state & th_mouse_clicked(number) != 0 { kinds.append(contentsOf: [.press(button), .release(button)]) }
            if state & th_mouse_released(number) != 0 { kinds.append(.release(button)) }
        }
        if state & th_mouse_pressed(4) != 0 { kinds.append(.scrollUp) }
        if state & th_mouse_pressed(5) != 0 { kinds.append(.scrollDown) }
        if kinds.isEmpty && state & th_report_mouse_position() != 0 { kinds.append(.move) }
        return kinds.map { MouseEvent($0, at: position, modifiers: modifiers) }
    }

    /// The mouse events of an SGR (1006) report `ESC [ < b ; x ; y M` (press or motion) or `... m` (release),
    /// given its parameter text `b;x;y`. Malformed reports and buttons other than 1-3 and the vertical wheel
    /// give no event.
    static func sgrMouseEvents(parameters text: [UInt8], released: Bool) -> [MouseEvent] {
        var parameters: [Int] = [0]
        for byte in text {
            if byte == UInt8(ascii: ";") {
                parameters.append(0)
            } else {
                let digit = Int(byte) - Int(UInt8(ascii: "0"))
                parameters[parameters.count - 1] = min(parameters[parameters.count - 1] * 10 + digit, 1 << 20)
            }
        }
        guard parameters.count == 3 else { return [] }
        let code = parameters[0]
        let position = Point(x: max(0, parameters[1] - 1), y: max(0, parameters[2] - 1))
        var modifiers: KeyModifiers = []
        if code & 4 != 0 { modifiers.insert(.shift) }
        if code & 8 != 0 { modifiers.insert(.alt) }
        if code & 16 != 0 { modifiers.insert(.control) }

        let kind: MouseEvent.Kind
        if code & 128 != 0 {
            return []
        } else if code & 64 != 0 {
            guard !released else { return [] }
            switch code & 3 {
            case 0: kind = .scrollUp
            case 1: kind = .scrollDown
            default: return []
            }
        } else if code & 32 != 0 {
            kind = .move
        } else {
            let buttons: [MouseButton?] = [.left, .middle, .right, nil]
            guard let button = buttons[code & 3] else { return [] }
            kind = released ? .release(button) : .press(button)
        }
        return [MouseEvent(kind, at: position, modifiers: modifiers)]
    }
}
