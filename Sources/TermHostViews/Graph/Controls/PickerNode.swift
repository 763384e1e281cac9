import TermHostCore

/// The node of a `Picker`, in the look the environment gives (see ``PickerStyle``): a menu row that
/// opens the options below it, every option inline after `(•) ` or `( ) `, or segments side by side.
@MainActor
final class PickerNode: ControlNode {
    private var select: @MainActor (AnyHashable) -> Void = { _ in }
    private var read: @MainActor () -> AnyHashable = { AnyHashable(0) }
    private(set) var selected: AnyHashable?
    var highlighted = 0
    /// Whether a menu picker shows its options.
    var isOpen = false
    static let marker = 4

    override func update(with view: any View) {
        guard let picker = view as? any PickerProtocol else { return }
        select = picker.pickerSelect
        read = picker.pickerRead
        trackValues()
        reconcile([(key: AnyHashable("label"), view: picker.pickerLabel),
                   (key: AnyHashable("content"), view: picker.pickerContent)])
        if highlightsSelection { highlightSelection() }
    }

    /// Whether the highlight still has to move to the selection (its option may not exist yet).
    private var highlightsSelection = false

    override func readValues() {
        let value = read()
        if value != selected {
            selected = value
            highlightsSelection = true
            highlightSelection()
            if look != .inline { invalidateLayout() }
            setNeedsDisplay()
        }
    }

    override func environmentDidChange() {
        super.environmentDidChange()
        invalidateLayout()
    }

    var look: PickerLook { environment.pickerLook }

    /// Highlights the selected option, once it exists (a new picker opens on the current choice).
    private func highlightSelection() {
        guard let index = options.firstIndex(where: { tag(of: $0) == selected }) else { return }
        highlighted = index
        highlightsSelection = false
    }

    var labelNodes: [ViewNode] { children.first { $0.key == AnyHashable("label") }?.layoutNodes ?? [] }
    var options: [ViewNode] { children.first { $0.key == AnyHashable("content") }?.layoutNodes ?? [] }

    /// The value an option stands for: its `.tag`, or its `ForEach` id.
    func tag(of option: ViewNode) -> AnyHashable? {
        if let tagged = option as? TagNode { return tagged.tag }
        var node: ViewNode? = option
        while let current = node, current !== self {
            if (current.parent as? StructuralNode)?.identifiesRows == true { return current.key }
            node = current.parent
        }
        return nil
    }

    /// The index of the chosen option.
    var selectedIndex: Int? { options.firstIndex { tag(of: $0) == selected } }

    func choose(_ index: Int) {
        let rows = options
        guard rows.indices.contains(index), let value = tag(of: rows[index]) else { return }
        highlighted = index
        select(value)
        setNeedsDisplay()
    }

    func setOpen(_ open: Bool) {
        guard open != isOpen else { return }
        isOpen = open
        if open { highlighted = selectedIndex ?? 0 }
        invalidateLayout()
        setNeedsDisplay()
    }

    override func didResignFocus() {
        super.didResignFocus()
        setOpen(false)
    }

    // MARK: Layout, drawing and keys by look (PickerNode+Looks.swift)

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        switch look {
        case .inline: return inlineSize(proposal)
        case .menu: return menuSize(proposal)
        case .segmented: return segmentedSize(proposal)
        }
    }

    override func placeChildren(in rect: Rect) {
        switch look {
        case .inline: placeInline(in: rect)
        case .menu: placeMenu(in: rect)
        case .segmented: placeSegments(in: rect)
        }
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        switch look {
        case .inline: drawMarkers(in: canvas)
        case .menu: drawMenu(in: canvas)
        case .segmented: drawSegments(in: canvas)
        }
    }

    override func drawOverChildren(in canvas: Canvas) {
        switch look {
        case .inline, .menu: drawOptionsOverlay(in: canvas)
        case .segmented: drawSegmentsOverlay(in: canvas)
        }
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty else { return false }
        switch look {
        case .inline: return handleOptionsKey(event)
        case .menu: return handleMenuKey(event)
        case .segmented: return handleSegmentsKey(event)
        }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled, case .press(.left) = event.kind else { return false }
        let point = event.position - screenPoint(.zero)
        switch look {
        case .segmented:
            if let index = options.firstIndex(where: { $0.frame.contains(point) || ($0.frame.minX - 1...$0.frame.maxX).contains(point.x) }) {
                choose(index)
            }
        case .menu where !isOpen:
            setOpen(true)
        default:
            if let index = options.firstIndex(where: { $0.frame.height > 0 && $0.frame.minY <= point.y && point.y < $0.frame.maxY }) {
                choose(index)
                setOpen(false)
            }
        }
        return true
    }

    override func hitTest(_ point: Point) -> ViewNode? {
        frame.contains(point) ? self : nil
    }
}

@MainActor
protocol PickerProtocol {
    var pickerSelect: @MainActor (AnyHashable) -> Void { get }
    var pickerRead: @MainActor () -> AnyHashable { get }
    var pickerLabel: any View { get }
    var pickerContent: any View { get }
}

extension Picker: PickerProtocol, NodeRepresentable {
    var pickerSelect: @MainActor (AnyHashable) -> Void {
        let selection = self.selection
        return { value in
            if let typed = value.base as? SelectionValue { selection.wrappedValue = typed }
        }
    }

    var pickerRead: @MainActor () -> AnyHashable {
        let selection = self.selection
        return { AnyHashable(selection.wrappedValue) }
    }

    var pickerLabel: any View { label }
    var pickerContent: any View { content }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        PickerNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
