import TermHostCore
import Observation

/// The node of a `LazyVStack` / `LazyHStack`: it makes the node of a row only while the row is in
/// the visible part of the enclosing `ScrollView` (or of the screen), with two rows beside it each
/// way, and lets go of the rest. The content's `ForEach`s are read by offset (``LazyRows``), so a
/// change costs the rows on screen, not the rows in the data.
///
/// A row's view is made while tracking what it reads (a `ForEach`'s closure runs here, not in the
/// body that built the `ForEach`), so a change to state it read makes that row's view again.
///
/// Lengths: the first row is always made and measured; a row never made is assumed as long as it.
/// A made row of another length is remembered (by offset, until the number of rows changes), so
/// the stack's length and the rows' positions follow what was seen.
///
/// A `LazyVGrid` / `LazyHGrid` is this node with its cells grouped into rows (``LazyGridRows``) of
/// as many cells as the length offered across it makes tracks; when that number changes, the rows
/// are grouped again (and the made ones let go).
@MainActor
final class LazyStackNode: ViewNode {
    private let axis: Axis
    private var alignment: AlignmentKey
    private var spacing: Int
    private var rows: LazyRows?
    /// For a grid: its items, its cells (before grouping into `rows`) and the cells in a row.
    private var grid: LazyGridSpec?
    private var cells: LazyRows?
    private var columns = 0
    /// The made rows, by offset.
    private var made: [Int: ViewNode] = [:]
    /// Lengths of made rows that differ from the first row's, by offset, for the cross length they had.
    private var lengths: [Int: Int] = [:]
    private var lengthsCross: Int?
    /// Rows made beside the visible ones, each way.
    private let overscan = 2
    /// The made rows whose views read something that changed since.
    private var changedRows = Set<ObjectIdentifier>()

    init(graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type, axis: Axis) {
        self.axis = axis
        alignment = axis == .vertical ? HorizontalAlignment.center.key : VerticalAlignment.center.key
        spacing = axis == .vertical ? 0 : 1
        super.init(graph: graph, parent: parent, key: key, viewType: viewType)
    }

    override var stackOrientation: Axis? { axis }

    /// The stack as last given, to convert its lengths again when the environment's unit changes.
    private var lastStack: (any View)?

    override func environmentDidChange() {
        super.environmentDidChange()
        if let lastStack { update(with: lastStack) }
    }

    override func update(with view: any View) {
        guard let stack = view as? any LazyStackContent else { return }
        lastStack = view
        let unit = environment.lengthUnit
        let newSpacing = stack.lazySpacing.map { unit.cells(Double($0), along: axis) } ?? (axis == .vertical ? 0 : 1)
        var changed = rows == nil
        if stack.lazyAlignment != alignment || newSpacing != spacing {
            (alignment, spacing) = (stack.lazyAlignment, newSpacing)
            changed = true
        }
        let newGrid = stack.lazyGrid?.converted(by: unit, across: axis.crossing)
        if newGrid != grid {
            grid = newGrid
            columns = grid?.tracks(offered: lengthsCross).tracks.count ?? 0
            changed = true
        }
        let newRows = grouped(LazyRows(stack.lazyContent))
        if newRows.count != rows?.count { lengths.removeAll() }
        if newRows.count != rows?.count { changed = true }
        rows = newRows
        if updateMadeRows(newRows) { changed = true }
        if changed { invalidateLayout() }
    }

    /// Gives each made row its new view, found at its offset or beside it (a row inserted or
    /// removed above moves the others by one); rows not found are let go (focus in one moves on as
    /// from any removed view). Returns whether any moved.
    private func updateMadeRows(_ rows: LazyRows) -> Bool {
        var kept: [Int: ViewNode] = [:]
        var gone: [ViewNode] = []
        var moved = false
        for (offset, node) in made {
            let found = [offset, offset + 1, offset - 1].first {
                $0 >= 0 && $0 < rows.count && kept[$0] == nil && AnyHashable(rows.key(at: $0)) == node.key
            }
            guard let found else {
                gone.append(node)
                continue
            }
            let view = trackedRowView(rows, at: found, for: RowIdentity(node)) { [weak self] in self?.rowDidChange($0) }
            guard ObjectIdentifier(type(of: view)) == node.viewType else {
                gone.append(node)
                continue
            }
            node.update(with: view)
            kept[found] = node
            if found != offset { moved = true }
        }
        made = kept
        if !gone.isEmpty {
            focusMayLeave(gone, from: children)
            sortChildren()
            for node in gone { retire(node) }
        } else if moved {
            sortChildren()
        }
        return moved || !gone.isEmpty
    }

