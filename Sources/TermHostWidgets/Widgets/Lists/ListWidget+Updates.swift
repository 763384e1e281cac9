import FoundationEssentials
import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Reloading and batch updates in UIKit's terms.
extension ListWidget {
    // MARK: Batches

    /// Starts a batch: the inserts, deletes, moves and reloads until the matching ``endUpdates()``
    /// are applied together, with UIKit's index rules (deletes and reloads name the rows before the
    /// batch, inserts the rows after it). Batches nest.
    public func beginUpdates() {
        batchDepth += 1
    }

    /// Ends a batch: asks the data source for the new counts and applies the changes (see
    /// ``beginUpdates()``). Counts that contradict the changes are reported to ``diagnosticHandler``
    /// and everything is reloaded.
    public func endUpdates() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        if batchDepth == 0 { applyBatch() }
    }

    /// Runs `updates` as one batch (see ``beginUpdates()``), then `completion` with `true` (nothing is
    /// animated, so it is never interrupted).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Rows the data source now has (index paths after the update); only these are asked for cells.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.insertedRows.formUnion(indexPaths) }
    }

    /// Rows the data source no longer has (index paths before the update); the rows below move up.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { $0.deletedRows.formUnion(indexPaths) }
    }

    /// Rows to ask the data source for again (index paths before the update); a shown row gets a new
    /// cell from the data source and is measured again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        guard batchDepth == 0 else {
            record { $0.reloadedRows.formUnion(indexPaths) }
            return
        }
        // Outside a batch the batch is empty, so this is applying a batch of only these reloads,
        // without collecting them into a set first.
        guard !indexPaths.isEmpty, !needsReload else { return }
        markForReload(indexPaths, reconfiguring: [])
        setNeedsLayout()
    }

    /// Rows whose shown cells the data source configures again: its dequeue hands back the same cell,
    /// without ``ListCellWidget/prepareForReuse()``.
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        record { $0.reconfiguredRows.formUnion(indexPaths) }
    }

    /// Moves a row (its cell moves with it, not asked for again).
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Sections the data source now has (indexes after the update).
    @usableFromInline
    package func insertSections(_ sections: [Int], with animation: RowAnimation) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Sections the data source no longer has (indexes before the update).
    @usableFromInline
    package func deleteSections(_ sections: [Int], with animation: RowAnimation) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Sections to ask for again: their titles, counts and every row.
    @usableFromInline
    package func reloadSections(_ sections: [Int], with animation: RowAnimation) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section with its rows.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    private func record(_ change: (inout ListUpdateBatch) -> Void) {
        // Changed as a local value and written back: an inout access to the property over the call
        // would make every access to it checked at run time.
        var collected = batch
        batch = ListUpdateBatch()
        change(&collected)
        batch = collected
        if batchDepth == 0 { applyBatch() }
    }

    /// Marks the shown slots of reloaded rows to get new cells, and of reconfigured rows (not also
    /// reloaded) to get their own cells back, at the next layout.
    private func markForReload<Reloaded: Sequence<IndexPath>, Reconfigured: Sequence<IndexPath>>(
        _ reloaded: Reloaded, reconfiguring reconfigured: Reconfigured) {
        var marks = pendingReload
        pendingReload = [:]
        for indexPath in reloaded where slots.contains(indexPath) {
            marks[slots.slot(of: indexPath)] = false
        }
        for indexPath in reconfigured where slots.contains(indexPath) {
            let slot = slots.slot(of: indexPath)
            marks[slot] = marks[slot] ?? true
        }
        pendingReload = marks
    }

    private func applyBatch() {
        let batch = self.batch
        self.batch = ListUpdateBatch()
        // Before the first load (or after reloadData) the next layout asks for everything anyway.
        guard !batch.isEmpty, !needsReload else { return }
        if batch.isOnlyReloads {
            markForReload(batch.reloadedRows, reconfiguring: batch.reconfiguredRows)
            setNeedsLayout()
            return
        }
        guard let dataSource else {
            setNeedsReload()
            return
        }
        let sectionCount = max(0, dataSource.numberOfSections(in: self))
        do {
            let plan = try ListUpdatePlan.make(from: slots, batch: batch, sectionCount: sectionCount) {
                dataSource.tableView(self, numberOfRowsInSection: $0)
            }
            commit(plan, reloading: batch.reloadedRows.union(batch.reconfiguredRows))
        } catch {
            diagnosticHandler("TermHost list: invalid update: \(error.message). Reloading every row.")
            setNeedsReload()
        }
    }

    /// Moves the shown widgets, the selection and the cursor to their new slots, builds the new
    /// heights (one pass over the slots: kept rows keep theirs), and retires what left.
    private func commit(_ plan: ListUpdatePlan, reloading reloaded: Set<IndexPath>) {
        let old = slots
        var tracked = [Bool](repeating: false, count: old.count)
        for slot in shown.keys { tracked[slot] = true }
        let remembered = selected.union(cursor.map { [$0] } ?? [])
        for indexPath in remembered where old.contains(indexPath) { tracked[old.slot(of: indexPath)] = true }

        var newSlotOf: [Int: Int] = [:]
        var heights: [Int] = []
        heights.reserveCapacity(ListSlots.slotCount(rowCounts: plan.rowCounts))
        func keep(_ oldSlot: Int) {
            if tracked[oldSlot] { newSlotOf[oldSlot] = heights.count }
            heights.append(old.heights[oldSlot])
        }
        keep(0)
        let estimate = rowEstimate
        for (section, count) in plan.rowCounts.enumerated() {
            let origin = plan.sectionOrigins[section]
            if let origin { keep(old.headerSlot(origin)) } else { heights.append(headerEstimate(section)) }
            if let rows = plan.rowOrigins[section] {
                for row in rows {
                    if row >= 0 { keep(row) } else { heights.append(estimate) }
                }
            } else {
                heights.append(contentsOf: repeatElement(estimate, count: count))
            }
            if let origin { keep(old.footerSlot(origin)) } else { heights.append(footerEstimate(section)) }
        }
        keep(old.tableFooterSlot)
        let new = ListSlots(rowCounts: plan.rowCounts, heights: heights)

        let reloadedSlots = Set(reloaded.filter(old.contains).map(old.slot(of:)))
        var kept: [Int: Widget] = [:]
        for (oldSlot, widget) in shown {
            if let newSlot = newSlotOf[oldSlot], !reloadedSlots.contains(oldSlot) {
                kept[newSlot] = widget
            } else {
                retire(oldSlot, kind: old.kind(of: oldSlot))
            }
        }
        shown = kept
        slotOfWidget = [:]
        for (slot, widget) in shown { slotOfWidget[ObjectIdentifier(widget)] = slot }
        emptySlots = []
        pendingReload = [:]
        pendingRemeasure = []

        func moved(_ indexPath: IndexPath) -> IndexPath? {
            guard old.contains(indexPath), let slot = newSlotOf[old.slot(of: indexPath)],
                  case .row(let newPath) = new.kind(of: slot) else { return nil }
            return newPath
        }
        selected = Set(selected.compactMap(moved))
        let oldCursor = cursor
        slots = new
        cursor = oldCursor.flatMap { moved($0) ?? nearestRow(to: $0) }
        pressed = nil
        anchor = nil
        placement = nil
        refreshShownCellStates()
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The row at the same place as `indexPath` (the one that moved up into a deleted row's place),
    /// or the nearest one.
    func nearestRow(to indexPath: IndexPath) -> IndexPath? {
        guard slots.numberOfSections > 0 else { return nil }
        let section = min(max(0, indexPath.section), slots.numberOfSections - 1)
        let count = slots.rowCounts[section]
        if count > 0 { return IndexPath(row: min(max(0, indexPath.row), count - 1), section: section) }
        return slots.indexPath(after: IndexPath(row: -1, section: section), step: 1)
            ?? slots.indexPath(after: IndexPath(row: 0, section: section), step: -1)
    }

    // MARK: Reloading

    /// Asks the data source for the counts and titles, and sets every slot to its estimate.
    func reloadNow() {
        needsReload = false
        retireAll()
        pendingReload = [:]
        pendingRemeasure = []
        needsMeasure = []
        placement = nil
        let sectionCount = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        var rowCounts: [Int] = []
        rowCounts.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            rowCounts.append(dataSource.map { max(0, $0.tableView(self, numberOfRowsInSection: section)) } ?? 0)
        }
        var heights: [Int] = []
        heights.reserveCapacity(ListSlots.slotCount(rowCounts: rowCounts))
        heights.append(tableViewEstimate(tableHeaderView))
        let estimate = rowEstimate
        for (section, count) in rowCounts.enumerated() {
            heights.append(headerEstimate(section))
            heights.append(contentsOf: repeatElement(estimate, count: count))
            heights.append(footerEstimate(section))
        }
        heights.append(tableViewEstimate(tableFooterView))
        slots = ListSlots(rowCounts: rowCounts, heights: heights)
        selected = selected.filter(slots.contains)
        if let current = cursor, !slots.contains(current) { cursor = nearestRow(to: current) }
        if cursor == nil, isFocused { cursor = indexPathForSelectedRow ?? slots.firstIndexPath }
        setNeedsDisplay()
    }

    var rowEstimate: Int {
        if rowHeight >= 0 { return rows(rowHeight) }
        return estimatedRowHeight > 0 ? rows(estimatedRowHeight) : 1
    }

    private func headerEstimate(_ section: Int) -> Int {
        let fixed = fixedHeaderHeight(section)
        if fixed >= 0 { return fixed }
        let titled = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
        return headerGap(section) + (titled ? 1 : 0)
    }

    private func footerEstimate(_ section: Int) -> Int {
        let fixed = fixedFooterHeight(section)
        if fixed >= 0 { return fixed }
        return dataSource?.tableView(self, titleForFooterInSection: section) != nil ? 1 : 0
    }

    private func tableViewEstimate(_ view: Widget?) -> Int {
        guard let view else { return 0 }
        return view.frame.height > 0 ? view.frame.height
            : view.heightFitting(width: bounds.width)
    }
}
