import TermHostCore

/// One row of a list (or a section's header or footer): wraps the row's content, insets it, and draws the
/// row's selection, focus, edit-mode marks, separator and swipe actions as the list row look both halves
/// share says (`ListRowLook`, `ListRowLayout`, `SwipeActionsStrip`); takes the row's keys
/// (`ListKeyMap`).
@MainActor
final class ListRowNode: ViewNode {
    let role: ListRowRole
    /// Whether the row is drawn inside a section box (set by the list when it reads its segments).
    var isBoxed = false
    private var storedConfiguration: ListRowConfiguration?
    /// The swipe actions shown, while their strip is open.
    var swipe: SwipeActionsStrip?
    /// What the open strip's buttons run, in the strip's order.
    var swipeEntries: [MenuItem] = []
    /// Where focus was when the swipe actions opened.
    weak var returnFocus: Responder?

    init(graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type, role: ListRowRole) {
        self.role = role
        super.init(graph: graph, parent: parent, key: key, viewType: viewType)
    }

    override func update(with view: any View) {
        if children.count == 1, let content = children.first, content.viewType == ObjectIdentifier(type(of: view)) {
            content.update(with: view)
        } else {
            reconcile([(key: AnyHashable(0), view: view)])
        }
    }

    /// The list this row belongs to.
    var list: ListNode? {
        // A mounted row's ancestors are fixed and alive (a node's parent never changes), so the walk
        // up to the list is made once; rows ask on every draw and measure.
        guard isMounted else { return parent?.rowContainer as? ListNode }
        if !hasFoundList {
            foundList = parent?.rowContainer as? ListNode
            hasFoundList = true
        }
        return foundList
    }
    private weak var foundList: ListNode?
    private var hasFoundList = false

    override var environmentForChildren: EnvironmentValues {
        var values = environment
        values.listRowConfiguration = ListRowConfiguration()
        values.isInListRow = true
        switch role {
        case .header: if values.font == nil { values.font = .headline }
        case .footer: if values.font == nil { values.font = .footnote }
        case .row: break
        }
        return values
    }

    override func environmentDidChange() {
        rowModifiersDidChange()
    }

    // MARK: Configuration

    /// What the row modifiers above and inside the row ask for.
    var configuration: ListRowConfiguration {
        if let storedConfiguration { return storedConfiguration }
        var configuration = environment.listRowConfiguration
        collectModifiers(below: self, into: &configuration)
        storedConfiguration = configuration
        return configuration
    }

    private func collectModifiers(below node: ViewNode, into configuration: inout ListRowConfiguration) {
        for child in node.children where child.asRowContainer == nil {
            (child as? ListRowModifierNode)?.contribute(to: &configuration)
            collectModifiers(below: child, into: &configuration)
        }
    }

    /// A row modifier above or inside the row changed: read them again, re-measure and redraw.
    func rowModifiersDidChange() {
        storedConfiguration = nil
        invalidateLayout()
        setNeedsDisplay()
    }

    // MARK: Element and actions

    /// The `ForEach` element this row shows, with that `ForEach`'s delete and move actions.
    var element: ListElement? {
        var node: ViewNode = self
        while let parent = node.parent, parent.asRowContainer == nil {
            if let forEach = parent as? LazyForEachNode {
                var delete: (@MainActor ([Int]) -> Void)?
                var move: (@MainActor ([Int], Int) -> Void)?
                var above = forEach.parent
                while let current = above, current.isTransparent, current.asRowContainer == nil {
                    if let actions = (current as? EditActionsNode)?.actions {
                        delete = delete ?? actions.delete
                        move = move ?? actions.move
                    }
                    above = current.parent
                }
                return ListElement(forEach: forEach, node: node, delete: delete, move: move)
            }
            node = parent
        }
        return nil
    }

    /// The value the row stands for in a selection: its `.tag`, or its `ForEach` element's id.
    var selectionValue: AnyHashable? {
        if let tagged = children.first as? TagNode { return tagged.tag }
        return element?.node.key
    }

    /// Whether the row's `ForEach` can delete it now.
    var canDelete: Bool { role == .row && element?.delete != nil && !configuration.deleteDisabled }

    /// Whether the row's `ForEach` can move it now.
    var canMove: Bool { role == .row && element?.move != nil && !configuration.moveDisabled }

    // MARK: Layout

    private var isEditing: Bool { list?.isEditing ?? false }

    /// The control edit mode puts before the content (`⊖`, or `○` / `●` for a multiple selection).
    var editingControl: ListRowEditingControl? {
        guard role == .row, isEditing, let list else { return nil }
        if list.selection?.allowsMultiple == true, selectionValue != nil { return .selection(isSelected: list.isSelected(self)) }
        return canDelete ? .delete : nil
    }

    /// Whether edit mode puts the reorder control (`≡`) after the content.
    var showsReorderControl: Bool { role == .row && isEditing && canMove }

    /// The row's insets (the list's, or `.listRowInsets`), before its controls.
    var rowInsets: EdgeInsets { configuration.insets ?? ListRowLook.contentInsets }

    var contentInsets: EdgeInsets {
        var insets = rowInsets
        if editingControl != nil { insets.leading += ListRowLook.controlWidth }
        if showsReorderControl { insets.trailing += ListRowLook.controlWidth }
        return insets
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let insets = contentInsets
        let content = ChildStack.column.size(of: layoutChildren, proposal: proposal.inset(by: insets))
        return Size(width: content.width + insets.horizontal, height: max(1, content.height + insets.vertical))
    }

    override func placeChildren(in rect: Rect) {
        ChildStack(axis: .vertical, placement: .start, spacing: 0).place(layoutChildren, in: rect.inset(by: contentInsets))
    }

    // MARK: Focus, keys, drawing (ListRowNode+Interaction.swift)

    override var canBecomeFocused: Bool { rowCanBecomeFocused }
    override var mayBecomeFocused: Bool { true }
    override func handleKey(_ event: KeyEvent) -> Bool { handleRowKey(event) }
    override func handleMouse(_ event: MouseEvent) -> Bool { handleRowMouse(event) }
    override var drawsContent: Bool { true }
    override func draw(in canvas: Canvas) { drawRow(in: canvas) }
    override func drawOverChildren(in canvas: Canvas) { drawRowOverlay(in: canvas) }
}

/// The `ForEach` element a row shows, and the actions that `ForEach` has.
@MainActor
struct ListElement {
    let forEach: LazyForEachNode
    /// The element's node (the row, or a transparent node above it).
    let node: ViewNode
    let delete: (@MainActor ([Int]) -> Void)?
    let move: (@MainActor ([Int], Int) -> Void)?

    /// The element's offset in the `ForEach`'s data now.
    var offset: Int? { forEach.offset(ofElement: node) }
}

private struct IsInListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the views here are inside a list row (buttons there look borderless, as in SwiftUI).
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}
