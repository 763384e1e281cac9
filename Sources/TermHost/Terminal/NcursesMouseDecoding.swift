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
}
