import FoundationEssentials
import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Keys and the mouse (see ``ListWidget`` for the table of keys: the list key map both halves share,
/// `ListKeyMap`).
extension ListWidget {
    func handleListKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, let first = slots.firstIndexPath, let last = slots.lastIndexPath,
              let command = ListKeyMap.command(for: event) else { return false }
        switch command {
        case .moveUp:
            guard let current = cursor else { return userMoveCursor(to: last, upward: true) }
            guard let previous = slots.indexPath(after: current, step: -1) else { return revealTop() }
            return userMoveCursor(to: previous, upward: true)
        case .moveDown:
            guard let current = cursor else { return userMoveCursor(to: first, upward: false) }
            guard let next = slots.indexPath(after: current, step: 1) else { return false }
            return userMoveCursor(to: next, upward: false)
        case .pageUp:
            return userMoveCursor(to: step(from: cursor ?? first, by: -pageRows, limit: first), upward: true)
        case .pageDown:
            return userMoveCursor(to: step(from: cursor ?? first, by: pageRows, limit: last), upward: false)
        case .home:
            _ = userMoveCursor(to: first, upward: true)
            scroll(to: .tableHeader, at: .top)
            return true
        case .end:
            _ = userMoveCursor(to: last, upward: false)
            scroll(to: .contentEnd, at: .bottom)
            return true
        case .activate:
            guard let current = cursor else { return false }
            // Space on a row whose cell holds a control (a switch, a button) goes to that control.
            if event.key == .character(" "), let control = cellForRow(at: current)?.firstFocusableDescendant(),
               control.handleKey(event) {
                return true
            }
            tap(current)
            return true
        case .delete:
            guard let current = cursor else { return false }
            return commitEditing(.delete, at: current)
        case .insert:
            guard let current = cursor else { return false }
            return commitEditing(.insert, at: current)
        case .moveRowUp, .moveRowDown:
            guard let current = cursor else { return false }
            return userMoveRow(current, down: command == .moveRowDown)
        case .revealSwipeActions:
            return false
        }
    }

    /// The rows a page key moves by: the rows on screen but one.
    private var pageRows: Int { max(1, (indexPathsForVisibleRows?.count ?? 1) - 1) }

    private func step(from start: IndexPath, by count: Int, limit: IndexPath) -> IndexPath {
        var current = start
        for _ in 0..<abs(count) {
            guard let next = slots.indexPath(after: current, step: count < 0 ? -1 : 1) else { return limit }
            current = next
        }
        return current
    }

    /// Moves the cursor as the user does: scrolls it into view (a section's first row with its header
    /// when going up) and, with ``selectionFollowsFocus``, selects it.
    private func userMoveCursor(to indexPath: IndexPath, upward: Bool) -> Bool {
        moveCursor(to: indexPath)
        if upward, indexPath.row == 0 {
            scroll(to: indexPath == slots.firstIndexPath ? .tableHeader : .header(indexPath.section), at: .none)
        } else {
            scroll(to: .row(indexPath), at: .none)
        }
        if selectionFollowsFocus, allowsSelectionNow, !selected.contains(indexPath),
           delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true {
            userSelect(indexPath, multiple: false)
        }
        return true
    }

    /// Up on the first row scrolls the table header into view, if it is not; else the key goes on.
    private func revealTop() -> Bool {
        guard offset > 0 else { return false }
        scroll(to: .tableHeader, at: .top)
        return true
    }

    /// Commits the row's editing style if it is `style` (Delete/Backspace or Insert, or a click on the
    /// editing control); `false` when the row cannot be edited that way.
    @discardableResult
    func commitEditing(_ style: ListCellWidget.EditingStyle, at indexPath: IndexPath) -> Bool {
        guard style != .none, let dataSource, slots.contains(indexPath),
              dataSource.tableView(self, canEditRowAt: indexPath) else { return false }
        let rowStyle = delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        guard rowStyle == style else { return false }
        dataSource.tableView(self, commit: style, forRowAt: indexPath)
        return true
    }

    /// Moves the row one place (into the next or previous section at its end) in editing mode, as a
    /// drag of its reorder control does: the data source hears first, then the list moves the row.
    private func userMoveRow(_ indexPath: IndexPath, down: Bool) -> Bool {
        guard isEditing, let dataSource, dataSource.tableView(self, canMoveRowAt: indexPath) else { return false }
        let count = slots.rowCounts[indexPath.section]
        let destination: IndexPath
        if down {
            if indexPath.row + 1 < count {
                destination = IndexPath(row: indexPath.row + 1, section: indexPath.section)
            } else if indexPath.section + 1 < slots.numberOfSections {
                destination = IndexPath(row: 0, section: indexPath.section + 1)
            } else {
                return false
            }
        } else {
            if indexPath.row > 0 {
                destination = IndexPath(row: indexPath.row - 1, section: indexPath.section)
            } else if indexPath.section > 0 {
                destination = IndexPath(row: slots.rowCounts[indexPath.section - 1], section: indexPath.section - 1)
            } else {
                return false
            }
        }
        dataSource.tableView(self, moveRowAt: indexPath, to: destination)
        moveRow(at: indexPath, to: destination)
        scroll(to: .row(destination), at: .none)
        return true
    }

    func handleListMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        let point = convertFromWindow(event.position)
        switch event.kind {
        case .press(.left):
            pressed = slots.indexPath(at: offset + point.y - insetTop)
            guard let indexPath = pressed else { return true }
            moveCursor(to: indexPath)
            if delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true {
                cellForRow(at: indexPath)?.isHighlighted = true
            }
        case .release(.left):
            guard let indexPath = pressed else { return false }
            pressed = nil
            let cell = cellForRow(at: indexPath)
            cell?.isHighlighted = false
            guard slots.indexPath(at: offset + point.y - insetTop) == indexPath else { return true }
            switch cell.map({ $0.parts.part(at: point - $0.frame.origin) }) {
            case .editingControl?:
                commitEditing(cell?.editingStyle ?? .none, at: indexPath)
            case .accessoryButton?:
                delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
            default:
                tap(indexPath)
            }
        case .scrollUp:
            setContentOffset(Point(x: 0, y: offset - 3), animated: false)
        case .scrollDown:
            setContentOffset(Point(x: 0, y: offset + 3), animated: false)
        default:
            return false
        }
        return true
    }
}
