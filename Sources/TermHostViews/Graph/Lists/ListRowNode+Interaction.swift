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

    func handleRowKey(_ event: KeyEvent) -> Bool {
        if swipe != nil { return handleSwipeKey(event) }
        guard isEnabled, role == .row, let list else { return false }
        switch (event.key, event.modifiers) {
        case (.enter, []), (.character(" "), []):
            return list.select(self)
        case (.delete, []), (.backspace, []):
            return deleteRow()
        case (.up, .alt), (.up, .shift):
            return moveRow(by: -1)
        case (.down, .alt), (.down, .shift):
            return moveRow(by: 1)
        case (.left, []):
            return openSwipe(from: .trailing)
        case (.right, []):
            return openSwipe(from: .leading)
        default:
            return false
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

    func drawRow(in canvas: Canvas) {
        guard isVisible else { return }
        if let background = configuration.background {
            canvas.fill(canvas.bounds, with: " ", style: Style(background: background))
        }
        guard role == .row, let list else { return }
        let style = textStyle
        if leadingMarkWidth > 0 {
            let mark: Character
            if list.selection?.allowsMultiple == true {
                mark = list.isSelected(self) ? "●" : "○"
            } else {
                mark = "⊖"
            }
            canvas.put(mark, at: Point(x: contentInsets.leading - leadingMarkWidth, y: 0),
                       style: mark == "⊖" ? style.over(Style(foreground: .red)) : style)
        }
        if trailingMarkWidth > 0 {
            canvas.put("≡", at: Point(x: canvas.size.width - contentInsets.trailing + 1, y: 0), style: style.adding(.dim))
        }
        if list.selection != nil && isFirstResponder {
            canvas.put("›", at: .zero, style: style.adding(.bold))
        }
    }

    func drawRowOverlay(in canvas: Canvas) {
        guard isVisible, role == .row, let list else { return }
        if !isEnabled {
            canvas.applyStyle(.dim, to: canvas.bounds)
        } else if list.selection != nil {
            if list.isSelected(self) { canvas.applyStyle(.reverse, to: canvas.bounds) }
            if isFirstResponder { canvas.applyStyle(Style(attributes: .bold), to: canvas.bounds) }
        } else if swipe == nil && isFirstResponder {
            canvas.applyStyle(.reverse, to: canvas.bounds)
        }
        if let swipe { drawSwipe(swipe, in: canvas) }
    }
}
