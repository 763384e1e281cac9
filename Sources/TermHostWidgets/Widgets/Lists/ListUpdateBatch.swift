import FoundationEssentials
import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The changes collected between `beginUpdates()` and `endUpdates()` (or in one
/// `performBatchUpdates`), in UIKit's terms: deletions, reloads and move sources name rows and
/// sections as they were before the batch; insertions and move destinations as they are after it,
/// whatever order the calls came in.
struct ListUpdateBatch {
    var deletedSections: Set<Int> = []
    var insertedSections: Set<Int> = []
    var reloadedSections: Set<Int> = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: Set<IndexPath> = []
    var insertedRows: Set<IndexPath> = []
    var reloadedRows: Set<IndexPath> = []
    /// Rows to ask for again, re-using their shown cells without `prepareForReuse` (`reconfigureRows`).
    var reconfiguredRows: Set<IndexPath> = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    var isEmpty: Bool {
        isOnlyReloads && reloadedRows.isEmpty && reconfiguredRows.isEmpty
    }

    /// Whether nothing moves: the batch only asks for rows again.
    var isOnlyReloads: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && movedRows.isEmpty
    }
}

/// Why a batch could not be applied: the data source's new counts do not match the old ones plus
/// and minus the batch's changes, or the batch names rows that do not exist. UIKit raises an
/// exception here; TermHost reports the message and reloads everything.
struct ListUpdateInconsistency: Error {
    let message: String
}

/// How the slots after a batch come from the slots before it.
struct ListUpdatePlan {
    /// The new row counts.
    var rowCounts: [Int]
    /// For each new section, the old section it continues (`nil`: inserted or reloaded).
    var sectionOrigins: [Int?]
    /// For each new section, the old slot of each row (-1 for a new row); `nil` when every row is new.
    var rowOrigins: [[Int]?]

    /// The plan for `batch` applied to `old`, checked against the data source's new counts.
    static func make(from old: ListSlots, batch: ListUpdateBatch, sectionCount: Int,
                     rowCount: (Int) -> Int) throws(ListUpdateInconsistency) -> ListUpdatePlan {
        let sectionOrigins = try mapSections(old: old, batch: batch, sectionCount: sectionCount)
        var rowCounts: [Int] = []
        var rowOrigins: [[Int]?] = []
        rowCounts.reserveCapacity(sectionCount)
        rowOrigins.reserveCapacity(sectionCount)
        for section in 0..<sectionCount {
            let count = max(0, rowCount(section))
            rowCounts.append(count)
            guard let origin = sectionOrigins[section] else {
                rowOrigins.append(nil)
                continue
            }
            rowOrigins.append(try mapRows(old: old, oldSection: origin, newSection: section, count: count, batch: batch))
        }
        for row in batch.insertedRows where !rowCounts.indices.contains(row.section) || row.row >= rowCounts[row.section] {
            throw ListUpdateInconsistency(message: "attempt to insert row \(row.row) into section \(row.section), "
                + "but there are only \(rowCounts.indices.contains(row.section) ? rowCounts[row.section] : 0) rows "
                + "in that section after the update")
        }
        return ListUpdatePlan(rowCounts: rowCounts, sectionOrigins: sectionOrigins, rowOrigins: rowOrigins)
    }

