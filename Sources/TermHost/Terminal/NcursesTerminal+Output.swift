import CNcurses

extension NcursesTerminal {
    /// Puts one cell into ncurses' screen; nothing reaches the terminal before ``present(cursor:)``.
    ///
    /// Continuation cells are skipped (ncurses fills the second column of a wide character itself), control
    /// characters are shown as U+FFFD, and a cell outside the screen is ignored. Writing the bottom-right
    /// cell is safe: ncurses does not scroll.
    public func put(_ cell: Cell, at point: Point) {
        guard let session, !cell.isContinuation,
              let x = Int32(exactly: point.x), let y = Int32(exactly: point.y), x >= 0, y >= 0 else { return }
        let attributes = Self.attributes(cell.style.attributes)
        let pair = session.colorPairs.pair(for: cell.style)
        var character = Self.characterCell(Sanitizer.sanitize(cell.character), attributes: attributes, pair: pair)
        _ = mvwadd_wch(session.window, y, x, &character)
    }

    /// Sends every cell put since the last frame to the terminal, then shows the cursor at `cursor`
    /// (or hides it when `nil`).
    ///
    /// Never waits for the terminal: while the terminal has not taken the bytes of earlier frames (more
    /// than ``TerminalOutput/backlogLimit``), the frame stays in ncurses' screen model and goes out, up to
    /// date, once the backlog is taken.
    public func present(cursor: Point?) {
        guard let session else { return }
        let window = session.window
        if let cursor, let x = Int32(exactly: cursor.x), let y = Int32(exactly: cursor.y),
           cursor.x >= 0, cursor.y >= 0, cursor.x < size.width, cursor.y < size.height {
            _ = leaveok(window, false)
            _ = wmove(window, y, x)
            _ = wnoutrefresh(window)
            update(session)
            if session.cursorVisible != true {
                _ = curs_set(1)
                session.cursorVisible = true
            }
        } else {
            if session.cursorVisible != false {
                _ = curs_set(0)
                session.cursorVisible = false
            }
            _ = leaveok(window, true)
            _ = wnoutrefresh(window)
            update(session)
        }
        session.output.pump()
    }

    /// Makes ncurses clear and repaint the whole terminal at the next ``present(cursor:)``.
    public func invalidate() {
        guard session != nil else { return }
        _ = clearok(th_curscr(), true)
    }

    /// Sends ncurses' screen model to the terminal, unless the terminal is behind (then it waits).
    private func update(_ session: NcursesSession) {
        if session.output.isBacklogged {
            deferredFrame = true
            return
        }
        deferredFrame = false
        _ = doupdate()
    }

    /// Sends the frame that waited for the terminal to take the backlog.
    func presentDeferredFrame() {
        guard let session, deferredFrame else { return }
        update(session)
        session.output.pump()
    }

    /// The ncurses attribute bits for `attributes`.
    static func attributes(_ attributes: TextAttributes) -> attr_t {
        var result = th_a_normal()
        if attributes.contains(.bold) { result |= th_a_bold() }
        if attributes.contains(.dim) { result |= th_a_dim() }
        if attributes.contains(.italic) { result |= th_a_italic() }
        if attributes.contains(.underline) { result |= th_a_underline() }
        if attributes.contains(.reverse) { result |= th_a_reverse() }
        if attributes.contains(.strikethrough) { result |= th_a_strikeout() }
        return result
    }

    /// A `cchar_t` holding `character` (its first `CCHARW_MAX - 1` scalars); U+FFFD when ncurses
    /// rejects the character, for example a cluster that starts with a combining mark.
    static func characterCell(_ character: Character, attributes: attr_t, pair: Int32) -> cchar_t {
        let limit = max(1, Int(th_ccharw_max()) - 1)
        var scalars = character.unicodeScalars.prefix(limit).map { wchar_t(bitPattern: $0.value) }
        scalars.append(0)
        var cell = cchar_t()
        if th_setcchar(&cell, scalars, attributes, pair) == ERR {
            let replacement: [wchar_t] = [0xFFFD, 0]
            _ = th_setcchar(&cell, replacement, attributes, pair)
        }
        return cell
    }
}
