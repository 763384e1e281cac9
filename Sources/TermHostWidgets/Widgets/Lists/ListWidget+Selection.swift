import FoundationEssentials
import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Selection, the keyboard cursor and scrolling.
extension ListWidget {
    // MARK: Selection

    /// The selected row (the first one, with multiple selection), if any.
    public var indexPathForSelectedRow: IndexPath? { selected.min() }

    /// The selected rows in order, or `nil` when none is selected.
    public var indexPathsForSelectedRows: [IndexPath]? { selected.isEmpty ? nil : selected.sorted() }

    /// The row under the keyboard cursor (drawn bold and reversed while the list has focus); TermHost's
    /// own: UIKit's focus system has no table-level equivalent.
    public var indexPathForFocusedRow: IndexPath? { cursor }

    /// Selects the row without telling the delegate, as UIKit does (in single selection the other rows
    /// are deselected; `nil` deselects every row), moves the keyboard cursor to it, and scrolls it to
    /// `scrollPosition` (`.none`: no scrolling).
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for row in selected { setSelection(row, false) }
            return
        }
        guard needsReload || slots.contains(indexPath) else { return }
        if !allowsMultipleSelectionNow {
            for row in selected where row != indexPath { setSelection(row, false) }
        }
        setSelection(indexPath, true)
        moveCursor(to: indexPath)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setSelection(indexPath, false)
    }

    var allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    var allowsSelectionNow: Bool {
        isEditing ? allowsSelectionDuringEditing : allowsSelection
    }

    func setSelection(_ indexPath: IndexPath, _ isSelected: Bool) {
        changeSelected { if isSelected { $0.insert(indexPath) } else { $0.remove(indexPath) } }
        guard let cell = cellForRow(at: indexPath) else { return }
        cell.isSelected = isSelected
        if cell.editingSelection != nil { cell.editingSelection = isSelected }
    }

    /// A tap on the row, as UIKit handles one (see ``ListWidgetDelegate``).
    func tap(_ indexPath: IndexPath) {
        guard slots.contains(indexPath) else { return }
        moveCursor(to: indexPath)
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        if allowsSelectionNow {
            let multiple = allowsMultipleSelectionNow
            if multiple, selected.contains(indexPath) {
                userDeselect(indexPath)
                return
            }
            let extending = multiple && !selected.isEmpty
            userSelect(indexPath, multiple: multiple)
            if extending { return }
        }
        guard delegate?.tableView(self, canPerformPrimaryActionForRowAt: indexPath) ?? !isEditing else { return }
        delegate?.tableView(self, performPrimaryActionForRowAt: indexPath)
    }

    /// Selects the row as the user does: the delegate may refuse or redirect, and hears about it.
    func userSelect(_ indexPath: IndexPath, multiple: Bool) {
        let asked = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let target = asked, slots.contains(target) else { return }
        if !multiple {
            for row in selected.sorted() where row != target { userDeselect(row) }
        }
        setSelection(target, true)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let asked = delegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
        guard let target = asked, selected.contains(target) else { return }
        setSelection(target, false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }

    // MARK: Cursor

    /// Puts the keyboard cursor on the row.
    func moveCursor(to indexPath: IndexPath) {
        guard cursor != indexPath else { return }
        if let old = cursor { cellForRow(at: old)?.isUnderCursor = false }
        cursor = indexPath
        cellForRow(at: indexPath)?.isUnderCursor = isFocused
    }

    /// Shows the cursor when the list takes focus (on the selected row, else the first).
    func showCursor() {
        if cursor == nil { cursor = indexPathForSelectedRow ?? slots.firstIndexPath }
        if let cursor { cellForRow(at: cursor)?.isUnderCursor = true }
    }

    func hideCursor() {
        if let cursor { cellForRow(at: cursor)?.isUnderCursor = false }
    }

    // MARK: Scrolling

    /// The scroll position: `y` is how far the content is scrolled up (`x` is always 0); at rest it is
    /// minus the ``adjustedContentInset``'s top, as in UIKit.
    public var contentOffset: Point {
        get { Point(x: 0, y: offset - insetTop) }
        set { setContentOffset(newValue, animated: false) }
    }

    /// Scrolls to a content offset (clamped to the content at the next layout).
    public func setContentOffset(_ contentOffset: Point, animated: Bool) {
        offset = max(0, contentOffset.y + insetTop)
        anchor = nil
        setNeedsLayout()
    }

    /// Scrolls so the row is at `position` (`.none`: the least scrolling that shows it whole).
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        scroll(to: .row(indexPath), at: position)
    }

    /// Scrolls the first selected row to `position`.
    public func scrollToNearestSelectedRow(at position: ScrollPosition, animated: Bool) {
        if let row = indexPathForSelectedRow { scrollToRow(at: row, at: position, animated: animated) }
    }

    func scroll(to target: ScrollTarget, at position: ScrollPosition) {
        anchor = (target, position)
        setNeedsLayout()
    }
}
