import TermHostCore

/// A row's focus, keys, mouse and drawing.
extension ListRowNode {
    // MARK: Focus

    /// A row takes focus itself when its list can select it, or when it has actions (swipe, delete,
    /// move) and no control inside to take the focus instead; always while its swipe actions are open.
    var rowCanBecomeFocused: Bool {
        guard isMounted, isVisible, isEnabled, role == .row, let list else { return false }
        if swipe != nil { return true }
        if let selection = list.selection, let value = selectionValue, selection.accepts(value),
           !configuration.selectionDisabled {
            return true
        }
        return hasRowActions && !children.contains { $0.firstFocusableNode != nil }
    }

    /// Whether the row has swipe actions, or a `ForEach` that can delete or move it.
    var hasRowActions: Bool {
        !configuration.swipeActions.isEmpty || canDelete || canMove
    }

    /// What takes focus when the list moves to this row: the row, or the first control in it.
    var focusStop: ViewNode? { firstFocusableNode }

    // MARK: Keys

    /// The row's keys of the list key map (`ListKeyMap`); moving the focus is the list's.
    func handleRowKey(_ event: KeyEvent) -> Bool {
        if swipe != nil { return handleSwipeKey(event) }
        guard isEnabled, role == .row, let list, let command = ListKeyMap.command(for: event) else { return false }
        switch command {
        case .activate: return list.select(self)
        case .delete: return deleteRow()
        case .moveRowUp: return moveRow(by: -1)
        case .moveRowDown: return moveRow(by: 1)
        case .revealSwipeActions(let edge): return openSwipe(from: edge)
        case .moveUp, .moveDown, .pageUp, .pageDown, .home, .end, .insert: return false
        }
    }

    func handleRowMouse(_ event: MouseEvent) -> Bool {
        guard case .press(.left) = event.kind, isEnabled, role == .row, let list else { return false }
        if swipe != nil, let index = swipeItemIndex(atScreen: event.position) {
            runSwipeItem(index)
            return true
        }
        if let stop = focusStop, !(application?.focusEngine.focused.map { isAncestor(of: $0) } ?? false) {
            application?.focusEngine.focus(stop)
        }
        return list.select(self)
    }

    private func isAncestor(of responder: Responder) -> Bool {
        var node = responder as? ViewNode
        while let current = node {
            if current === self { return true }
            node = current.parent
        }
        return false
    }

    /// Deletes the row through its `ForEach`'s `.onDelete`.
    func deleteRow() -> Bool {
        guard canDelete, let element, let delete = element.delete, let offset = element.offset else { return false }
        delete([offset])
        return true
    }

    /// Moves the row one place up (-1) or down (+1) through its `ForEach`'s `.onMove`.
    private func moveRow(by step: Int) -> Bool {
        guard canMove, let element, let move = element.move, let offset = element.offset else { return false }
        let target = offset + step
        guard target >= 0, target < element.forEach.count else { return true }
        move([offset], step > 0 ? offset + 2 : offset - 1)
        list?.revealFocus()
        return true
    }

    // MARK: Drawing

    /// The background, and in edit mode the controls (`ListRowLook`).
    func drawRow(in canvas: Canvas) {
        guard isVisible else { return }
        if let background = configuration.background {
            canvas.fill(canvas.bounds, with: " ", style: Style(background: background))
        }
        guard role == .row else { return }
        let control = editingControl, reorder = showsReorderControl
        guard control != nil || reorder else { return }
        let layout = ListRowLayout(in: canvas.bounds, insets: rowInsets, editingControl: control != nil, accessory: .none,
                                   reorderControl: reorder)
        ListRowLook.drawControls(layout, editingControl: control, in: canvas, base: textStyle)
    }

    /// Over the content: the highlight (focus, selection, disabled), the separator and the swipe actions.
    func drawRowOverlay(in canvas: Canvas) {
        guard isVisible, role == .row, let list else { return }
        let state = ControlState(isEnabled: isEnabled, isFocused: isFirstResponder && swipe == nil,
                                 isSelected: list.selection != nil && list.isSelected(self))
        ListRowLook.drawHighlight(state, in: canvas)
        if configuration.separator == .visible {
            ListRowLook.drawSeparator(in: canvas, leading: rowInsets.leading, trailing: 0)
        }
        swipe?.draw(in: canvas)
    }
}
