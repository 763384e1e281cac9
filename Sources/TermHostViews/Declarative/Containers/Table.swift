import TermHostCore
import FoundationEssentials

/// One column of a ``Table``, as SwiftUI's `TableColumn`: a title, the view of each row's cell and,
/// when made with a `value:` key path, the comparator that sorts by it (Foundation's `KeyPathComparator`).
public struct TableColumn<RowValue>: Identifiable {
    /// The header's text.
    public let title: String
    let content: @MainActor (RowValue) -> any View
    package let sortKey: TableSortKey<RowValue>?
    /// A fixed width, or limits on the share of the width it gets.
    var width: TableColumnWidth = .flexible(min: nil, ideal: nil, max: nil)

    /// The column's identity: its title.
    public var id: String { title }

    /// A column showing `content` for each row (not sortable).
    public init<Content: View>(_ title: String, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        self.title = title
        self.content = { content($0) }
        sortKey = nil
    }

    /// A column showing `content`, sorted by `sortKey` when it has one.
    @usableFromInline
    package init(_ title: String, sortKey: TableSortKey<RowValue>?, content: @escaping @MainActor (RowValue) -> any View) {
        self.title = title
        self.content = content
        self.sortKey = sortKey
    }

    /// The column with a fixed width (cells are cut to it).
    public func width(_ width: Int) -> TableColumn {
        var column = self
        column.width = .fixed(max(0, width))
        return column
    }

    /// The column with limits on its width: it takes its share of the table's width within them.
    public func width(min: Int? = nil, ideal: Int? = nil, max: Int? = nil) -> TableColumn {
        var column = self
        column.width = .flexible(min: min, ideal: ideal, max: max)
        return column
    }
}

/// How wide a table column is.
enum TableColumnWidth: Equatable {
    case fixed(Int)
    case flexible(min: Int?, ideal: Int?, max: Int?)
}

/// Builds the columns of a ``Table`` (SwiftUI's `TableColumnBuilder`).
@resultBuilder
public enum TableColumnBuilder<RowValue> {
    /// One column.
    public static func buildExpression(_ column: TableColumn<RowValue>) -> [TableColumn<RowValue>] { [column] }
    /// The columns of a block, in order.
    public static func buildBlock(_ columns: [TableColumn<RowValue>]...) -> [TableColumn<RowValue>] { columns.flatMap { $0 } }
    /// The columns of an `if` without `else`, or none.
    public static func buildOptional(_ columns: [TableColumn<RowValue>]?) -> [TableColumn<RowValue>] { columns ?? [] }
    /// The columns of the `if` branch.
    public static func buildEither(first columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { columns }
    /// The columns of the `else` branch.
    public static func buildEither(second columns: [TableColumn<RowValue>]) -> [TableColumn<RowValue>] { columns }
}

/// Rows of values in columns, as SwiftUI's `Table`, in cells: a header row of column titles (the
/// sorted column marked ▲ or ▼), a rule, then one line per value in a scrolling, lazy body.
///
/// The table takes focus. Up and Down (Home, End, Page Up, Page Down) move the selection, Left and
/// Right sort by the previous or next sortable column, `r` reverses the order; a click on a header
/// sorts by its column (a second click reverses it) and a click on a row selects it. As in SwiftUI,
/// the table only sets `sortOrder`; the code sorts its data when it changes
/// (`.onChange(of: sortOrder) { people.sort(using: $1) }`).
///
/// Column widths: fixed widths first (`.width(8)`), then the other columns share what is left
/// equally, within their `min` / `max`; one column between columns. A cell is one line, cut to its
/// column's width.
public struct Table<Value: Identifiable>: View {
    let rows: [Value]
    let columns: [TableColumn<Value>]
    let selection: TableSelection<Value.ID>
    let sortOrder: Binding<[TableSortKey<Value>]>?

    /// A table of `data` without selection or sorting.
    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>])
    where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: .none, sortOrder: nil)
    }

    /// A table of `data` where one row (or none) can be selected.
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Value.ID?>,
                                              @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>])
    where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: .single(selection), sortOrder: nil)
    }

    /// A table of `data` where rows can be selected (the arrow keys select one at a time).
    public init<Data: RandomAccessCollection>(_ data: Data, selection: Binding<Set<Value.ID>>,
                                              @TableColumnBuilder<Value> columns: () -> [TableColumn<Value>])
    where Data.Element == Value {
        self.init(rows: Array(data), columns: columns(), selection: .multiple(selection), sortOrder: nil)
    }

    /// A table of `rows` in `columns`, selected through `selection` and sorted through `sortOrder`.
    @usableFromInline
    package init(rows: [Value], columns: [TableColumn<Value>], selection: TableSelection<Value.ID>,
                 sortOrder: Binding<[TableSortKey<Value>]>?) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sortOrder = sortOrder
    }

    public typealias Body = Never
}

/// What a table's selection binds to.
@MainActor
@usableFromInline
package enum TableSelection<ID: Hashable> {
    case none
    case single(Binding<ID?>)
    case multiple(Binding<Set<ID>>)

    /// The selected ids.
    var selected: Set<ID> {
        switch self {
        case .none: return []
        case .single(let binding): return binding.wrappedValue.map { [$0] } ?? []
        case .multiple(let binding): return binding.wrappedValue
        }
    }

    /// Selects `id` alone.
    func select(_ id: ID) {
        switch self {
        case .none: break
        case .single(let binding): binding.wrappedValue = id
        case .multiple(let binding): binding.wrappedValue = [id]
        }
    }
}

/// A table's sort comparator as the declarative half sees it: the key path it sorts by and its order,
/// with the comparator itself (Foundation's `KeyPathComparator`, which the `TermHost` module makes and reads back).
@usableFromInline
package struct TableSortKey<Compared> {
    /// The property sorted by.
    @usableFromInline
    package var keyPath: PartialKeyPath<Compared>
    /// Ascending (`.forward`) or descending (`.reverse`).
    @usableFromInline
    package var order: SortOrder
    /// The comparator this key stands for.
    @usableFromInline
    package var comparator: Any

    /// A key for `comparator`, sorting by `keyPath` in `order`.
    @usableFromInline
    package init(keyPath: PartialKeyPath<Compared>, order: SortOrder, comparator: Any) {
        self.keyPath = keyPath
        self.order = order
        self.comparator = comparator
    }
}
