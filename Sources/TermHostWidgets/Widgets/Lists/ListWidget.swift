import FoundationEssentials
@_spi(TermHostInternal) import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A virtualized, scrolling table of sections and rows: the `UITableView` of TermHost.
///
/// A ``dataSource`` gives the sections, rows and cells (and header and footer titles); a
/// ``delegate`` hears about selection and may set heights, header views and editing styles. Only the
/// rows on screen exist as cells; a cell that scrolls away goes back to a reuse queue per identifier
/// and comes back from ``dequeueReusableCell(withIdentifier:for:)``. Rows are as tall as their cells
/// at the list's width (or ``rowHeight``, or the delegate's `heightForRowAt`); rows not shown yet
/// count as ``estimatedRowHeight``, so even End on 100,000 rows measures only what it shows.
///
/// Keys, while the list has focus (the list key map a `List` has too, `ListKeyMap`): Up/Down,
/// PageUp/PageDown, Home/End move the keyboard cursor (the row drawn bold and reversed;
/// ``selectionFollowsFocus`` makes it select too); Enter or Space taps the row (selects it, see
/// ``ListWidgetDelegate``); Delete or Backspace commits the `.delete` editing style of the row (the data
/// source's `commit editingStyle`), Insert the `.insert` style; in editing mode Shift-Up/Shift-Down (or
/// Alt-Up/Alt-Down) move a row the data source lets move. Rows look as a `List`'s do (``ListCellWidget``).
/// The mouse: a click taps the row (highlighted while pressed, selected on release), the wheel scrolls
/// three lines.
///
/// Updates follow UIKit: `insertRows`, `deleteRows`, `moveRow`, `reloadRows` and the section forms,
/// alone or batched in ``beginUpdates()`` / ``endUpdates()`` or ``performBatchUpdates(_:completion:)``,
/// ask the data source for the new counts at once and keep the cells of the rows that stay; only
/// inserted and reloaded rows are asked for cells. Animations are accepted and not drawn.
@MainActor
open class ListWidget: ControlWidget, ContentInsetAdjusting {
    /// Supplies the sections and rows (held weakly, as in UIKit). Setting it reloads.
    public var dataSource: ListWidgetDataSource? {
        get { dataSourceStorage }
        set {
            dataSourceStorage = newValue
            setNeedsReload()
        }
    }
    /// The storage of ``dataSource`` (internal, so the optimizer needs no run-time exclusivity check for it).
    weak var dataSourceStorage: ListWidgetDataSource?
    /// Hears about selection and shapes rows (held weakly). Setting it reloads.
    public var delegate: (any ListWidgetDelegate)? {
        get { delegateStorage }
        set {
            delegateStorage = newValue
            setNeedsReload()
        }
    }
    /// The storage of ``delegate``.
    weak var delegateStorage: (any ListWidgetDelegate)?

    /// How the list looks; set when it is made.
    public let style: Style

    /// Every row's height, or ``automaticDimension`` (the default) to measure each row's cell. A length: rows,
    /// or points when the list's ``Widget/effectiveLengthUnit`` is ``LengthUnit/points`` (`80` is 5 rows); a
    /// fraction rounds to the nearest row, a non-zero height to at least one.
    public var rowHeight: Double {
        get { rowHeightStorage }
        set {
            let oldValue = rowHeightStorage
            rowHeightStorage = newValue
            if newValue != oldValue { setNeedsReload() }
        }
    }
    /// The storage of ``rowHeight`` (internal, so the optimizer needs no run-time exclusivity check for it).
    var rowHeightStorage = ListWidget.automaticDimension
    /// The height assumed for rows not shown yet (``automaticDimension``: 1, or ``rowHeight`` when fixed); a
    /// length, as ``rowHeight``.
    public var estimatedRowHeight = ListWidget.automaticDimension
    /// Every section header's height, or ``automaticDimension`` (the default) to measure it; a length, as
    /// ``rowHeight``.
    public var sectionHeaderHeight = ListWidget.automaticDimension {
        didSet { if sectionHeaderHeight != oldValue { setNeedsReload() } }
    }
    /// Every section footer's height, or ``automaticDimension`` (the default) to measure it; a length, as
    /// ``rowHeight``.
    public var sectionFooterHeight = ListWidget.automaticDimension {
        didSet { if sectionFooterHeight != oldValue { setNeedsReload() } }
    }
    /// Accepted for ported code (headers are measured when shown).
    public var estimatedSectionHeaderHeight = ListWidget.automaticDimension
    /// Accepted for ported code (footers are measured when shown).
    public var estimatedSectionFooterHeight = ListWidget.automaticDimension

