import Foundation
import TermHostViews

extension TableColumn {
    /// A sortable column showing `content`, sorted by the value at `value` (a `KeyPathComparator`).
    @_alwaysEmitIntoClient
    public init<Value: Comparable & SendableMetatype, Content: View>(
        _ title: String, value: any KeyPath<RowValue, Value> & Sendable, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) {
        self.init(title, sortKey: TableSortKey(KeyPathComparator(value)), content: { content($0) })
    }

    /// A sortable column showing the string at `value`.
    @_alwaysEmitIntoClient
    public init(_ title: String, value: any KeyPath<RowValue, String> & Sendable) {
        self.init(title, sortKey: TableSortKey(KeyPathComparator(value)), content: { Text($0[keyPath: value]) })
    }
}

extension Table {
    /// A sortable table of `data`: a click on a sortable column's header (or Left and Right) sets `sortOrder`.
    @_alwaysEmitIntoClient
    public init<Data: RandomAccessCollection>(_ data: Data, sortOrder: Binding<[KeyPathComparator<Value>]>,
                                              @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>])
    where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: .none, sortOrder: sortKeys(sortOrder))
    }

    /// A sortable table of `data` where one row (or none) can be selected.
    @_alwaysEmitIntoClient
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              sortOrder: Binding<[KeyPathComparator<Value>]>,
                                              @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>])
    where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: .single(selection), sortOrder: sortKeys(sortOrder))
    }

    /// A sortable table of `data` where rows can be selected.
    @_alwaysEmitIntoClient
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              sortOrder: Binding<[KeyPathComparator<Value>]>,
                                              @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>])
    where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: .multiple(selection), sortOrder: sortKeys(sortOrder))
    }
}

extension TableSortKey {
    /// The key standing for `comparator`.
    @usableFromInline @_alwaysEmitIntoClient
    init(_ comparator: KeyPathComparator<Compared>) {
        self.init(keyPath: comparator.keyPath, order: comparator.order, comparator: comparator)
    }

    /// The comparator this key stands for, in the key's order.
    @usableFromInline @_alwaysEmitIntoClient
    var keyPathComparator: KeyPathComparator<Compared>? {
        guard var comparator = comparator as? KeyPathComparator<Compared> else { return nil }
        comparator.order = order
        return comparator
    }
}

/// A table's sort order as the declarative half reads and writes it, over the user's binding.
@MainActor @usableFromInline @_alwaysEmitIntoClient
func sortKeys<Compared>(_ binding: Binding<[KeyPathComparator<Compared>]>) -> Binding<[TableSortKey<Compared>]> {
    Binding(get: { binding.wrappedValue.map(TableSortKey.init) },
            set: { binding.wrappedValue = $0.compactMap(\.keyPathComparator) })
}