    /// `content` as the stack's rows: itself, or for a grid its cells in rows of `columns`.
    private func grouped(_ content: LazyRows) -> LazyRows {
        guard let grid else { return content }
        cells = content
        return LazyRows(source: LazyGridRows(cells: content, columns: columns, spec: grid, axis: axis))
    }

    /// The number of rows for a length across: for a grid, its cells over the tracks that length makes.
    private func rowCount(cross: Int?) -> Int {
        guard let grid, let cells else { return rows?.count ?? 0 }
        let count = grid.tracks(offered: cross).tracks.count
        return count > 0 ? (cells.count + count - 1) / count : 0
    }

    /// Groups a grid's cells again when the length across makes another number of tracks.
    private func regroup(cross: Int?) {
        guard let grid, let cells else { return }
        let count = grid.tracks(offered: cross).tracks.count
        guard count != columns else { return }
        let focusedCell = made.first { $0.value.containsFocus }.map { offset, node in
            offset * columns + (node.children.firstIndex { $0.containsFocus } ?? 0)
        }
        columns = count
        for node in made.values { retire(node) }
        made.removeAll()
        children = []
        lengths.removeAll()
        rows = grouped(cells)
        // The rows are made again: focus goes on from the focused cell's place in its new row.
        if let focusedCell, count > 0, let engine = application?.focusEngine, let row = row(focusedCell / count) {
            // A place past the row's last cell (a shorter last row) has no neighbours: the row's start.
            let index = focusedCell % count, cells = row.children
            engine.focusedResponderWillLeave(container: row, siblings: cells,
                                             replacing: index <= cells.count ? index..<index : 0..<cells.count)
        }
    }

    private func sortChildren() {
        children = made.keys.sorted().compactMap { made[$0] }
    }

    private func retire(_ node: ViewNode) {
        changedRows.remove(ObjectIdentifier(node))
        node.unmount()
    }

    // MARK: Tracking what rows read

    private func rowDidChange(_ node: ViewNode) {
        guard made.values.contains(where: { $0 === node }) else { return }
        changedRows.insert(ObjectIdentifier(node))
        markDirty()
    }

    /// Makes the views of the rows whose reads changed again.
    override func refresh() {
        guard let rows, !changedRows.isEmpty else { return }
        remakeChangedRows(made, changed: &changedRows, rows: rows) { [weak self] in self?.rowDidChange($0) }
    }

    /// The node of row `offset`, made (and mounted) if it was not.
    private func row(_ offset: Int) -> ViewNode? {
        if let node = made[offset] { return node }
        guard let rows, offset >= 0, offset < rows.count else { return nil }
        let identity = RowIdentity(nil)
        let view = trackedRowView(rows, at: offset, for: identity) { [weak self] in self?.rowDidChange($0) }
        let node = graph.makeNode(for: view, key: AnyHashable(rows.key(at: offset)), parent: self)
        identity.node = node
        node.update(with: view)
        made[offset] = node
        sortChildren()
        if isMounted { node.mount() }
        return node
    }

    // MARK: Lengths

    private func proposal(cross: Int?) -> ProposedViewSize {
        var proposal = ProposedViewSize.unspecified
        proposal[axis.crossing] = cross
        return proposal
    }

    private func size(of node: ViewNode, cross: Int?) -> Size {
        ContentUnit(node.layoutNodes).measure(proposal(cross: cross))
    }

    /// The length of a row never made: the first row's (at least 1, so a screen holds few rows).
    private func estimate(cross: Int?) -> Int {
        guard let first = row(0) else { return 1 }
        return max(1, size(of: first, cross: cross).length(along: axis))
    }

    /// Where row `offset` starts along the axis, from the stack's start.
    private func start(of offset: Int, estimate: Int) -> Int {
        var position = offset * (estimate + spacing)
        for (index, length) in lengths where index < offset { position += length - estimate }
        return position
    }

