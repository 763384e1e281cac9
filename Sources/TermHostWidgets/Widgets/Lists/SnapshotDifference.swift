import FoundationEssentials
import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The batch that turns the rows of one snapshot into those of another, by identity: deleted items
/// and sections by their old places, inserted ones by their new places, moved ones from old to new
/// (only those that left the longest run kept in order, so the fewest rows move), and the reloads and
/// reconfigures the new snapshot marks. Linear in the number of items (hashing), plus sorting the
/// moved candidates; items that stay where they are cause no work in the list. A reloaded or
/// reconfigured item is found by hashing too (``SnapshotRows``), never by a walk of its section.
enum SnapshotDifference {
    static func batch<Section: Hashable & Sendable, Item: Hashable & Sendable>(from old: DiffableDataSourceSnapshot<Section, Item>,
                                     to new: DiffableDataSourceSnapshot<Section, Item>) -> ListUpdateBatch {
        var batch = ListUpdateBatch()
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        // Sections: deletes by old index, inserts by new index, moves outside the longest kept run.
        var common: [(old: Int, new: Int)] = []
        for (index, section) in old.sections.enumerated() {
            if let newIndex = new.index(of: section) { common.append((index, newIndex)) } else { batch.deletedSections.insert(index) }
        }
        for (index, section) in new.sections.enumerated() where old.index(of: section) == nil {
            batch.insertedSections.insert(index)
        }
        let keptSections = longestIncreasingRun(common.map(\.new))
        for (position, pair) in common.enumerated() where !keptSections[position] {
            batch.movedSections.append((pair.old, pair.new))
        }
        for section in reloadedSections { if let index = old.index(of: section) { batch.reloadedSections.insert(index) } }

        /// Whether a section's rows are all made anew (inserted or reloaded), so no row needs an operation.
        func isFresh(_ section: Section) -> Bool { old.index(of: section) == nil || reloadedSections.contains(section) }

        var newRows = SnapshotRows(new)
        var oldRows = SnapshotRows(old)
        // Where the marked items were, noted on the way through the old rows (a walk that is made anyway).
        let marked = Set(new.reloadedItemIdentifiers).union(new.reconfiguredItemIdentifiers)
        var markedLocations: [Item: (section: Int, row: Int)] = [:]
        func newRow(of item: Item, inSection index: Int) -> Int? { newRows.row(of: item, inSection: index) }

        for (oldIndex, section) in old.sections.enumerated() {
            guard new.index(of: section) != nil, !reloadedSections.contains(section) else { continue }
            var stayers: [(old: Int, new: Int)] = []
            let items = old.items[oldIndex]
            for row in items.indices {
                let item = items[row]
                if !marked.isEmpty, marked.contains(item) { markedLocations[item] = (oldIndex, row) }
                let from = IndexPath(row: row, section: oldIndex)
                guard let target = new.sectionIdentifier(containingItem: item), let targetIndex = new.index(of: target),
                      let targetRow = newRow(of: item, inSection: targetIndex) else {
                    batch.deletedRows.insert(from)
                    continue
                }
                if isFresh(target) {
                    batch.deletedRows.insert(from)
                } else if target != section {
                    batch.movedRows.append((from, IndexPath(row: targetRow, section: targetIndex)))
                } else {
                    stayers.append((row, targetRow))
                }
            }
            let kept = longestIncreasingRun(stayers.map(\.new))
            guard let newIndex = new.index(of: section) else { continue }
            for (position, pair) in stayers.enumerated() where !kept[position] {
                batch.movedRows.append((IndexPath(row: pair.old, section: oldIndex), IndexPath(row: pair.new, section: newIndex)))
            }
        }
        for (newIndex, section) in new.sections.enumerated() where !isFresh(section) {
            let items = new.items[newIndex]
            for row in items.indices {
                let origin = old.sectionIdentifier(containingItem: items[row])
                if origin == nil || origin.map(isFresh(_:)) == true || origin.map({ new.index(of: $0) == nil }) == true {
                    batch.insertedRows.insert(IndexPath(row: row, section: newIndex))
                }
            }
        }
        let moved = Set(batch.movedRows.map(\.from))
        for item in new.reloadedItemIdentifiers {
            if let (section, row) = markedLocations[item] ?? oldRows.location(of: item), !moved.contains(IndexPath(row: row, section: section)) {
                batch.reloadedRows.insert(IndexPath(row: row, section: section))
            }
        }
        for item in new.reconfiguredItemIdentifiers {
            if let (section, row) = markedLocations[item] ?? oldRows.location(of: item), !moved.contains(IndexPath(row: row, section: section)) {
                batch.reconfiguredRows.insert(IndexPath(row: row, section: section))
            }
        }
        return batch
    }

    /// Which positions of `values` make one longest strictly increasing run (patience sorting, O(n log n)).
    static func longestIncreasingRun(_ values: [Int]) -> [Bool] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run = [Bool](repeating: false, count: values.count)
        var position = tails.last ?? -1
        while position >= 0 {
            run[position] = true
            position = previous[position]
        }
        return run
    }
}

/// Each item's row in one snapshot, by hashing: a section's table is made the first time one of its
/// items is looked for, so finding any number of items costs one pass over their sections.
struct SnapshotRows<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    let snapshot: DiffableDataSourceSnapshot<Section, Item>
    private var rows: [Int: [Item: Int]] = [:]

    init(_ snapshot: DiffableDataSourceSnapshot<Section, Item>) {
        self.snapshot = snapshot
    }

    /// The row of `item` in the section at `index`.
    mutating func row(of item: Item, inSection index: Int) -> Int? {
        if rows[index] == nil {
            var table: [Item: Int] = [:]
            table.reserveCapacity(snapshot.items[index].count)
            for (row, item) in snapshot.items[index].enumerated() { table[item] = row }
            rows[index] = table
        }
        return rows[index]?[item]
    }

    /// The section index and row of `item`.
    mutating func location(of item: Item) -> (section: Int, row: Int)? {
        guard let section = snapshot.sectionIdentifier(containingItem: item), let index = snapshot.index(of: section),
              let row = row(of: item, inSection: index) else { return nil }
        return (index, row)
    }
}
