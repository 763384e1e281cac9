import FoundationEssentials
import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Virtualization: which slots are on screen, making and measuring their widgets, and handing
/// widgets that leave back to their reuse queues.
extension ListWidget {
    /// Places the slots on screen (the list's `layoutSubviews`).
    func layoutSlots() {
        if needsReload { reloadNow() }
        let inset = adjustedContentInset
        if inset.top != insetTop || inset.bottom != insetBottom {
            (insetTop, insetBottom) = (inset.top, inset.bottom)
            placement = nil
            adjustedContentInsetDidChange()
        }
        let height = bounds.height - insetTop - insetBottom, width = bounds.width
        guard height > 0, width > 0 else {
            retireAll()
            placement = nil
            return
        }
        if width != measuredWidth {
            measuredWidth = width
            needsMeasure.formUnion(shown.keys)
            placement = nil
        }
        if anchor == nil, let placement, placement == (height, offset), updateInPlace() { return }
        placeAll(height: height)
    }

    /// Re-makes the rows asked for by `reloadRows` and re-measures the rows whose content changed
    /// size, where they are, when nothing else moved. Returns `false` when a height changed (every
    /// widget is placed again; the new ones already replaced the old).
    private func updateInPlace() -> Bool {
        guard !pendingReload.isEmpty || !pendingRemeasure.isEmpty else { return true }
        isPlacing = true
        defer { isPlacing = false }
        var unchanged = true
        func reload(_ slot: Int, reconfigure: Bool) {
            guard let old = shown[slot] else { return }
            let height = slots.heights[slot], frame = old.frame
            retire(slot, kind: slots.kind(of: slot), handBack: reconfigure)
            ensure(slot)
            if let cell = reconfiguringCell {
                // The data source did not dequeue the cell it was handed back: it waits in its queue.
                reconfiguringCell = nil
                if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
            }
            if slots.heights[slot] != height { unchanged = false } else { shown[slot]?.frame = frame }
        }
        // In slot order; one reload (the usual case) needs no sorted copy.
        if pendingReload.count == 1, let only = pendingReload.first {
            reload(only.key, reconfigure: only.value)
        } else {
            for (slot, reconfigure) in pendingReload.sorted(by: { $0.key < $1.key }) { reload(slot, reconfigure: reconfigure) }
        }
        for slot in pendingRemeasure.sorted() {
            guard let widget = shown[slot] else { continue }
            let height = slots.heights[slot]
            measure(slot, widget)
            if slots.heights[slot] != height { unchanged = false }
        }
        pendingReload.removeAll(keepingCapacity: true)
        pendingRemeasure.removeAll(keepingCapacity: true)
        return unchanged
    }

    private func placeAll(height: Int) {
        isPlacing = true
        defer { isPlacing = false }
        for slot in pendingReload.keys where shown[slot] != nil {
            retire(slot, kind: slots.kind(of: slot))
        }
        pendingReload = [:]
        needsMeasure.formUnion(pendingRemeasure)
        pendingRemeasure = []
        if let anchor {
            // Cells that will not be on screen go back to their queues first, so measuring around the
            // anchor reuses them instead of making more.
            let predicted = predictedSlots(for: anchor, height: height)
            for slot in shown.keys.filter({ !predicted.contains($0) }) { retire(slot, kind: slots.kind(of: slot)) }
            resolve(anchor, height: height)
        }
        anchor = nil
        offset = max(0, min(offset, slots.heights.total - height))
        var range = walk(height: height)
        if range.upperBound == slots.count, range.bottom < height, offset > 0 {
            // Measured rows came out shorter than estimated: the content ends above the bottom.
            offset = max(0, slots.heights.total - height)
            range = walk(height: height)
        }
        let leaving = shown.keys.filter { !range.slots.contains($0) }
        for slot in leaving { retire(slot, kind: slots.kind(of: slot)) }
        emptySlots = emptySlots.filter { range.slots.contains($0) }
        needsMeasure = []
        placement = (height, offset)
    }

