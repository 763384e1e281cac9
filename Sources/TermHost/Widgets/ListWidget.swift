/// A virtualized, scrolling list of rows: the `UITableView` of TermHost.
///
/// Only the rows on screen exist as cell widgets; cells that scroll away go back to a reuse queue
/// per identifier and come back from ``dequeueReusableCell(withIdentifier:for:)``. Row heights are
/// measured from each shown cell's ``Widget/systemLayoutSizeFitting(_:)`` at the list's width;
/// rows not shown yet count as ``estimatedRowHeight``, so even End on 100,000 rows measures only
/// what it shows. Up/Down, PageUp/PageDown, Home/End, the wheel and clicks select rows; the list
/// scrolls to keep the selection visible; Enter asks the delegate to perform the row's primary action.
@MainActor
open class ListWidget: ControlWidget {
    private enum Anchor {
        case top(Int), bottom(Int)
    }

    /// Supplies the rows.
    public weak var dataSource: ListWidgetDataSource? {
        didSet { reloadData() }
    }
    /// Hears about selection.
    public weak var delegate: ListWidgetDelegate?

    /// The height assumed for rows not measured yet. Default 1.
    public var estimatedRowHeight = 1

    /// The selected row, if any.
    public private(set) var selectedRow: Int?
    /// The first content row shown at the top (content offset from the top of row 0).
    public private(set) var contentOffset = 0

    private var heights = RowHeightIndex(count: 0, estimate: 1)
    private var needsReload = true
    private var rowsToReload: Set<Int> = []
    private var anchor: Anchor?
    private var measuredWidth = -1
    private var cells: [Int: ListCellWidget] = [:]
    private var shown: [ListCellWidget] = []
    private var reuseQueues: [String: [ListCellWidget]] = [:]
    private var registrations: [String: ListCellWidget.Type] = [:]
    /// The height and content offset the shown cells were last placed at.
    private var placement: (height: Int, offset: Int)?
    /// Cells given a frame by a full placement pass, for structural tests (a reload that keeps the
    /// row's height re-places no cell).
    private(set) var cellsPlaced = 0

    /// Creates an empty list; give it a ``dataSource``.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    // MARK: Data

    /// The number of rows, as last asked from the data source.
    public var numberOfRows: Int { heights.count }

