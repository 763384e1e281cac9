import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The sections and items a list shows, by identifier: the `NSDiffableDataSourceSnapshot` of TermHost.
/// Build one, then give it to ``ListWidgetDiffableDataSource/apply(_:animatingDifferences:completion:)``.
///
/// Identifiers are unique: an item already in the snapshot is not added again, and an operation
/// naming an identifier that is not there does nothing (UIKit raises an exception in both cases).
@preconcurrency
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The section identifier type.
    public typealias Section = SectionIdentifierType
    /// The item identifier type.
    public typealias Item = ItemIdentifierType

    private(set) var sections: [Section] = []
    private(set) var items: [[Item]] = []
    private var sectionIndexes: [Section: Int] = [:]
    private var sectionOfItem: [Item: Section] = [:]

    /// The items marked with ``reloadItems(_:)`` since the snapshot was made.
    public private(set) var reloadedItemIdentifiers: [Item] = []
    /// The items marked with ``reconfigureItems(_:)`` since the snapshot was made.
    public private(set) var reconfiguredItemIdentifiers: [Item] = []
    /// The sections marked with ``reloadSections(_:)`` since the snapshot was made.
    public private(set) var reloadedSectionIdentifiers: [Section] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in every section.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections in order.
    public var sectionIdentifiers: [Section] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [Item] { items.flatMap { $0 } }

    /// The items of `section` in order (none for a section not in the snapshot).
    public func itemIdentifiers(inSection section: Section) -> [Item] {
        sectionIndexes[section].map { items[$0] } ?? []
    }

    /// The number of items in `section`.
    public func numberOfItems(inSection section: Section) -> Int {
        sectionIndexes[section].map { items[$0].count } ?? 0
    }

    /// The section holding `item`.
    public func sectionIdentifier(containingItem item: Item) -> Section? { sectionOfItem[item] }

    /// The position of `item` among all items, section by section.
    public func indexOfItem(_ item: Item) -> Int? {
        guard let section = sectionOfItem[item], let index = sectionIndexes[section],
              let row = items[index].firstIndex(of: item) else { return nil }
        return items[..<index].reduce(row) { $0 + $1.count }
    }

    /// The position of `section`.
    public func indexOfSection(_ section: Section) -> Int? { sectionIndexes[section] }

    func index(of section: Section) -> Int? { sectionIndexes[section] }

    // MARK: Sections

    /// Adds sections at the end (sections already there are left where they are).
    public mutating func appendSections(_ identifiers: [Section]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Inserts sections before `before`.
    public mutating func insertSections(_ identifiers: [Section], beforeSection before: Section) {
        guard let index = sectionIndexes[before] else { return }
        insertSections(identifiers, at: index)
    }

    /// Inserts sections after `after`.
    public mutating func insertSections(_ identifiers: [Section], afterSection after: Section) {
        guard let index = sectionIndexes[after] else { return }
        insertSections(identifiers, at: index + 1)
    }

    private mutating func insertSections(_ identifiers: [Section], at index: Int) {
        var seen: Set<Section> = []
        let new = identifiers.filter { sectionIndexes[$0] == nil && seen.insert($0).inserted }
        guard !new.isEmpty else { return }
        sections.insert(contentsOf: new, at: index)
        items.insert(contentsOf: Array(repeating: [], count: new.count), at: index)
        reindexSections()
    }

    /// Deletes sections with their items.
    public mutating func deleteSections(_ identifiers: [Section]) {
        let doomed = Set(identifiers.filter { sectionIndexes[$0] != nil })
        guard !doomed.isEmpty else { return }
        for (index, section) in sections.enumerated() where doomed.contains(section) {
            for item in items[index] { sectionOfItem[item] = nil }
        }
        items = zip(sections, items).filter { !doomed.contains($0.0) }.map(\.1)
        sections.removeAll { doomed.contains($0) }
        reindexSections()
    }

    /// Moves `section` before `before`.
    public mutating func moveSection(_ section: Section, beforeSection before: Section) {
        moveSection(section, next: before, after: false)
    }

    /// Moves `section` after `after`.
    public mutating func moveSection(_ section: Section, afterSection after: Section) {
        moveSection(section, next: after, after: true)
    }

    private mutating func moveSection(_ section: Section, next other: Section, after: Bool) {
        guard section != other, let from = sectionIndexes[section], sectionIndexes[other] != nil else { return }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        reindexSections()
        let to = (sectionIndexes[other] ?? 0) + (after ? 1 : 0)
        sections.insert(section, at: to)
        items.insert(moved, at: to)
        reindexSections()
    }

    /// Marks sections to be asked for again (titles and every row) when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [Section]) {
        reloadedSectionIdentifiers += identifiers.filter { sectionIndexes[$0] != nil }
    }

    private mutating func reindexSections() {
        sectionIndexes = [:]
        for (index, section) in sections.enumerated() { sectionIndexes[section] = index }
    }

    // MARK: Items

    /// Adds items at the end of `section` (the last section when `nil`); items already in the
    /// snapshot are not added again.
    public mutating func appendItems(_ identifiers: [Item], toSection section: Section? = nil) {
        guard let target = section ?? sections.last, let index = sectionIndexes[target] else { return }
        insertItems(identifiers, in: index, at: items[index].count)
    }

    /// Inserts items before `before`, in its section.
    public mutating func insertItems(_ identifiers: [Item], beforeItem before: Item) {
        guard let (section, row) = location(of: before) else { return }
        insertItems(identifiers, in: section, at: row)
    }

    /// Inserts items after `after`, in its section.
    public mutating func insertItems(_ identifiers: [Item], afterItem after: Item) {
        guard let (section, row) = location(of: after) else { return }
        insertItems(identifiers, in: section, at: row + 1)
    }

    private mutating func insertItems(_ identifiers: [Item], in section: Int, at row: Int) {
        var new: [Item] = []
        for item in identifiers where sectionOfItem[item] == nil {
            sectionOfItem[item] = sections[section]
            new.append(item)
        }
        items[section].insert(contentsOf: new, at: row)
    }

    /// Deletes items.
    public mutating func deleteItems(_ identifiers: [Item]) {
        var doomed: [Int: Set<Item>] = [:]
        for item in identifiers {
            guard let section = sectionOfItem.removeValue(forKey: item), let index = sectionIndexes[section] else { continue }
            doomed[index, default: []].insert(item)
        }
        for (index, gone) in doomed { items[index].removeAll { gone.contains($0) } }
    }

    /// Deletes every section and item.
    public mutating func deleteAllItems() {
        self = DiffableDataSourceSnapshot()
    }

    /// Moves `item` before `before` (into its section).
    public mutating func moveItem(_ item: Item, beforeItem before: Item) {
        moveItem(item, next: before, after: false)
    }

    /// Moves `item` after `after` (into its section).
    public mutating func moveItem(_ item: Item, afterItem after: Item) {
        moveItem(item, next: after, after: true)
    }

    private mutating func moveItem(_ item: Item, next other: Item, after: Bool) {
        guard item != other, let (fromSection, fromRow) = location(of: item), location(of: other) != nil else { return }
        items[fromSection].remove(at: fromRow)
        guard let (section, row) = location(of: other) else { return }
        items[section].insert(item, at: row + (after ? 1 : 0))
        sectionOfItem[item] = sections[section]
    }

    /// Marks items to be asked for again (a new cell from the cell provider) when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [Item]) {
        reloadedItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    /// Marks items whose shown cells the cell provider configures again (the same cell comes back
    /// from the dequeue) when the snapshot is applied.
    public mutating func reconfigureItems(_ identifiers: [Item]) {
        reconfiguredItemIdentifiers += identifiers.filter { sectionOfItem[$0] != nil }
    }

    /// The snapshot without its reload and reconfigure marks (what the data source keeps once applied).
    var withoutMarks: DiffableDataSourceSnapshot {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    /// The section index and row of `item`.
    func location(of item: Item) -> (section: Int, row: Int)? {
        guard let section = sectionOfItem[item], let index = sectionIndexes[section],
              let row = items[index].firstIndex(of: item) else { return nil }
        return (index, row)
    }
}
