import Testing
import TermHost
import TermHostTesting

private enum Section: Hashable, Sendable { case fruit, veg }

@Suite("Lists: diffable data source and snapshots")
@MainActor
struct DiffableDataSourceTests {
    private typealias Snapshot = DiffableDataSourceSnapshot<Section, String>

    @Test func aSnapshotKeepsSectionsAndItemsInOrder() {
        var snapshot = Snapshot()
        snapshot.appendSections([.fruit, .veg])
        snapshot.appendItems(["apple", "pear"], toSection: .fruit)
        snapshot.appendItems(["kale"])
        #expect(snapshot.sectionIdentifiers == [.fruit, .veg])
        #expect(snapshot.itemIdentifiers == ["apple", "pear", "kale"], "appendItems without a section adds to the last")
        snapshot.insertItems(["fig"], beforeItem: "pear")
        snapshot.insertItems(["leek"], afterItem: "kale")
        snapshot.appendItems(["apple"], toSection: .veg)
        #expect(snapshot.itemIdentifiers(inSection: .fruit) == ["apple", "fig", "pear"])
        #expect(snapshot.itemIdentifiers(inSection: .veg) == ["kale", "leek"], "an item already there is not added again")
        snapshot.moveItem("apple", afterItem: "leek")
        #expect(snapshot.sectionIdentifier(containingItem: "apple") == .veg)
        #expect(snapshot.indexOfItem("apple") == 4)
        snapshot.deleteItems(["fig", "missing"])
        #expect(snapshot.numberOfItems == 4)
        #expect(snapshot.numberOfItems(inSection: .fruit) == 1)
        snapshot.moveSection(.veg, beforeSection: .fruit)
        #expect(snapshot.sectionIdentifiers == [.veg, .fruit])
        #expect(snapshot.indexOfSection(.fruit) == 1)
        snapshot.deleteSections([.veg])
        #expect(snapshot.itemIdentifiers == ["pear"])
        snapshot.reloadItems(["pear", "gone"])
        #expect(snapshot.reloadedItemIdentifiers == ["pear"])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    private final class Harness {
        let list: ListWidget
        let app: HeadlessApp
        var provided: [String] = []
        var dataSource: ListWidgetDiffableDataSource<Section, String>?

        @MainActor
        init(height: Int = 6) {
            let list = ListWidget(frame: Rect(x: 0, y: 0, width: 12, height: height))
            self.list = list
            let window = Window()
            window.addSubview(list)
            app = HeadlessApp(size: Size(width: 12, height: height)) { _ in window }
            dataSource = ListWidgetDiffableDataSource(tableView: list) { [unowned self] tableView, indexPath, item in
                provided.append(item)
                let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
                cell.textLabel?.text = item
                return cell
            }
        }

        @MainActor
        func apply(_ fruit: [String], _ veg: [String]? = nil, edit: (inout Snapshot) -> Void = { _ in }) {
            var snapshot = Snapshot()
            snapshot.appendSections(veg == nil ? [.fruit] : [.fruit, .veg])
            snapshot.appendItems(fruit, toSection: .fruit)
            if let veg { snapshot.appendItems(veg, toSection: .veg) }
            edit(&snapshot)
            provided = []
            dataSource?.apply(snapshot, animatingDifferences: true)
            app.waitUntilIdle()
        }
    }

    @Test func applyingASnapshotUpdatesOnlyTheRowsThatChanged() {
        let harness = Harness()
        harness.apply(["apple", "banana", "cherry", "damson"])
        #expect(harness.app.lines.prefix(4) == [" apple", " banana", " cherry", " damson"])
        #expect(harness.provided == ["apple", "banana", "cherry", "damson"])
        let cherry = harness.list.cellForRow(at: path(2))
        harness.apply(["apple", "cherry", "damson"])
        #expect(harness.app.lines.prefix(3) == [" apple", " cherry", " damson"])
        #expect(harness.provided.isEmpty, "a deletion makes no cell")
        #expect(harness.list.cellForRow(at: path(1)) === cherry, "cherry kept its cell")
        harness.apply(["apple", "avocado", "cherry", "damson"])
        #expect(harness.provided == ["avocado"], "an insertion makes one cell")
        harness.apply(["damson", "apple", "avocado", "cherry"])
        #expect(harness.app.lines.prefix(4) == [" damson", " apple", " avocado", " cherry"])
        #expect(harness.provided.isEmpty, "a move makes no cell")
        harness.apply(["damson", "apple", "avocado", "cherry"]) { $0.reloadItems(["apple"]) }
        #expect(harness.provided == ["apple"], "a reload asks for that item's cell")
    }

    @Test func itemsMoveBetweenSectionsAndSectionsAppear() {
        let harness = Harness(height: 8)
        harness.apply(["apple", "kale"])
        harness.apply(["apple"], ["kale", "leek"])
        #expect(harness.app.lines.prefix(3) == [" apple", " kale", " leek"])
        #expect(harness.list.numberOfSections == 2)
        #expect(harness.provided == ["kale", "leek"], "rows of a new section are made")
        #expect(harness.dataSource?.indexPath(for: "leek") == path(1, 1))
        #expect(harness.dataSource?.itemIdentifier(for: path(0, 1)) == "kale")
        #expect(harness.dataSource?.sectionIdentifier(for: 1) == .veg)
        harness.apply(["apple", "leek"], ["kale"])
        #expect(harness.app.lines.prefix(3) == [" apple", " leek", " kale"])
        #expect(harness.provided.isEmpty, "leek moved across sections with its cell")
    }

    @Test func aSearchFilterOverManyItemsAppliesInOneBatch() {
        let harness = Harness()
        let all = (0..<5_000).map { "item \($0)" }
        harness.apply(all)
        harness.apply(all.filter { $0.hasSuffix("7") })
        #expect(harness.app.lines.prefix(2) == [" item 7", " item 17"])
        #expect(harness.list.numberOfRows(inSection: 0) == 500)
        #expect(harness.provided.count <= 6, "only the rows now on screen")
        harness.apply(all)
        #expect(harness.list.numberOfRows(inSection: 0) == 5_000)
        #expect(harness.app.lines.prefix(2) == [" item 0", " item 1"])
    }

    @Test func snapshotReturnsTheAppliedStateWithoutReloadMarks() {
        let harness = Harness()
        harness.apply(["apple"]) { $0.reloadItems(["apple"]) }
        let current = harness.dataSource?.snapshot()
        #expect(current?.itemIdentifiers == ["apple"])
        #expect(current?.reloadedItemIdentifiers.isEmpty == true)
    }
}
