import CNcurses

extension NcursesTerminal {
    /// Puts one cell into ncurses' screen; nothing reaches the terminal before ``present(cursor:)``.
    ///
    /// Continuation cells are skipped (the wide cell covers them), control characters are shown as U+FFFD,
    /// and a cell outside the screen is ignored. Writing the bottom-right cell is safe: ncurses does not
    /// scroll. A grapheme cluster ncurses cannot store in a cell (see `NcursesClusterOverlays`) is
    /// written whole by TermHost after ncurses' update.
    public func put(_ cell: Cell, at point: Point) {
        guard let session, !cell.isContinuation, point.x < size.width, point.y < size.height,
              let x = Int32(exactly: point.x), let y = Int32(exactly: point.y), x >= 0, y >= 0 else { return }
        let attributes = Self.attributes(cell.style.attributes)
        let pair = session.colorPairs.pair(for: cell.style)
        let overlays = session.overlays
        if !overlays.isEmpty { overlays.remove(at: point) }
        // Without a strikeout attribute (the ncursesw of most distributions), a struck-through cell is
        // written with U+0336 COMBINING LONG STROKE OVERLAY, which terminals draw as a line through it.
        let struck = cell.style.attributes.contains(.strikethrough) && th_a_strikeout() == 0
        if !struck, let code = PrintableASCII.code(of: cell.character) {
            // Printable ASCII (most cells): nothing to sanitize, one column, no array of scalars.
            _ = th_mvwadd_ascii(session.window, y, x, wchar_t(code), attributes, pair)
            return
        }
        let character = struck ? Self.struckThrough(Sanitizer.sanitize(cell.character)) : Sanitizer.sanitize(cell.character)
        let width = max(1, Int(cell.width))
        if let scalars = NcursesClusterOverlays.storableScalars(character, width: width) {
            var stored = Self.characterCell(scalars, attributes: attributes, pair: pair)
            _ = mvwadd_wch(session.window, y, x, &stored)
            return
        }
        // Hidden spaces keep the cluster's columns in ncurses' screen, and differ from anything drawn there later.
        var placeholder = Self.characterCell([0x20, 0], attributes: attributes | th_a_invis(), pair: pair)
        for column in 0..<min(width, size.width - point.x) {
            _ = mvwadd_wch(session.window, y, x + Int32(column), &placeholder)
        }
        overlays.record(character, width: width, at: point, attributes: attributes, pair: pair, columns: size.width)
    }

    /// Sends every cell put since the last frame to the terminal, then shows the cursor at `cursor`
    /// (or hides it when `nil`).
    ///
    /// Never waits for the terminal: while the terminal has not taken the bytes of earlier frames (more
    /// than `TerminalOutput.backlogLimit`), the frame stays in ncurses' screen model and goes out, up to
    /// date, once the backlog is taken.
    public func present(cursor: Point?) {
        guard let session else { return }
        let window = session.window
        var shown: Point?
        if let cursor, cursor.x >= 0, cursor.y >= 0, cursor.x < size.width, cursor.y < size.height {
            shown = cursor
        }
        // Clusters written after ncurses' update end where ncurses leaves the cursor, so it must leave it
        // at a known place even when it is hidden.
        cursorPlace = shown ?? (session.overlays.hasWork ? .zero : nil)
        if shown == nil, session.cursorVisible != false {
            _ = curs_set(0)
            session.cursorVisible = false
        }
        if let place = cursorPlace, let x = Int32(exactly: place.x), let y = Int32(exactly: place.y) {
            _ = leaveok(window, false)
            _ = wmove(window, y, x)
        } else {
            _ = leaveok(window, true)
        }
        _ = wnoutrefresh(window)
        update(session)
        if shown != nil, session.cursorVisible != true {
            _ = curs_set(1)
            session.cursorVisible = true
        }
        session.output.pump()
    }

    /// Sends ncurses' screen model to the terminal, unless the terminal is behind (then it waits).
    private func update(_ session: NcursesSession) {
        if session.output.isBacklogged {
            deferredFrame = true
            return
        }
        deferredFrame = false
        session.makeCurrent()
        _ = doupdate()
        if let place = cursorPlace {
            session.overlays.draw(in: session.window, to: session.output, cursor: place)
        }
    }

    /// Sends the frame that waited for the terminal to take the backlog.
    func presentDeferredFrame() {
        guard let session, deferredFrame else { return }
        update(session)
        session.output.pump()
    }

    /// Makes ncurses clear and repaint the whole terminal at the next ``present(cursor:)``.
    public func invalidate() {
        guard let session else { return }
        session.makeCurrent()
        _ = clearok(th_curscr(), true)
        session.overlays.invalidate()
    }

    /// `character` with the combining long stroke overlay (U+0336) after it: how a struck-through cell
    /// is written when the terminal library has no strikeout attribute.
    package static func struckThrough(_ character: Character) -> Character {
        var scalars = String.UnicodeScalarView(character.unicodeScalars)
        scalars.append("\u{0336}")
        return Character(String(scalars))
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

    /// A `cchar_t` holding `scalars` (a spacing character, its non-spacing ones, a terminating 0);
    /// U+FFFD when ncurses rejects them.
    static func characterCell(_ scalars: [wchar_t], attributes: attr_t, pair: Int32) -> cchar_t {
        var cell = cchar_t()
        if th_setcchar(&cell, scalars, attributes, pair) == ERR {
            let replacement: [wchar_t] = [0xFFFD, 0]
            _ = th_setcchar(&cell, replacement, attributes, pair)
        }
        return cell
    }
}