    /// Makes and places the widgets from the content offset down to the bottom edge.
    private func walk(height: Int) -> (slots: Range<Int>, upperBound: Int, bottom: Int) {
        var slot = slots.heights.slot(at: offset) ?? 0
        while slot > 0, slots.heights[slot - 1] == 0 { slot -= 1 }
        let first = slot
        var y = slots.heights.offset(of: slot) - offset
        while slot < slots.count, y < height {
            ensure(slot)
            place(slot, at: y)
            y += slots.heights[slot]
            slot += 1
        }
        return (first..<slot, slot, y)
    }

    /// Sets the offset that puts the anchored slot where asked, measuring what that needs.
    private func resolve(_ anchor: (target: ScrollTarget, position: ScrollPosition), height: Int) {
        guard let slot = slot(of: anchor.target) else { return }
        let position = anchor.target == .contentEnd ? .bottom : anchor.position
        ensure(slot)
        let top = slots.heights.offset(of: slot), rowHeight = slots.heights[slot]
        switch position {
        case .top:
            offset = top
        case .middle:
            offset = top + rowHeight / 2 - height / 2
        case .bottom:
            measureBackward(from: slot, height: height)
            offset = slots.heights.offset(of: slot) + slots.heights[slot] - height
        case .none:
            if top < offset {
                offset = top
            } else if top + rowHeight > offset + height {
                measureBackward(from: slot, height: height)
                offset = slots.heights.offset(of: slot) + slots.heights[slot] - height
            }
        }
    }

    /// The slots the anchor will show, by the heights known now.
    private func predictedSlots(for anchor: (target: ScrollTarget, position: ScrollPosition), height: Int) -> Range<Int> {
        guard let slot = slot(of: anchor.target) else { return 0..<0 }
        let top = slots.heights.offset(of: slot), bottom = top + slots.heights[slot]
        let start: Int
        switch anchor.target == .contentEnd ? .bottom : anchor.position {
        case .top: start = top
        case .middle: start = (top + bottom) / 2 - height / 2
        case .bottom: start = bottom - height
        case .none: start = top < offset ? top : (bottom > offset + height ? bottom - height : offset)
        }
        let first = slots.heights.slot(at: max(0, start)) ?? 0
        let last = slots.heights.slot(at: max(0, start) + height - 1) ?? first
        return first..<(max(first, last) + 1)
    }

    private func slot(of target: ScrollTarget) -> Int? {
        switch target {
        case .row(let indexPath): return slots.contains(indexPath) ? slots.slot(of: indexPath) : nil
        case .header(let section): return slots.rowCounts.indices.contains(section) ? slots.headerSlot(section) : nil
        case .tableHeader: return 0
        case .contentEnd: return slots.tableFooterSlot
        }
    }

    private func measureBackward(from last: Int, height: Int) {
        var covered = 0, slot = last
        while slot >= 0, covered < height {
            ensure(slot)
            covered += slots.heights[slot]
            slot -= 1
        }
    }

    // MARK: Widgets per slot