    /// The separators' colour (`UITableView.separatorColor`): kept for ported code; a separator is an underline of
    /// the row's text, in its colour.
    public var separatorColor: Color?

    /// Whether rows are underlined as separators. Default `.none` (see ``ListCellWidget/SeparatorStyle``).
    public var separatorStyle: ListCellWidget.SeparatorStyle {
        get { separatorStyleStorage }
        set {
            let oldValue = separatorStyleStorage
            separatorStyleStorage = newValue
            if newValue != oldValue { updateShownCells() }
        }
    }
    /// The storage of ``separatorStyle``.
    var separatorStyleStorage: ListCellWidget.SeparatorStyle = .none

    /// Whether the user can select rows (outside editing mode). Default `true`.
    public var allowsSelection = true
    /// Whether taps add to the selection instead of replacing it (outside editing mode). Default `false`.
    public var allowsMultipleSelection = false
    /// Whether the user can select rows in editing mode. Default `false`.
    public var allowsSelectionDuringEditing = false
    /// Whether taps add to the selection in editing mode. Default `false`.
    public var allowsMultipleSelectionDuringEditing = false
    /// Whether moving the keyboard cursor also selects the row (as a tap does, without the primary
    /// action). Default `false`: the cursor moves, Enter or Space selects.
    public var selectionFollowsFocus = false
    /// When a shown cell's own size change re-measures its row. Default `.enabled`.
    public var selfSizingInvalidation: SelfSizingInvalidation = .enabled

    /// A widget above the first section, scrolling with the rows; as tall as its frame, or its fitting
    /// height when its frame has none.
    public var tableHeaderView: Widget? {
        didSet { replaceTableView(oldValue, with: tableHeaderView) }
    }
    /// A widget below the last section, scrolling with the rows.
    public var tableFooterView: Widget? {
        didSet { replaceTableView(oldValue, with: tableFooterView) }
    }

