import TermHostCore
import Observation
import FoundationEssentials

/// The node of a `Table`: it shows a header row, a rule and the rows in a lazy, scrolling column
/// (ordinary nodes it rebuilds from the table's value), takes focus, and turns keys and clicks into
/// changes of the selection and sort-order bindings.
@MainActor
final class TableNode: ViewNode {
    private var table: (any TableContent)?
    /// The row this node last selected: where the selection is looked for first, so that a key
    /// reads one row's id, not every row's up to the selected one.
    private var selectedHint: Int?
    /// Whether what the body read changed since it was made (the sort order, the columns' titles).
    private var bodyIsStale = true

    override var canBecomeFocused: Bool { isMounted && isVisible }
    override var mayBecomeFocused: Bool { true }

    override func update(with view: any View) {
        guard let table = view as? any TableContent else { return }
        self.table = table
        reconcileBody()
        trackSelection()
    }

    /// Makes the table's rows again when what they read changed (the sort order), and redraws the
    /// selection when it changed: both are read while tracking, as a view's body is, so a selection set
    /// by a key shows even when no view above reads it. The rows do not read the selection (this node
    /// draws it over them), so moving it re-makes no row.
    override func refresh() {
        if bodyIsStale { reconcileBody() }
        trackSelection()
    }

    /// Reads the selection while tracking it, and redraws the rows' highlight.
    private func trackSelection() {
        guard let table else { return }
        withObservationTracking {
            table.readSelection()
        } onChange: { [weak self] in
            MainThread.run { self?.markDirty() }
        }
        setNeedsDisplay()
    }

    private func reconcileBody() {
        guard let table else { return }
        graph.countBodyEvaluation()
        bodyIsStale = false
        let body = withObservationTracking {
            table.tableBody
        } onChange: { [weak self] in
            MainThread.run {
                self?.bodyIsStale = true
                self?.markDirty()
            }
        }
        reconcile([(key: AnyHashable(0), view: body)])
        // The table takes the keys and scrolls its rows: Tab into a long table focuses the table.
        rowsScroll?.isScrolledByContainer = true
    }

    override func didBecomeFocused() {
        super.didBecomeFocused()
        if let table, table.selectedIndex(near: selectedHint) == nil, table.rowCount > 0 {
            selectedHint = 0
            table.selectRow(at: 0)
        }
    }

    override func drawOverChildren(in canvas: Canvas) {
        if let table, let scroll = rowsScroll {
            // Rows are one line each, from the top of the scroll view.
            let top = scroll.frame.minY - frame.minY
            let first = scroll.scrollOffset.y
            let count = max(0, min(scroll.frame.height, table.rowCount - first))
            for index in table.selectedRows(in: first..<(first + count)) {
                canvas.applyStyle(.reverse, to: Rect(x: 0, y: top + index - first, width: canvas.size.width, height: 1))
            }
        }
        guard isFirstResponder else { return }
        canvas.applyStyle(.underline, to: Rect(x: 0, y: 0, width: canvas.size.width, height: 1))
    }

    override var drawsContent: Bool { true }

    /// The scroll view holding the rows.
    private var rowsScroll: ScrollNode? {
        var stack = children
        while let node = stack.popLast() {
            if let scroll = node as? ScrollNode { return scroll }
            stack.append(contentsOf: node.children)
        }
        return nil
    }

    private func select(_ index: Int) {
        guard let table, table.rowCount > 0 else { return }
        let target = max(0, min(table.rowCount - 1, index))
        selectedHint = target
        table.selectRow(at: target)
        guard let scroll = rowsScroll else { return }
        let top = scroll.scrollOffset.y
        let visible = max(1, scroll.frame.height)
        if target < top {
            scroll.scroll(to: Point(x: 0, y: target))
        } else if target >= top + visible {
            scroll.scroll(to: Point(x: 0, y: target - visible + 1))
        }
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard let table, event.modifiers.isEmpty else { return false }
        let page = max(1, (rowsScroll?.frame.height ?? 1) - 1)
        let current = table.selectedIndex(near: selectedHint)
        switch event.key {
        case .up: select((current ?? 1) - 1)
        case .down: select((current ?? -1) + 1)
        case .pageUp: select((current ?? 0) - page)
        case .pageDown: select((current ?? 0) + page)
        case .home: select(0)
        case .end: select(table.rowCount - 1)
        case .left: table.sortByNeighbour(-1)
        case .right: table.sortByNeighbour(1)
        case .character("r"): table.reverseSortOrder()
        default: return false
        }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard let table, case .press(.left) = event.kind, frame.contains(event.position) else { return false }
        application?.focusEngine.focus(self)
        let y = event.position.y - frame.minY
        if y == 0 {
            let lengths = TableColumnsLayout.resolve(table.columnWidths, total: frame.width)
            var x = frame.minX
            for (index, length) in lengths.enumerated() {
                if event.position.x < x + length + 1 {
                    table.sortByColumn(index)
                    break
                }
                x += length + 1
            }
        } else if y >= 2 {
            select(y - 2 + (rowsScroll?.scrollOffset.y ?? 0))
        }
        return true
    }
}

