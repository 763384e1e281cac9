import FoundationEssentials
import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A list's content as one column of slots, top to bottom: the table header, then for each section
/// its header, its rows and its footer, then the table footer. Every slot is always there (a header
/// without content is zero high), so the slot of a row is found by arithmetic and the slot at an
/// offset by the heights' prefix sums.
struct ListSlots {
    /// What a slot shows.
    enum Kind: Equatable {
        case tableHeader
        case header(Int)
        case row(IndexPath)
        case footer(Int)
        case tableFooter
    }

    /// The number of rows of each section.
    private(set) var rowCounts: [Int]
    /// The slot of each section's header.
    private var starts: [Int]
    /// The slots' heights.
    var heights: RowHeightIndex

    /// Slots for sections of `rowCounts` rows, with the given heights (one per slot).
    init(rowCounts: [Int], heights: [Int]) {
        self.rowCounts = rowCounts
        var starts: [Int] = []
        starts.reserveCapacity(rowCounts.count)
        var next = 1
        for count in rowCounts {
            starts.append(next)
            next += count + 2
        }
        self.starts = starts
        self.heights = RowHeightIndex(heights: heights)
    }

    /// No sections, made once: what a list holds for the moment its slots are moved out to be changed.
    static let none = ListSlots()

    /// No sections: the table header and footer only.
    init() {
        self.init(rowCounts: [], heights: [0, 0])
    }

    /// The number of slots for sections of `rowCounts` rows.
    static func slotCount(rowCounts: [Int]) -> Int {
        rowCounts.reduce(2) { $0 + $1 + 2 }
    }

    var numberOfSections: Int { rowCounts.count }
    var count: Int { heights.count }
    var tableFooterSlot: Int { count - 1 }

    /// Whether the index path names a row.
    func contains(_ indexPath: IndexPath) -> Bool {
        rowCounts.indices.contains(indexPath.section) && indexPath.row >= 0 && indexPath.row < rowCounts[indexPath.section]
    }

    func headerSlot(_ section: Int) -> Int { starts[section] }
    func footerSlot(_ section: Int) -> Int { starts[section] + rowCounts[section] + 1 }
    func slot(of indexPath: IndexPath) -> Int { starts[indexPath.section] + 1 + indexPath.row }

    /// What `slot` shows.
    func kind(of slot: Int) -> Kind {
        if slot <= 0 { return .tableHeader }
        if slot >= tableFooterSlot { return .tableFooter }
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= slot { low = middle } else { high = middle - 1 }
        }
        let offset = slot - starts[low]
        if offset == 0 { return .header(low) }
        if offset > rowCounts[low] { return .footer(low) }
        return .row(IndexPath(row: offset - 1, section: low))
    }

    /// The row slot after (`step` 1) or before (`step` -1) the row at `indexPath`, crossing sections; `nil` at an end.
    func indexPath(after indexPath: IndexPath, step: Int) -> IndexPath? {
        var section = indexPath.section, row = indexPath.row + step
        while section >= 0, section < rowCounts.count {
            if row >= 0, row < rowCounts[section] { return IndexPath(row: row, section: section) }
            section += step
            guard section >= 0, section < rowCounts.count else { return nil }
            row = step > 0 ? 0 : rowCounts[section] - 1
        }
        return nil
    }

    /// The first row of the list, if there is one.
    var firstIndexPath: IndexPath? {
        guard let section = rowCounts.firstIndex(where: { $0 > 0 }) else { return nil }
        return IndexPath(row: 0, section: section)
    }

    /// The last row of the list, if there is one.
    var lastIndexPath: IndexPath? {
        guard let section = rowCounts.lastIndex(where: { $0 > 0 }) else { return nil }
        return IndexPath(row: rowCounts[section] - 1, section: section)
    }

    /// The row shown at offset `y` (or the nearest row to it in the same section), `nil` for a header or footer.
    func indexPath(at y: Int) -> IndexPath? {
        guard y >= 0, y < heights.total, let slot = heights.slot(at: y), case .row(let indexPath) = kind(of: slot) else {
            return nil
        }
        return indexPath
    }
}