    /// Registers the cell class made when the queue for `identifier` is empty.
    public func register(_ cellClass: ListCellWidget.Type, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell from the reuse queue for `identifier` (after ``ListCellWidget/prepareForReuse()``),
    /// or a new one of the registered class (``ListCellWidget`` when none is registered).
    public func dequeueReusableCell(withIdentifier identifier: String, for row: Int) -> ListCellWidget {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        let type = registrations[identifier] ?? ListCellWidget.self
        return type.init(reuseIdentifier: identifier)
    }

    /// A cell from the reuse queue for `identifier`, if one is waiting.
    public func dequeueReusableCell(withIdentifier identifier: String) -> ListCellWidget? {
        guard let cell = reuseQueues[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// Asks the data source for everything again (row count and the shown cells).
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// Asks the data source again for the given rows (those shown are re-made and re-measured).
    public func reloadRows(at rows: [Int]) {
        rowsToReload.formUnion(rows)
        setNeedsLayout()
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [ListCellWidget] { shown }

    /// The rows on screen, top to bottom.
    public var visibleRows: [Int] { cells.keys.sorted() }

    /// The cell showing `row`, if it is on screen.
    public func cellForRow(at row: Int) -> ListCellWidget? { cells[row] }

    // MARK: Selection and scrolling

    /// Selects `row` (or nothing) without telling the delegate, scrolling it into view when asked.
    public func selectRow(at row: Int?, scrollToVisible: Bool = true) {
        if needsReload {
            selectedRow = row.map { max(0, $0) }
            if let row, scrollToVisible { anchor = .top(row) }
            return
        }
        let clamped = row.map { max(0, min($0, heights.count - 1)) }
        let newRow = heights.count == 0 ? nil : clamped
        if let old = selectedRow { cells[old]?.isSelected = false }
        selectedRow = newRow
        if let newRow {
            cells[newRow]?.isSelected = true
            cells[newRow]?.isEmphasized = isFocused
            if scrollToVisible { scrollToRow(at: newRow) }
        }
    }

    /// Scrolls the least needed to show `row` whole.
    public func scrollToRow(at row: Int) {
        guard row >= 0, row < heights.count else { return }
        let top = heights.offset(of: row)
        let height = bounds.height
        if top < contentOffset {
            anchor = .top(row)
        } else if top + heights[row] > contentOffset + height {
            anchor = .bottom(row)
        } else {
            return
        }
        setNeedsLayout()
    }

    /// Scrolls to a content offset (clamped at the next layout).
    public func setContentOffset(_ offset: Int) {
        contentOffset = max(0, offset)
        anchor = nil
        setNeedsLayout()
    }

    private func userSelect(_ row: Int) {
        guard heights.count > 0 else { return }
        let target = max(0, min(row, heights.count - 1))
        guard target != selectedRow else { return }
        selectRow(at: target)
        delegate?.listWidget(self, didSelectRowAt: target)
    }

    private var pageRows: Int { max(1, shown.count - 1) }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty, heights.count > 0 else { return false }
        let current = selectedRow ?? -1
        switch event.key {
        case .up: if current <= 0 { return false }; userSelect(current - 1)
        case .down: if current >= heights.count - 1 { return false }; userSelect(current + 1)
        case .pageUp: userSelect(max(0, current - pageRows))
        case .pageDown: userSelect(current + pageRows)
        case .home: userSelect(0)
        case .end: userSelect(heights.count - 1)
        case .enter:
            guard let row = selectedRow else { return false }
            delegate?.listWidget(self, performPrimaryActionForRowAt: row)
        default: return false
        }
        return true
    }

    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled, heights.count > 0 else { return false }
        switch event.kind {
        case .press(.left):
            let y = convertFromWindow(event.position).y
            if let row = heights.row(at: contentOffset + y), contentOffset + y < heights.total { userSelect(row) }
        case .scrollUp: userSelect((selectedRow ?? 1) - 1)
        case .scrollDown: userSelect((selectedRow ?? -1) + 1)
        default: return false
        }
        return true
    }

    open override func didBecomeFocused() {
        super.didBecomeFocused()
        if let row = selectedRow { cells[row]?.isEmphasized = true }
    }

    open override func didResignFocus() {
        super.didResignFocus()
        if let row = selectedRow { cells[row]?.isEmphasized = false }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        if needsReload { reloadNow() }
        let height = bounds.height, width = bounds.width
        guard heights.count > 0, height > 0, width > 0 else {
            for (_, cell) in cells { enqueue(cell) }
            cells = [:]
            shown = []
            placement = nil
            return
        }
        let remeasure = width != measuredWidth
        measuredWidth = width
        if !remeasure, anchor == nil, let placement, placement == (height, contentOffset), reloadInPlace() { return }
        var old = cells
        cells = [:]
        for row in rowsToReload { if let cell = old.removeValue(forKey: row) { enqueue(cell) } }
        rowsToReload = []
        let predicted = predictedRows(height: height)
        for (row, cell) in old where !predicted.contains(row) {
            enqueue(cell)
            old[row] = nil
        }
        if case .bottom(let last)? = anchor {
            var covered = 0, row = last
            while row >= 0, covered < height {
                _ = cell(for: row, reusing: &old, remeasure: remeasure)
                covered += heights[row]
                row -= 1
            }
            contentOffset = heights.offset(of: last) + heights[last] - height
        } else if case .top(let first)? = anchor {
            contentOffset = heights.offset(of: first)
        }
        anchor = nil
        contentOffset = max(0, min(contentOffset, heights.total - height))
        placeCells(from: heights.row(at: contentOffset) ?? 0, reusing: &old, remeasure: remeasure)
        for (_, cell) in old { enqueue(cell) }
        placement = (height, contentOffset)
    }

    /// Re-makes the shown rows asked for by ``reloadRows(at:)`` where they are, when nothing else
    /// moved. Returns `false` when a row's height changed (the caller places every cell again; the
    /// new cells are already in place of the old ones).
    private func reloadInPlace() -> Bool {
        guard !rowsToReload.isEmpty else { return false }
        var unchanged = true
        var none: [Int: ListCellWidget] = [:]
        for row in rowsToReload.sorted() {
            guard let old = cells.removeValue(forKey: row) else { continue }
            let height = heights[row]
            enqueue(old)
            let cell = cell(for: row, reusing: &none, remeasure: false)
            if heights[row] != height { unchanged = false }
            if cell !== old, let index = shown.firstIndex(where: { $0 === old }) { shown[index] = cell }
            if unchanged { cell.frame = old.frame }
        }
        rowsToReload = []
        return unchanged
    }

    private func placeCells(from first: Int, reusing old: inout [Int: ListCellWidget], remeasure: Bool) {
        var row = first
        var y = heights.offset(of: first) - contentOffset
        var placed: [ListCellWidget] = []
        while row < heights.count, y < bounds.height {
            let cell = cell(for: row, reusing: &old, remeasure: remeasure)
            cell.frame = Rect(x: 0, y: y, width: bounds.width, height: heights[row])
            cellsPlaced += 1
            placed.append(cell)
            y += heights[row]
            row += 1
        }
        // The placed rows are the contiguous range first..<row: no set of them is needed.
        let placedRows = first..<row
        for (row, cell) in cells where !placedRows.contains(row) {
            enqueue(cell)
            cells[row] = nil
        }
        shown = placed
    }

    private func predictedRows(height: Int) -> ClosedRange<Int> {
        let offset: Int
        switch anchor {
        case .bottom(let row)?: offset = heights.offset(of: row) + heights[row] - height
        case .top(let row)?: offset = heights.offset(of: row)
        case nil: offset = contentOffset
        }
        let first = heights.row(at: max(0, offset)) ?? 0
        let last = heights.row(at: max(0, offset) + height - 1) ?? first
        return first...max(first, last)
    }

    private func reloadNow() {
        needsReload = false
        placement = nil
        for (_, cell) in cells { enqueue(cell) }
        cells = [:]
        shown = []
        rowsToReload = []
        let count = dataSource.map { max(0, $0.numberOfRows(in: self)) } ?? 0
        heights = RowHeightIndex(count: count, estimate: estimatedRowHeight)
        if let row = selectedRow { selectedRow = count == 0 ? nil : min(row, count - 1) }
        if case .top(let row)? = anchor, row >= count { anchor = nil }
        if case .bottom(let row)? = anchor, row >= count { anchor = nil }
        setNeedsDisplay()
    }

    /// The cell for `row`: already made in this pass, still shown from the last one, or from the data source.
    private func cell(for row: Int, reusing old: inout [Int: ListCellWidget], remeasure: Bool) -> ListCellWidget {
        if let cell = cells[row] { return cell }
        let cell: ListCellWidget
        var fresh = false
        if let existing = old.removeValue(forKey: row) {
            cell = existing
        } else if let dataSource {
            cell = dataSource.listWidget(self, cellForRowAt: row)
            fresh = true
        } else {
            cell = dequeueReusableCell(withIdentifier: "", for: row)
            fresh = true
        }
        if cell.superview !== self { addSubview(cell) }
        cell.isHidden = false
        cell.isSelected = row == selectedRow
        cell.isEmphasized = isFocused && row == selectedRow
        if fresh || remeasure {
            let size = cell.systemLayoutSizeFitting(Size(width: bounds.width, height: 0))
            heights.setHeight(max(1, size.height), forRow: row)
        }
        cells[row] = cell
        return cell
    }

    private func enqueue(_ cell: ListCellWidget) {
        cell.isHidden = true
        cell.isSelected = false
        reuseQueues[cell.reuseIdentifier ?? "", default: []].append(cell)
    }

    /// The shown cells meeting `rect`, found without looking at hidden reusable cells.
    open override func subviews(intersecting rect: Rect) -> [Widget] {
        shown.filter { !$0.isHidden && $0.frame.intersects(rect) }
    }
}
