import TermHost

/// The item texts of the diffable scenario: the identifiers are numbers; a reconfigured item shows a new text.
@MainActor
final class DiffableItems {
    var texts: [Int: String] = [:]
    func text(_ id: Int) -> String { texts[id] ?? "Item \(id)" }
}

@MainActor
enum DiffableScenario {
    /// diffable-100k: a full-screen `ListWidget` fed by a `ListWidgetDiffableDataSource` of N items in one
    /// section; 10 applies, each of a snapshot in which 1% of the items changed: N/400 deleted, N/400 new ones
    /// inserted (spread over the list) and N/200 reconfigured with a new text. The snapshots are made
    /// before the clock starts; what is measured is the apply (the difference and the list's update).
    ///
    /// The target is that an apply is linear work: at N = 100,000 it costs at most 12 times the N = 10,000
    /// run (ten times the items and ten times the changes: linear work costs 10 times as much, work
    /// proportional to items times changes 100 times).
    static func run(_ harness: Harness, n: Int) -> Sample {
        let items = DiffableItems()
        harness.retain(items)
        let list = ListWidget(frame: Rect(origin: .zero, size: Harness.screenSize))
        list.register(ListCellWidget.self, forCellReuseIdentifier: "item")
        let dataSource = ListWidgetDiffableDataSource<Int, Int>(tableView: list) { list, indexPath, id in
            let cell = list.dequeueReusableCell(withIdentifier: "item", for: indexPath)
            cell.textLabel?.text = items.text(id)
            return cell
        }
        harness.retain(dataSource)
        var snapshot = DiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<n))
        dataSource.apply(snapshot, animatingDifferences: false)
        let window = Window()
        window.addSubview(list)
        harness.show(window)
        // The snapshots are made before the clock starts: the change measured is the apply.
        var next = n
        let changes = max(4, n / 100)
        var snapshots: [DiffableDataSourceSnapshot<Int, Int>] = []
        for round in 0..<10 {
            let ids = snapshot.itemIdentifiers(inSection: 0)
            let step = max(1, ids.count / changes)
            var deleted: [Int] = []
            var reconfigured: [Int] = []
            for (index, position) in stride(from: round % step, to: ids.count, by: step).enumerated() {
                switch index % 4 {
                case 0: deleted.append(ids[position])
                case 1:
                    snapshot.insertItems([next], afterItem: ids[position])
                    next += 1
                default: reconfigured.append(ids[position])
                }
            }
            snapshot.deleteItems(deleted)
            var marked = snapshot
            marked.reconfigureItems(reconfigured)
            snapshots.append(marked)
        }
        var sample = harness.measure("diffable-100k", n: n, updates: snapshots.count) { round in
            for id in snapshots[round].reconfiguredItemIdentifiers { items.texts[id] = "Item \(id) changed \(round)" }
            dataSource.apply(snapshots[round], animatingDifferences: false)
        }
        sample.extras.append(("items_changed_per_apply", Double(changes)))
        harness.finish(&sample)
        return sample
    }
}