    private static func mapSections(old: ListSlots, batch: ListUpdateBatch,
                                    sectionCount: Int) throws(ListUpdateInconsistency) -> [Int?] {
        let oldCount = old.numberOfSections
        let moveSources = Set(batch.movedSections.map(\.from))
        var moveTargets: [Int: Int] = [:]
        for move in batch.movedSections { moveTargets[move.to] = move.from }
        for section in batch.deletedSections.union(batch.reloadedSections).union(moveSources)
        where !(0..<oldCount).contains(section) {
            throw ListUpdateInconsistency(message: "attempt to delete, reload or move section \(section), "
                + "but there are only \(oldCount) sections before the update")
        }
        for section in batch.insertedSections.union(moveTargets.keys) where !(0..<sectionCount).contains(section) {
            throw ListUpdateInconsistency(message: "attempt to insert or move to section \(section), "
                + "but there are only \(sectionCount) sections after the update")
        }
        let survivors = (0..<oldCount).filter { !batch.deletedSections.contains($0) && !moveSources.contains($0) }
        let fixed = batch.insertedSections.union(moveTargets.keys).count
        guard survivors.count + fixed == sectionCount else {
            throw ListUpdateInconsistency(message: "invalid number of sections: the number of sections after the "
                + "update (\(sectionCount)) must equal the number before it (\(oldCount)), plus or minus the "
                + "sections inserted or deleted (\(batch.insertedSections.count) inserted, "
                + "\(batch.deletedSections.count) deleted) and moved in or out (\(moveTargets.count) moved)")
        }
        var origins: [Int?] = []
        origins.reserveCapacity(sectionCount)
        var next = survivors.makeIterator()
        for section in 0..<sectionCount {
            if batch.insertedSections.contains(section) {
                origins.append(nil)
            } else if let from = moveTargets[section] {
                origins.append(batch.reloadedSections.contains(from) ? nil : from)
            } else {
                let from = next.next()
                origins.append(from.flatMap { batch.reloadedSections.contains($0) ? nil : $0 })
            }
        }
        return origins
    }

    private static func mapRows(old: ListSlots, oldSection: Int, newSection: Int, count: Int,
                                batch: ListUpdateBatch) throws(ListUpdateInconsistency) -> [Int] {
        let oldCount = old.rowCounts[oldSection]
        var removed = batch.deletedRows.filter { $0.section == oldSection }.map(\.row)
        removed += batch.movedRows.filter { $0.from.section == oldSection }.map(\.from.row)
        for row in removed where row < 0 || row >= oldCount {
            throw ListUpdateInconsistency(message: "attempt to delete or move row \(row) from section \(oldSection), "
                + "which has only \(oldCount) rows before the update")
        }
        for row in batch.reloadedRows.union(batch.reconfiguredRows) where row.section == oldSection
            && (row.row < 0 || row.row >= oldCount) {
            throw ListUpdateInconsistency(message: "attempt to reload row \(row.row) of section \(oldSection), "
                + "which has only \(oldCount) rows before the update")
        }
        let removedSet = Set(removed)
        let inserted = Set(batch.insertedRows.filter { $0.section == newSection }.map(\.row))
        var moveTargets: [Int: IndexPath] = [:]
        for move in batch.movedRows where move.to.section == newSection { moveTargets[move.to.row] = move.from }
        let kept = oldCount - removedSet.count
        guard kept + inserted.count + moveTargets.count == count else {
            throw ListUpdateInconsistency(message: "invalid number of rows in section \(newSection): the number of "
                + "rows after the update (\(count)) must equal the number before it (\(oldCount)), plus or minus "
                + "the rows inserted or deleted (\(inserted.count) inserted, \(removedSet.count - removedMoves(batch, oldSection)) "
                + "deleted) and moved in or out (\(moveTargets.count) moved in, \(removedMoves(batch, oldSection)) moved out)")
        }
        let base = old.slot(of: IndexPath(row: 0, section: oldSection))
        if removedSet.isEmpty, inserted.isEmpty, moveTargets.isEmpty { return Array(base..<(base + count)) }
        // One pass with two cursors: new rows fixed by the batch, and old rows it removed (both sorted).
        var fixed = inserted.map { (row: $0, origin: -1) } + moveTargets.map { (row: $0.key, origin: old.slot(of: $0.value)) }
        fixed.sort { $0.row < $1.row }
        let removedRows = removedSet.sorted()
        var origins: [Int] = []
        origins.reserveCapacity(count)
        var nextFixed = 0, nextRemoved = 0, oldRow = 0
        for row in 0..<count {
            if nextFixed < fixed.count, fixed[nextFixed].row == row {
                origins.append(fixed[nextFixed].origin)
                nextFixed += 1
                continue
            }
            while nextRemoved < removedRows.count, removedRows[nextRemoved] == oldRow {
                nextRemoved += 1
                oldRow += 1
            }
            origins.append(base + oldRow)
            oldRow += 1
        }
        return origins
    }

    private static func removedMoves(_ batch: ListUpdateBatch, _ section: Int) -> Int {
        batch.movedRows.filter { $0.from.section == section }.count
    }
}
