@_spi(TermHostInternal) import TermHostCore
import Observation

/// The node of a `List`: fills the space offered and shows a window of its rows, building, laying
/// out and drawing only the rows in that window (see ``LazyForEachNode``). It draws the section boxes
/// of the grouped look, a scroll indicator when the rows overflow, and moves focus between rows.
///
/// The scroll position is an anchor (the first item shown, and how many of its lines are scrolled
/// off), so scrolling and placing cost what the window holds, never what the list holds.
@MainActor
final class ListNode: ViewNode, RowContainer {
    private(set) var selection: ListSelection?
    private var forcedStyle: ListStyleKind?
    private var editMode = EditMode.inactive
    /// Whether the list is in edit mode (its rows show their marks).
    var isEditing: Bool { editMode.isEditing }
    /// Whether the selection and edit mode are being observed (re-armed after each change).
    private var isTracking = false
    /// The selection as last read (a change redraws the rows).
    private var selectionToken: AnyHashable?

    // Layout state (see ListNode+Layout.swift).
    var segments: [ListSegment] = []
    var anchor = ListPosition(segment: 0, offset: 0)
    var anchorLine = 0
    /// What the anchor is, to find it again when the content changes.
    var anchorIdentity: (segment: ObjectIdentifier?, element: AnyHashable?) = (nil, nil)
    var visibleItems: [ListNode.VisibleItem] = []
    var decorations: [ListNode.Decoration] = []
    var showsIndicator = false
    /// Whether the rows overflow the list's height at the last layout; a change makes the focus engine
    /// look again (a list that overflows takes focus to be scrolled when no row can).
    var contentOverflows = false {
        didSet { if contentOverflows != oldValue { setNeedsFocusUpdate() } }
    }
    var pendingScroll: ListNode.ScrollRequest?
    /// Where focus goes after the next layout (the first or last row of a new page).
    var focusRequest: ListNode.FocusRequest?
    /// The width rows are laid out in (the frame less the indicator column).
    var layoutWidth = 0
    /// The lazy elements the current layout pass used (the others are retired).
    var usedElements = Set<ObjectIdentifier>()
    /// Whether a built row (or a control in one) can take focus, as found since the last layout.
    var rowsTakeFocus: Bool?
    /// The rows the last layout placed in the window, top to bottom (drawing looks only at those
    /// meeting the damaged region: see ListNode+Drawing.swift).
    var placedRows: [ViewNode] = []
    /// Whether every placed row draws inside its frame (else drawing walks every child, as any node does).
    var placedRowsStayInFrames = false

    var isGrouped: Bool { (forcedStyle ?? environment.listStyleKind) == .grouped }

    override func update(with view: any View) {
        guard let list = view as? any ListContent else { return }
        let styleChanged = list.listForcedStyle != forcedStyle
        forcedStyle = list.listForcedStyle
        let hadSelection = selection != nil
        selection = list.listSelection
        if selection != nil || !isTracking { trackValues() }
        if styleChanged || hadSelection != (selection != nil) {
            invalidateLayout()
            setNeedsDisplay()
        }
        reconcile([(key: AnyHashable(0), view: list.listContent)])
    }

    override var asRowContainer: RowContainer? { self }

    func makeRowNode(for view: any View, key: AnyHashable, parent: ViewNode) -> ViewNode {
        makeListNode(for: view, key: key, parent: parent)
    }

    override func refresh() {
        trackValues()
    }

    override func environmentDidChange() {
        invalidateLayout()
        setNeedsDisplay()
        trackValues()
    }

    /// Reads the selection and the edit mode under observation: a change redraws (edit mode also
    /// re-measures the rows, whose marks change).
    private func trackValues() {
        isTracking = true
        let (selected, mode) = withObservationTracking {
            (selection?.read(), environment.editMode?.wrappedValue ?? .inactive)
        } onChange: { [weak self] in
            MainThread.run {
                self?.isTracking = false
                self?.markDirty()
            }
        }
        if mode != editMode {
            editMode = mode
            rowsTakeFocus = nil
            if !mode.isEditing { forEachRow { $0.closeSwipe() } }
            forEachRow { $0.rowModifiersDidChange() }
        }
        if selected != selectionToken {
            selectionToken = selected
            setNeedsDisplay()
        }
    }

    /// Calls `body` on every built row.
    func forEachRow(_ body: (ListRowNode) -> Void) {
        func visit(_ node: ViewNode) {
            if let row = node as? ListRowNode {
                body(row)
            } else if node.isTransparent {
                for child in node.children { visit(child) }
            }
        }
        for child in children { visit(child) }
    }

    // MARK: Selection

    /// Whether `row` is selected.
    func isSelected(_ row: ListRowNode) -> Bool {
        guard let selection, let value = row.selectionValue else { return false }
        return selection.isSelected(value)
    }

    /// Selects `row` (a single selection) or adds or removes it (a multiple one); false when it cannot be.
    @discardableResult
    func select(_ row: ListRowNode) -> Bool {
        guard let selection, let value = row.selectionValue, selection.accepts(value),
              !row.configuration.selectionDisabled else { return false }
        selection.choose(value)
        setNeedsDisplay()
        return true
    }

    // MARK: Drawing (ListNode+Drawing.swift)

    override var drawsContent: Bool { true }
    override func drawTree(in canvas: Canvas, region: Rect) {
        guard frame.intersects(region) else { return }
        drawSubtree(in: canvas.clipped(to: frame), region: region.intersection(frame))
    }
    override func childrenToDraw(in region: Rect) -> ArraySlice<ViewNode> { rows(meeting: region) }
    override func draw(in canvas: Canvas) { drawLines(in: canvas) }
    override func drawOverChildren(in canvas: Canvas) { drawIndicator(in: canvas) }

    // MARK: Focus

    /// Focusable (to be scrolled with the keys) only when it overflows and no built row can take focus
    /// (looked for once per layout: the focus engine asks every frame).
    override var canBecomeFocused: Bool {
        guard isMounted, isVisible, contentOverflows else { return false }
        if let rowsTakeFocus { return !rowsTakeFocus }
        let found = children.contains { $0.firstFocusableNode != nil }
        rowsTakeFocus = found
        return !found
    }
    override var mayBecomeFocused: Bool { true }

    /// A `List` is one focus group (UIKit's table): Tab enters it at the list or its first shown row's
    /// focus stop and leaves it for the next control; the arrows move between rows. A `Form` is not: its
    /// controls stay Tab stops of their own, as a form's fields are reached with Tab.
    override var isFocusGroup: Bool { forcedStyle != .grouped }

    override func computeSize(_ proposal: ProposedViewSize) -> Size { measureContent(proposal) }
    override func placeChildren(in rect: Rect) { layOutRows(in: rect) }
    override func handleKey(_ event: KeyEvent) -> Bool { handleListKey(event) }
    override func handleMouse(_ event: MouseEvent) -> Bool { handleListMouse(event) }

    override func focusWithinDidChange() {
        guard containsFocus, !isFirstResponder else { return }
        revealFocus()
    }
}

/// A `List` seen without its generic types.
@MainActor
protocol ListContent {
    var listContent: any View { get }
    var listSelection: ListSelection? { get }
    var listForcedStyle: ListStyleKind? { get }
}

extension List: ListContent, NodeRepresentable {
    var listContent: any View { content }
    var listSelection: ListSelection? { selection }
    var listForcedStyle: ListStyleKind? { forcedStyle }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ListNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