    /// Extra room above and below the rows, on top of what the safe area adds (`contentInset`).
    @exclusivity(unchecked)
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { setNeedsLayout() } }
    }
    /// How the safe area is added to ``contentInset`` (default `.automatic`: a list under a navigation
    /// bar or above a tab bar starts below the one and ends above the other).
    @exclusivity(unchecked)
    public var contentInsetAdjustmentBehavior: ScrollWidget.ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
    }
    /// ``contentInset`` plus the safe-area insets ``contentInsetAdjustmentBehavior`` adds. The rows
    /// keep clear of its top and bottom (its sides are not used: rows span the list's width).
    public var adjustedContentInset: EdgeInsets { computedAdjustedContentInset }
    /// Called when ``adjustedContentInset`` changed (at the layout after the change).
    open func adjustedContentInsetDidChange() {}
    /// Kept for ported code: a list draws no scroll indicator.
    public var showsVerticalScrollIndicator = true
    /// Kept for ported code: a list draws no scroll indicator.
    public var showsHorizontalScrollIndicator = true

    /// Where an update the data source's counts contradict is reported (the list then reloads
    /// everything). Default: standard error, as the layout engine reports conflicts.
    public var diagnosticHandler: @MainActor (String) -> Void = { LayoutEngine.writeToStandardError($0) }

    // MARK: State

    var slots = ListSlots()
    var needsReload = true
    /// The widgets shown per slot (cells, header and footer views), and each one's slot.
    var shown: [Int: Widget] = [:]
    @exclusivity(unchecked)
    var slotOfWidget: [ObjectIdentifier: Int] = [:]
    /// Slots shown that have nothing to show (an untitled header), so they are not asked again.
    @exclusivity(unchecked)
    var emptySlots: Set<Int> = []
    @exclusivity(unchecked)
    var reuseQueues: [String: [ListCellWidget]] = [:]
    @exclusivity(unchecked)
    var headerQueues: [String: [ListHeaderFooterWidget]] = [:]
    @exclusivity(unchecked)
    var titleViews: [ListHeaderFooterWidget] = []
    var madeTitleViews: Set<ObjectIdentifier> = []
    var registrations: [String: ListCellWidget.Type] = [:]
    var headerRegistrations: [String: ListHeaderFooterWidget.Type] = [:]
    /// The cell a `reconfigureRows` hands back to the data source's dequeue.
    var reconfiguringCell: ListCellWidget?

    /// What a scroll asked for shows, resolved at the next layout (the rows may not be loaded yet).
    enum ScrollTarget: Equatable {
        case row(IndexPath), header(Int), tableHeader, contentEnd
    }

    var offset = 0
    /// The adjusted content inset's top and bottom the rows were last placed inside.
    var insetTop = 0, insetBottom = 0
    var anchor: (target: ScrollTarget, position: ScrollPosition)?
    var measuredWidth = -1
    /// The height and content offset the shown widgets were last placed at (`nil`: place them all again).
    var placement: (height: Int, offset: Int)?
    @exclusivity(unchecked)
    var pendingReload: [Int: Bool] = [:]
    @exclusivity(unchecked)
    var pendingRemeasure: Set<Int> = []
    @exclusivity(unchecked)
    var needsMeasure: Set<Int> = []
    var isPlacing = false

    var batch = ListUpdateBatch()
    var batchDepth = 0

    var selected: Set<IndexPath> = []
    var cursor: IndexPath?
    var pressed: IndexPath?
    var isEditingStorage = false

    /// Widgets given a frame by a full placement pass, for structural tests (a reload that keeps the
    /// row's height re-places no cell).
    var cellsPlaced = 0
    /// Shown widgets a redraw tested against a damaged region, for structural tests.
    var cellsExamined = 0

    /// Makes a plain list.
    public override convenience init(frame: Rect = .zero) {
        self.init(frame: frame, style: .plain)
    }

    /// Makes a list of `style`.
    public init(frame: Rect = .zero, style: Style) {
        self.style = style
        super.init(frame: frame)
        clipsToBounds = true
    }

    // MARK: Counts

    /// The number of sections, as last asked from the data source.
    public var numberOfSections: Int { slots.numberOfSections }

    /// The number of rows in `section`, as last asked from the data source (0 for no such section).
    public func numberOfRows(inSection section: Int) -> Int {
        slots.rowCounts.indices.contains(section) ? slots.rowCounts[section] : 0
    }

    // MARK: Cells

    /// Registers the cell class made when the queue for `identifier` is empty.
    public func register(_ cellClass: ListCellWidget.Type?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// Registers the header/footer class made when its queue for `identifier` is empty.
    public func register(_ viewClass: ListHeaderFooterWidget.Type?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerRegistrations[identifier] = viewClass
    }

    /// A cell from the reuse queue for `identifier` (after ``ListCellWidget/prepareForReuse()``), or a
    /// new one of the registered class (a `.default` ``ListCellWidget`` when none is registered; UIKit
    /// raises an exception there).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> ListCellWidget {
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        let type = registrations[identifier] ?? ListCellWidget.self
        return type.init(reuseIdentifier: identifier)
    }

    /// A cell from the reuse queue for `identifier`, if one is waiting.
    public func dequeueReusableCell(withIdentifier identifier: String) -> ListCellWidget? {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        guard let cell = reuseQueues[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// A header or footer view from the reuse queue for `identifier`, or a new one of the registered
    /// class; `nil` when neither is there.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> ListHeaderFooterWidget? {
        if let view = headerQueues[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        guard let type = headerRegistrations[identifier] else { return nil }
        let view = type.init(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    /// The cells on screen, top to bottom.
    public var visibleCells: [ListCellWidget] {
        shown.sorted { $0.key < $1.key }.compactMap { entry in
            guard let cell = entry.value as? ListCellWidget, !cell.isHidden, cell.frame.maxY > 0,
                  cell.frame.minY < bounds.height else { return nil }
            return cell
        }
    }

    /// The index paths of the rows on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        visibleCells.compactMap(indexPath(for:))
    }

    /// The cell showing the row, if it is on screen.
    public func cellForRow(at indexPath: IndexPath) -> ListCellWidget? {
        guard slots.contains(indexPath) else { return nil }
        return shown[slots.slot(of: indexPath)] as? ListCellWidget
    }

    /// The row `cell` shows, if it is on screen.
    public func indexPath(for cell: ListCellWidget) -> IndexPath? {
        guard let slot = slotOfWidget[ObjectIdentifier(cell)], case .row(let indexPath) = slots.kind(of: slot) else {
            return nil
        }
        return indexPath
    }

    /// The header view shown for `section`, if it is on screen.
    public func headerView(forSection section: Int) -> ListHeaderFooterWidget? {
        guard slots.rowCounts.indices.contains(section) else { return nil }
        return shown[slots.headerSlot(section)] as? ListHeaderFooterWidget
    }

    /// The footer view shown for `section`, if it is on screen.
    public func footerView(forSection section: Int) -> ListHeaderFooterWidget? {
        guard slots.rowCounts.indices.contains(section) else { return nil }
        return shown[slots.footerSlot(section)] as? ListHeaderFooterWidget
    }

    /// The row's rectangle in content coordinates (from the top of the first row, without the scroll
    /// offset); rows not shown yet count at their estimated height.
    public func rectForRow(at indexPath: IndexPath) -> Rect {
        guard slots.contains(indexPath) else { return .zero }
        let slot = slots.slot(of: indexPath)
        return Rect(x: 0, y: slots.heights.offset(of: slot), width: bounds.width, height: slots.heights[slot])
    }

    /// The row at a point in content coordinates, if there is one.
    public func indexPathForRow(at point: Point) -> IndexPath? {
        slots.indexPath(at: point.y)
    }

    // MARK: Reloading

    /// Asks the data source for everything again (counts, titles and the shown cells) at the next layout,
    /// and clears the selection, as UIKit's `reloadData()` does (the rows may now be other items).
    public func reloadData() {
        selected.removeAll()
        setNeedsReload()
    }

    /// Reloads everything at the next layout, keeping the selection (a change of the data source,
    /// delegate or fixed heights).
    func setNeedsReload() {
        needsReload = true
        batch = ListUpdateBatch()
        setNeedsLayout()
    }

    // MARK: Editing

    /// Whether the list is in editing mode: rows show their editing controls and reorder controls.
    public var isEditing: Bool {
        get { isEditingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// Enters or leaves editing mode (the shown rows are measured again with their controls).
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditingStorage else { return }
        isEditingStorage = editing
        updateShownCells()
    }

    /// Brings every shown cell's editing, separator and selection state up to date and measures the
    /// shown rows again.
    func updateShownCells() {
        refreshShownCellStates()
        measuredWidth = -1
        setNeedsLayout()
    }

    /// Brings every shown cell's state up to date (nothing is measured).
    func refreshShownCellStates() {
        for (slot, widget) in shown {
            guard let cell = widget as? ListCellWidget, case .row(let indexPath) = slots.kind(of: slot) else { continue }
            configureState(of: cell, at: indexPath)
        }
    }

    private func replaceTableView(_ old: Widget?, with new: Widget?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        for slot in [0, slots.tableFooterSlot] where shown[slot] === old {
            changeShown { $0[slot] = nil }
        }
        if let old { slotOfWidget[ObjectIdentifier(old)] = nil }
        emptySlots.remove(0)
        emptySlots.remove(slots.tableFooterSlot)
        needsMeasure.formUnion([0, slots.tableFooterSlot])
        placement = nil
        setNeedsLayout()
    }

    /// The heights are converted again with the new unit: the list reloads.
    @_spi(TermHostInternal) open override func lengthUnitDidChange() {
        super.lengthUnitDidChange()
        reloadData()
    }

    open override func layoutSubviews() {
        layoutSlots()
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        handleListKey(event)
    }

    /// A table is one focus group, as in UIKit: Tab stops at the list once (its focused row) and leaves
    /// it for the next control; the arrows move between rows; the controls in the cells are not Tab
    /// stops of their own: Space on a focused row goes to its cell's first control (see
    /// ``handleListKey(_:)``), and a click still focuses them.
    @_spi(TermHostInternal) open override var isFocusGroup: Bool { true }

    open override func handleMouse(_ event: MouseEvent) -> Bool {
        handleListMouse(event)
    }

    open override func didBecomeFocused() {
        super.didBecomeFocused()
        showCursor()
    }

    open override func didResignFocus() {
        super.didResignFocus()
        hideCursor()
    }

    /// The shown widgets meeting `rect`, top to bottom. Once placed, the slots from the one at the
    /// rectangle's top edge (found through the heights' prefix sums) to its bottom edge are the only
    /// ones looked at, so a redraw of one row costs the same in a list of a million.
    open override func subviews(intersecting rect: Rect) -> [Widget] {
        guard let placement, !rect.isEmpty,
              var slot = slots.heights.slot(at: placement.offset + max(0, rect.minY - insetTop)) else {
            cellsExamined += shown.count
            return shown.values.filter { !$0.isHidden && $0.frame.intersects(rect) }
        }
        var y = slots.heights.offset(of: slot) - placement.offset + insetTop
        var result: [Widget] = []
        while slot < slots.count, y < rect.maxY {
            if let widget = shown[slot] {
                cellsExamined += 1
                if !widget.isHidden, widget.frame.intersects(rect) { result.append(widget) }
            }
            y += slots.heights[slot]
            slot += 1
        }
        return result
    }
}

extension ListWidget {
    var scrollableAxes: (horizontal: Bool, vertical: Bool) { (false, slots.heights.total > bounds.height) }
}
