import Synchronization
import Testing
import TermHost
import TermHostTesting

/// Counts comparisons of items, the unit of a diff's work.
private final class Comparisons: Sendable {
    let count = Mutex(0)
}

/// An item identifier whose `==` counts its calls.
private struct CountedItem: Hashable, Sendable {
    let number: Int
    let comparisons: Comparisons

    static func == (lhs: CountedItem, rhs: CountedItem) -> Bool {
        lhs.comparisons.count.withLock { $0 += 1 }
        return lhs.number == rhs.number
    }

    func hash(into hasher: inout Hasher) { hasher.combine(number) }
}

/// Applying a snapshot compares identifiers by hashing: the work grows with the items and the changes,
/// never with their product (a reconfigured item was found by a walk of its section). Counted, not timed.
@Suite("Scale: a diffable apply is linear")
@MainActor
struct DiffableApplyCostTests {
    /// Comparisons made by applying a snapshot of `count` items in which 1% changed (a quarter deleted, a
    /// quarter inserted, half reconfigured), and the cells the provider made for it.
    private func applyOnePercent(of count: Int) -> (comparisons: Int, cells: Int) {
        let comparisons = Comparisons()
        let list = ListWidget(frame: Rect(x: 0, y: 0, width: 20, height: 8))
        let window = Window()
        window.addSubview(list)
        let app = HeadlessApp(size: Size(width: 20, height: 8)) { _ in window }
        var cells = 0
        let dataSource = ListWidgetDiffableDataSource<Int, CountedItem>(tableView: list) { list, indexPath, item in
            cells += 1
            let cell = list.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = "Item \(item.number)"
            return cell
        }
        let items = (0..<count).map { CountedItem(number: $0, comparisons: comparisons) }
        var snapshot = DiffableDataSourceSnapshot<Int, CountedItem>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        app.waitUntilIdle()
        var changed = dataSource.snapshot()
        let step = 100
        let deleted = stride(from: 0, to: count, by: step * 4).map { items[$0] }
        let reconfigured = stride(from: step, to: count, by: step).filter { !$0.isMultiple(of: step * 4) }.map { items[$0] }
        changed.deleteItems(deleted)
        changed.appendItems((0..<count / 400).map { CountedItem(number: count + $0, comparisons: comparisons) })
        changed.reconfigureItems(reconfigured)
        cells = 0
        let before = comparisons.count.withLock { $0 }
        dataSource.apply(changed, animatingDifferences: false)
        app.waitUntilIdle()
        #expect(list.numberOfRows(inSection: 0) == count)
        #expect(app.lines.first == " Item 1")
        return (comparisons.count.withLock { $0 } - before, cells)
    }

    @Test func tenTimesTheItemsAndChangesMakeAboutTenTimesTheComparisons() {
        let small = applyOnePercent(of: 2_000)
        let big = applyOnePercent(of: 20_000)
        // Hash tables compare a few keys per lookup, a few more the fuller they are: about 5 a item at 2,000,
        // 7 at 20,000. Finding each reconfigured item by a walk of its section made 1,500,000 at 20,000.
        #expect(big.comparisons <= 15 * small.comparisons, "\(big.comparisons) vs \(small.comparisons)")
        #expect(big.comparisons <= 10 * 20_000, "a few comparisons per item: \(big.comparisons)")
        #expect(big.cells <= 8, "only reconfigured rows on screen get their cells configured again: \(big.cells)")
    }
}