    /// The row under `position` along the axis (the last one whose start is at or before it).
    private func offset(at position: Int, count: Int, estimate: Int) -> Int {
        var low = 0
        var high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if start(of: middle, estimate: estimate) <= position { low = middle } else { high = middle - 1 }
        }
        return low
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let cross = proposal[axis.crossing]
        let count = rowCount(cross: cross)
        guard count > 0 else { return .zero }
        if cross != lengthsCross { lengths.removeAll() }
        let estimate = estimate(cross: cross)
        let main = start(of: count, estimate: estimate) - spacing
        if let grid { return Size(along: axis, main: main, cross: grid.tracks(offered: cross).length) }
        let widest = made.values.map { size(of: $0, cross: cross).length(along: axis.crossing) }.max() ?? 0
        return Size(along: axis, main: main, cross: cross.map { min($0, Int.infinity) } ?? widest)
    }

    // MARK: Placement

    /// The part of the graph that shows: the enclosing scroll view's frame, else the root's.
    private var visibleRegion: Rect {
        var node = parent
        while let current = node {
            if current is ScrollNode { return current.frame }
            node = current.parent
        }
        return graph.root.frame
    }

    override func placeChildren(in rect: Rect) {
        let cross = placedProposal[axis.crossing]
        regroup(cross: cross)
        guard let rows, rows.count > 0 else { return }
        if cross != lengthsCross {
            lengths.removeAll()
            lengthsCross = cross
        }
        let estimate = estimate(cross: cross)
        let origin = rect.origin.coordinate(along: axis)
        let visible = visibleRegion.intersection(rect)
        var wanted = Set<Int>([0])
        if !visible.isEmpty {
            let low = visible.origin.coordinate(along: axis) - origin
            let high = low + visible.size.length(along: axis) - 1
            let first = max(0, offset(at: low, count: rows.count, estimate: estimate) - overscan)
            let last = min(rows.count - 1, offset(at: high, count: rows.count, estimate: estimate) + overscan)
            if first <= last { wanted.formUnion(first...last) }
        }
        for (offset, node) in made where !wanted.contains(offset) && !node.containsFocus {
            made[offset] = nil
            retire(node)
        }
        var lengthsChanged = false
        for offset in wanted.sorted() {
            guard let node = row(offset) else { continue }
            let length = size(of: node, cross: cross).length(along: axis)
            if offset > 0, (lengths[offset] ?? estimate) != length {
                lengths[offset] = length == estimate ? nil : length
                lengthsChanged = true
            }
        }
        sortChildren()
        let crossLength = rect.size.length(along: axis.crossing)
        let container = ViewDimensions(size: Size(along: axis, main: 0, cross: crossLength))
        for (offset, node) in made.sorted(by: { $0.key < $1.key }) {
            let unit = ContentUnit(node.layoutNodes)
            let rowProposal = proposal(cross: cross)
            let dimensions = unit.dimensions(in: rowProposal)
            let crossStart = ViewDimensions.cell(container.value(of: alignment) - dimensions.value(of: alignment))
            let main = origin + start(of: offset, estimate: estimate)
            let position = Point(along: axis, main: main, cross: rect.origin.coordinate(along: axis.crossing) + crossStart)
            unit.place(in: Rect(origin: position, size: dimensions.size), proposal: rowProposal)
        }
        if lengthsChanged {
            invalidateLayout()
            application?.setNeedsFrame()
        }
    }
}

/// A `LazyVStack` or `LazyHStack`, whatever its content's type.
@MainActor
protocol LazyStackContent {
    var lazyAlignment: AlignmentKey { get }
    var lazySpacing: Int? { get }
    var lazyContent: any View { get }
    /// The grid's items, for a `LazyVGrid` / `LazyHGrid`.
    var lazyGrid: LazyGridSpec? { get }
}

extension LazyStackContent {
    var lazyGrid: LazyGridSpec? { nil }
}

extension LazyVStack: LazyStackContent, NodeRepresentable {
    var lazyAlignment: AlignmentKey { alignment.key }
    var lazySpacing: Int? { spacing }
    var lazyContent: any View { content }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        LazyStackNode(graph: graph, parent: parent, key: key, viewType: Self.self, axis: .vertical)
    }
}

extension LazyHStack: LazyStackContent, NodeRepresentable {
    var lazyAlignment: AlignmentKey { alignment.key }
    var lazySpacing: Int? { spacing }
    var lazyContent: any View { content }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        LazyStackNode(graph: graph, parent: parent, key: key, viewType: Self.self, axis: .horizontal)
    }
}