    /// Makes the slot's widget if it has none yet (asking the data source or delegate) and measures it
    /// when it is new or due.
    func ensure(_ slot: Int) {
        if let widget = shown[slot] {
            if needsMeasure.remove(slot) != nil { measure(slot, widget) }
            return
        }
        if emptySlots.contains(slot), needsMeasure.remove(slot) == nil { return }
        let kind = slots.kind(of: slot)
        guard let widget = makeWidget(for: kind) else {
            emptySlots.insert(slot)
            setHeight(emptyHeight(of: kind), forSlot: slot)
            return
        }
        emptySlots.remove(slot)
        if widget.superview !== self { addSubview(widget) }
        widget.isHidden = false
        if let cell = widget as? ListCellWidget, case .row(let indexPath) = kind {
            configureState(of: cell, at: indexPath)
            delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        changeShown { $0[slot] = widget }
        slotOfWidget[ObjectIdentifier(widget)] = slot
        measure(slot, widget)
    }

    private func makeWidget(for kind: ListSlots.Kind) -> Widget? {
        switch kind {
        case .row(let indexPath):
            return dataSource?.tableView(self, cellForRowAt: indexPath)
        case .header(let section):
            if let view = delegate?.tableView(self, viewForHeaderInSection: section) { return view }
            return dataSource?.tableView(self, titleForHeaderInSection: section).map { titleView($0, header: true) }
        case .footer(let section):
            if let view = delegate?.tableView(self, viewForFooterInSection: section) { return view }
            return dataSource?.tableView(self, titleForFooterInSection: section).map { titleView($0, header: false) }
        case .tableHeader:
            return tableHeaderView
        case .tableFooter:
            return tableFooterView
        }
    }

    /// A header or footer showing a title, in the list's style.
    private func titleView(_ title: String, header: Bool) -> Widget {
        let view: ListHeaderFooterWidget
        if let reused = titleViews.popLast() {
            view = reused
        } else {
            view = ListHeaderFooterWidget(reuseIdentifier: nil)
            madeTitleViews.insert(ObjectIdentifier(view))
        }
        let label = view.textLabel
        label?.text = title
        label?.numberOfLines = 0
        label?.style = header && style == .plain ? .bold : .dim
        return view
    }

    /// Sets the slot's height from its widget (or the delegate's fixed height).
    func measure(_ slot: Int, _ widget: Widget) {
        let width = slotFrameWidth
        let height: Int
        switch slots.kind(of: slot) {
        case .row(let indexPath):
            let fixed = fixedRowHeight(indexPath)
            height = fixed >= 0 ? fixed : max(1, widget.heightFitting(width: width))
        case .header(let section):
            let fixed = fixedHeaderHeight(section)
            height = fixed >= 0 ? fixed
                : headerGap(section) + widget.heightFitting(width: width)
        case .footer(let section):
            let fixed = fixedFooterHeight(section)
            height = fixed >= 0 ? fixed : widget.heightFitting(width: width)
        case .tableHeader, .tableFooter:
            height = widget.frame.height > 0 ? widget.frame.height
                : widget.heightFitting(width: width)
        }
        setHeight(height, forSlot: slot)
    }

    private func emptyHeight(of kind: ListSlots.Kind) -> Int {
        switch kind {
        case .header(let section):
            let fixed = fixedHeaderHeight(section)
            return fixed >= 0 ? fixed : headerGap(section)
        case .footer(let section):
            return max(0, fixedFooterHeight(section))
        case .row, .tableHeader, .tableFooter:
            return 0
        }
    }

    private func place(_ slot: Int, at y: Int) {
        guard let widget = shown[slot] else { return }
        var frame = Rect(x: horizontalInset, y: insetTop + y, width: slotFrameWidth, height: slots.heights[slot])
        if case .header(let section) = slots.kind(of: slot), fixedHeaderHeight(section) < 0 {
            let gap = min(frame.height, headerGap(section))
            frame = Rect(x: frame.minX, y: frame.minY + gap, width: frame.width, height: frame.height - gap)
        }
        if widget.frame != frame { cellsPlaced += 1 }
        widget.frame = frame
    }

    /// Hands the slot's widget back: cells to their reuse queue (the next `reconfigureRows` dequeue
    /// when `handBack`), header views to theirs, other widgets out of the list.
    func retire(_ slot: Int, kind: ListSlots.Kind, handBack: Bool = false) {
        guard let widget = changeShown({ $0.removeValue(forKey: slot) }) else { return }
        slotOfWidget[ObjectIdentifier(widget)] = nil
        if let cell = widget as? ListCellWidget {
            if case .row(let indexPath) = kind { delegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
            cell.isHidden = true
            cell.isSelected = false
            cell.isHighlighted = false
            cell.isUnderCursor = false
            if handBack {
                reconfiguringCell = cell
            } else if let identifier = cell.reuseIdentifier {
                reuseQueues[identifier, default: []].append(cell)
            } else {
                cell.removeFromSuperview()
            }
        } else if let view = widget as? ListHeaderFooterWidget, madeTitleViews.contains(ObjectIdentifier(view)) {
            view.isHidden = true
            titleViews.append(view)
        } else if let view = widget as? ListHeaderFooterWidget, let identifier = view.reuseIdentifier {
            view.isHidden = true
            headerQueues[identifier, default: []].append(view)
        } else if widget === tableHeaderView || widget === tableFooterView {
            widget.isHidden = true
        } else {
            widget.removeFromSuperview()
        }
    }

    func retireAll() {
        for slot in Array(shown.keys) { retire(slot, kind: slots.kind(of: slot)) }
        emptySlots = []
    }

    /// Gives a shown cell the list's selection, cursor, editing and separator state for its row.
    func configureState(of cell: ListCellWidget, at indexPath: IndexPath) {
        cell.isSelected = selected.contains(indexPath)
        cell.isUnderCursor = isFocused && cursor == indexPath
        cell.drawsSeparator = separatorStyle != .none
        let editable = isEditing && (dataSource?.tableView(self, canEditRowAt: indexPath) ?? false)
        cell.editingStyle = editable ? (delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) : .none
        cell.editingSelection = isEditing && allowsMultipleSelectionDuringEditing ? selected.contains(indexPath) : nil
        cell.showsReorderControl = isEditing && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
        cell.setEditing(isEditing, animated: false)
    }

    // MARK: Geometry of the style

    /// The columns rows are inset by on each side (`.insetGrouped`).
    var horizontalInset: Int { style == .insetGrouped ? min(2, bounds.width / 4) : 0 }

    var slotFrameWidth: Int { max(0, bounds.width - 2 * horizontalInset) }

    /// The blank line above a grouped section's header (none above the first section).
    func headerGap(_ section: Int) -> Int { style != .plain && section > 0 ? 1 : 0 }

    /// The row's fixed height in rows (the delegate's answer or ``rowHeight``), or -1 to measure it.
    func fixedRowHeight(_ indexPath: IndexPath) -> Int {
        rows(delegate.map { $0.tableView(self, heightForRowAt: indexPath).lengthValue } ?? rowHeight)
    }

    /// The section header's fixed height in rows, or -1 to measure it.
    func fixedHeaderHeight(_ section: Int) -> Int {
        rows(delegate.map { $0.tableView(self, heightForHeaderInSection: section).lengthValue } ?? sectionHeaderHeight)
    }

    /// The section footer's fixed height in rows, or -1 to measure it.
    func fixedFooterHeight(_ section: Int) -> Int {
        rows(delegate.map { $0.tableView(self, heightForFooterInSection: section).lengthValue } ?? sectionFooterHeight)
    }

    /// A height the app wrote (rows, or points under ``LengthUnit/points``) in rows: -1 for a negative height
    /// (``automaticDimension``), else rounded by ``LengthUnit``'s rule.
    func rows(_ height: Double) -> Int {
        height < 0 ? -1 : max(0, effectiveLengthUnit.rows(height))
    }

    // MARK: Self-sizing

    /// A shown cell's content changed size: its row is measured again in this frame.
    func cellContentSizeDidChange(_ cell: ListCellWidget) {
        contentSizeDidChange(cell)
    }

    /// A shown header or footer's content changed size: it is measured again in this frame.
    func headerFooterContentSizeDidChange(_ view: ListHeaderFooterWidget) {
        contentSizeDidChange(view)
    }

    private func contentSizeDidChange(_ widget: Widget) {
        guard selfSizingInvalidation != .disabled, !isPlacing, let slot = slotOfWidget[ObjectIdentifier(widget)] else {
            return
        }
        pendingRemeasure.insert(slot)
        setNeedsLayout()
    }
}
