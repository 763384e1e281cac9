import TermHostCore

/// A list's keys, mouse wheel, focus moves and scroll requests.
extension ListNode {
    /// A scroll the next layout makes.
    enum ScrollRequest {
        /// Bring the focused row into view.
        case revealFocus
        /// Bring the row with this id (a `ForEach` id, `.id` or `.tag`) to the anchor (`scrollTo`).
        case id(AnyHashable, UnitPoint?)
    }

    /// Where focus goes after the next layout.
    enum FocusRequest: Equatable {
        case firstShown, lastShown
    }

    // MARK: Keys and mouse

    /// The list's keys of the list key map (`ListKeyMap`): moving the focus between rows.
    func handleListKey(_ event: KeyEvent) -> Bool {
        guard let command = ListKeyMap.command(for: event) else { return false }
        let page = max(1, frame.height - 1)
        switch command {
        case .moveUp: return moveFocus(by: -1)
        case .moveDown: return moveFocus(by: 1)
        case .pageUp: return scrollPage(lines: -page, focus: .firstShown)
        case .pageDown: return scrollPage(lines: page, focus: .lastShown)
        case .home:
            guard let first = firstPosition else { return false }
            anchor = first
            anchorLine = 0
            return scrollPage(lines: 0, focus: .firstShown)
        case .end:
            guard let last = lastPosition else { return false }
            scrollToShow(last, unit: .bottom, height: frame.height)
            return scrollPage(lines: 0, focus: .lastShown)
        case .activate, .delete, .insert, .moveRowUp, .moveRowDown, .revealSwipeActions:
            return false
        }
    }

    func handleListMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollUp: return scroll(lines: -3)
        case .scrollDown: return scroll(lines: 3)
        default: return false
        }
    }

    /// Scrolls by `lines` (negative: up); returns whether the position changed.
    @discardableResult
    func scroll(lines: Int) -> Bool {
        let before = (anchor, anchorLine)
        if lines < 0 { scrollBack(lines: -lines) } else { scrollForward(lines: lines) }
        guard before != (anchor, anchorLine) else { return false }
        scrollDidChange()
        return true
    }

    private func scrollPage(lines: Int, focus: FocusRequest) -> Bool {
        if lines < 0 { scrollBack(lines: -lines) } else if lines > 0 { scrollForward(lines: lines) }
        if focusedRow != nil { focusRequest = focus }
        scrollDidChange()
        return true
    }

    private func scrollDidChange() {
        recordAnchor()
        invalidatePlacement()
        setNeedsDisplay()
        graph.host?.viewGraphNeedsUpdate(graph)
    }

    // MARK: Focus

    /// The row of this list that holds the focus, if any.
    var focusedRow: ListRowNode? {
        guard let focused = application?.focusEngine.focused as? ViewNode, focused.graph === graph else { return nil }
        var node: ViewNode? = focused
        while let current = node, current !== self {
            if let row = current as? ListRowNode, row.list === self { return row }
            node = current.parent
        }
        return nil
    }

    /// The position of the item showing `row`.
    func position(of row: ListRowNode) -> ListPosition? {
        let element = row.element
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .row(let candidate) where candidate === row:
                return ListPosition(segment: index, offset: 0)
            case .lazy(let node, _):
                if let element, element.forEach === node, let offset = element.offset {
                    return ListPosition(segment: index, offset: offset)
                }
            default:
                continue
            }
        }
        return nil
    }

    /// Moves focus to the next (1) or previous (-1) row that can take it, building rows as it goes
    /// (up to a bound); with no such row, scrolls a line instead.
    private func moveFocus(by step: Int) -> Bool {
        guard let row = focusedRow, let start = position(of: row) else { return scroll(lines: step) }
        var position = start
        var rows = self.rows(at: position)
        var index = (rows.firstIndex { $0 === row } ?? 0) + step
        for _ in 0..<500 {
            while rows.indices.contains(index) {
                if rows[index].role == .row, let stop = rows[index].focusStop {
                    focus(stop, in: rows[index])
                    return true
                }
                index += step
            }
            guard let following = step > 0 ? next(position) : previous(position) else { break }
            position = following
            rows = self.rows(at: position)
            index = step > 0 ? 0 : rows.count - 1
        }
        return scroll(lines: step)
    }

    /// Focuses `stop` (a row or a control in it); a single selection follows the focus, as on macOS.
    private func focus(_ stop: ViewNode, in row: ListRowNode) {
        application?.focusEngine.focus(stop)
        if let selection, !selection.allowsMultiple, stop === row { select(row) }
        revealFocus()
    }

    /// Scrolls the focused row into view at the next layout.
    func revealFocus() {
        pendingScroll = .revealFocus
        invalidatePlacement()
        graph.host?.viewGraphNeedsUpdate(graph)
    }

    /// Scrolls to the row with `id` at the next layout (`ScrollViewProxy.scrollTo`).
    func scrollTo(_ id: AnyHashable, anchor unit: UnitPoint?) -> Bool {
        guard position(ofID: id) != nil else { return false }
        pendingScroll = .id(id, unit)
        invalidatePlacement()
        setNeedsDisplay()
        graph.host?.viewGraphNeedsUpdate(graph)
        return true
    }

    /// The position of the row with `id`: a lazy element's id, or a key, `.id` or `.tag` of a row.
    func position(ofID id: AnyHashable) -> ListPosition? {
        if segments.isEmpty { rebuildSegments() }
        for (index, segment) in segments.enumerated() {
            switch segment {
            case .lazy(let node, _):
                if let offset = node.offset(of: id, near: 0) { return ListPosition(segment: index, offset: offset) }
            case .row(let row):
                if row.selectionValue == id || row.hasIdentity(id, below: self) { return ListPosition(segment: index, offset: 0) }
            case .line:
                continue
            }
        }
        return nil
    }

    func applyPendingScroll(height: Int) {
        guard let request = pendingScroll else { return }
        switch request {
        case .revealFocus:
            if let row = focusedRow, let position = position(of: row) { scrollToShow(position, unit: nil, height: height) }
        case .id(let id, let unit):
            if let position = position(ofID: id) { scrollToShow(position, unit: unit, height: height) }
        }
        pendingScroll = nil
    }

    /// Focuses the first or last row shown that can take focus, as a page move asked.
    func resolveFocusRequest() {
        guard let request = focusRequest else { return }
        focusRequest = nil
        let items = request == .firstShown ? visibleItems : visibleItems.reversed()
        for item in items where item.y >= 0 && item.y + item.height <= frame.height {
            let rows = self.rows(at: item.position)
            for row in request == .firstShown ? rows : rows.reversed() where row.role == .row {
                if let stop = row.focusStop {
                    application?.focusEngine.focus(stop)
                    if let selection, !selection.allowsMultiple, stop === row { select(row) }
                    pendingScroll = nil
                    return
                }
            }
        }
    }
}

extension ListRowNode {
    /// Whether `id` is the key of this row or of a node between it and `list` (`.id`, `ForEach` ids).
    func hasIdentity(_ id: AnyHashable, below list: ListNode) -> Bool {
        var node: ViewNode? = self
        while let current = node, current !== list {
            if current.key == id, current.parent is IDNode || current.parent is LazyForEachNode { return true }
            node = current.parent
        }
        return false
    }
}