/// A `Table`, whatever its value type.
@MainActor
protocol TableContent {
    var tableBody: any View { get }
    var rowCount: Int { get }
    var columnWidths: [TableColumnWidth] { get }
    /// Reads the selection (so that tracking sees it change).
    func readSelection()
    /// The indices in `range` whose rows are selected.
    func selectedRows(in range: Range<Int>) -> [Int]
    /// The index of the first selected row, looked for at `hint` first.
    func selectedIndex(near hint: Int?) -> Int?
    func selectRow(at index: Int)
    func sortByColumn(_ index: Int)
    func sortByNeighbour(_ step: Int)
    func reverseSortOrder()
}

extension Table: TableContent, NodeRepresentable {
    var rowCount: Int { rows.count }
    var columnWidths: [TableColumnWidth] { columns.map(\.width) }

    func selectedIndex(near hint: Int?) -> Int? {
        let selected = selection.selected
        guard !selected.isEmpty else { return nil }
        if let hint, rows.indices.contains(hint), selected.contains(rows[hint].id) { return hint }
        return rows.firstIndex { selected.contains($0.id) }
    }

    func readSelection() {
        _ = selection.selected
    }

    func selectedRows(in range: Range<Int>) -> [Int] {
        let selected = selection.selected
        guard !selected.isEmpty else { return [] }
        return range.clamped(to: rows.indices).filter { selected.contains(rows[$0].id) }
    }

    func selectRow(at index: Int) {
        guard rows.indices.contains(index) else { return }
        selection.select(rows[index].id)
    }

    /// The column sorted by: the one whose key path is the first of the sort order.
    private var sortedColumn: Int? {
        guard let first = sortOrder?.wrappedValue.first else { return nil }
        return columns.firstIndex { $0.sortKey?.keyPath == first.keyPath }
    }

    func sortByColumn(_ index: Int) {
        guard let sortOrder, columns.indices.contains(index), let comparator = columns[index].sortKey else { return }
        if index == sortedColumn {
            reverseSortOrder()
        } else {
            sortOrder.wrappedValue = [comparator]
        }
    }

    func sortByNeighbour(_ step: Int) {
        guard let sortOrder else { return }
        let sortable = columns.indices.filter { columns[$0].sortKey != nil }
        guard !sortable.isEmpty else { return }
        let position = sortedColumn.flatMap { sortable.firstIndex(of: $0) } ?? (step > 0 ? -1 : sortable.count)
        let next = sortable[max(0, min(sortable.count - 1, position + step))]
        if let comparator = columns[next].sortKey, next != sortedColumn { sortOrder.wrappedValue = [comparator] }
    }

    func reverseSortOrder() {
        guard let sortOrder, var first = sortOrder.wrappedValue.first else { return }
        first.order = first.order == .forward ? .reverse : .forward
        sortOrder.wrappedValue[0] = first
    }

    private func title(of index: Int) -> String {
        guard index == sortedColumn, let order = sortOrder?.wrappedValue.first?.order else { return columns[index].title }
        return columns[index].title + (order == .forward ? " ▲" : " ▼")
    }

    var tableBody: any View {
        let widths = columnWidths
        let columns = columns
        let titles = columns.indices.map(title(of:))
        return VStack(alignment: .leading, spacing: 0) {
            TableColumnsLayout(widths: widths) {
                ForEach(titles.indices, id: \.self) { Text(titles[$0]).bold() }
            }
            Divider()
            ScrollView {
                LazyVStack(alignment: .leading, spacing: 0) {
                    ForEach(rows) { row in
                        TableColumnsLayout(widths: widths) {
                            ForEach(columns.indices, id: \.self) { AnyView(columns[$0].content(row)) }
                        }
                    }
                }
            }
        }
    }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        TableNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
