import FoundationEssentials
import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A data source driven by snapshots of identifiers: the `UITableViewDiffableDataSource` of TermHost.
///
/// ```swift
/// dataSource = ListWidgetDiffableDataSource<Section, Fruit.ID>(tableView: tableView) { tableView, indexPath, id in
///     let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
///     cell.textLabel?.text = fruits[id]?.name
///     return cell
/// }
/// var snapshot = DiffableDataSourceSnapshot<Section, Fruit.ID>()
/// snapshot.appendSections([.main])
/// snapshot.appendItems(ids)
/// dataSource.apply(snapshot, animatingDifferences: false)
/// ```
///
/// It makes itself the list's data source (keep a strong reference to it, as in UIKit). Applying a
/// snapshot compares it with the current one by identifier and gives the list one batch of the
/// differences, so only inserted and reloaded rows are asked for cells; rows that stay keep their
/// cells. Subclass it to give titles or editing (its data source methods are `open`).
@preconcurrency @MainActor
open class ListWidgetDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    ListWidgetDataSource {
    /// The snapshot type this data source applies.
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell for an item; `nil` shows an empty cell.
    public typealias CellProvider = @MainActor (ListWidget, IndexPath, ItemIdentifierType) -> ListCellWidget?

    private weak var tableView: ListWidget?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// The animation UIKit would use for the differences (accepted; nothing is animated).
    public var defaultRowAnimation: ListWidget.RowAnimation = .automatic

    /// A data source for `tableView` whose cells `cellProvider` makes; it becomes the list's data source.
    public init(tableView: ListWidget, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    public func snapshot() -> Snapshot { current }

    /// Shows `snapshot`: the list gets one batch of the differences from the current snapshot (or a
    /// reload, before it has loaded any row), then `completion` runs.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.withoutMarks
        guard let tableView else {
            completion?()
            return
        }
        if tableView.needsReload {
            tableView.reloadData()
        } else {
            tableView.apply(SnapshotDifference.batch(from: old, to: snapshot))
        }
        completion?()
    }

    /// Shows `snapshot` by reloading every row (no comparison).
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.withoutMarks
        tableView?.reloadData()
        completion?()
    }

    /// The item shown at the index path.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard current.items.indices.contains(indexPath.section),
              current.items[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return current.items[indexPath.section][indexPath.row]
    }

    /// Where the item is shown.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.location(of: itemIdentifier).map { IndexPath(row: $0.row, section: $0.section) }
    }

    /// The section at an index.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The index of a section.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: ListWidgetDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: ListWidget) -> Int { current.numberOfSections }

    /// The number of items in the snapshot's section.
    open func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }

    /// The cell provider's cell for the item (an empty cell when it gives none).
    open func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) else {
            return tableView.dequeueReusableCell(withIdentifier: "", for: indexPath)
        }
        return cell
    }

    /// No title; override to give one.
    open func tableView(_ tableView: ListWidget, titleForHeaderInSection section: Int) -> String? { nil }

    /// No title; override to give one.
    open func tableView(_ tableView: ListWidget, titleForFooterInSection section: Int) -> String? { nil }

    /// `false` by default here (UIKit's diffable data source does not edit rows unless a subclass says so).
    open func tableView(_ tableView: ListWidget, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing; override to delete (apply a snapshot without the item).
    open func tableView(_ tableView: ListWidget, commit editingStyle: ListCellWidget.EditingStyle,
                        forRowAt indexPath: IndexPath) {}

    /// No row moves; override to allow reordering.
    open func tableView(_ tableView: ListWidget, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing; override to update the snapshot after a move.
    open func tableView(_ tableView: ListWidget, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

extension ListWidget {
    /// Applies a batch worked out elsewhere (a snapshot difference) as one update.
    func apply(_ changes: ListUpdateBatch) {
        beginUpdates()
        batch.deletedSections.formUnion(changes.deletedSections)
        batch.insertedSections.formUnion(changes.insertedSections)
        batch.reloadedSections.formUnion(changes.reloadedSections)
        batch.movedSections += changes.movedSections
        batch.deletedRows.formUnion(changes.deletedRows)
        batch.insertedRows.formUnion(changes.insertedRows)
        batch.reloadedRows.formUnion(changes.reloadedRows)
        batch.reconfiguredRows.formUnion(changes.reconfiguredRows)
        batch.movedRows += changes.movedRows
        endUpdates()
    }
}
