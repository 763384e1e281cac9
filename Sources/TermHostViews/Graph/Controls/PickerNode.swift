import TermHostCore

/// The node of a `Picker`, in the look the environment gives (see ``PickerStyle``): an adapter of the
/// picker model, look and key map (`PickerModel`, `PickerLook`, `PickerKeyMap`): a menu row that
/// opens the options below it, every option inline after `(•) ` or `( ) `, or segments side by side.
@MainActor
final class PickerNode: ControlNode {
    private var select: @MainActor (AnyHashable) -> Void = { _ in }
    private var read: @MainActor () -> AnyHashable = { AnyHashable(0) }
    private(set) var selected: AnyHashable?
    var highlighted = 0
    /// Whether a menu picker shows its options.
    var isOpen = false

    override func update(with view: any View) {
        guard let picker = view as? any PickerProtocol else { return }
        select = picker.pickerSelect
        read = picker.pickerRead
        trackValues()
        reconcile([(key: AnyHashable("label"), view: shownLabel(picker.pickerLabel)),
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

    var look: PickerLook.Kind { environment.pickerLook }

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

    /// The picker's state, for the shared rules.
    var model: PickerModel {
        var model = PickerModel(count: options.count, selectedIndex: selectedIndex)
        model.highlighted = highlighted
        model.isOpen = isOpen
        return model
    }

    /// Takes `model`'s highlight and open state, redrawing (and laying out when the options open or close).
    func apply(_ model: PickerModel) {
        if model.isOpen != isOpen { invalidateLayout() }
        if model.isOpen != isOpen || model.highlighted != highlighted { setNeedsDisplay() }
        isOpen = model.isOpen
        highlighted = model.highlighted
    }

    func setOpen(_ open: Bool) {
        var model = self.model
        model.setOpen(open)
        apply(model)
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

    /// The picker key map's commands (`PickerKeyMap`), carried out by the shared rules (`PickerModel`).
    override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, let command = PickerKeyMap.command(for: event, kind: look, isOpen: isOpen) else { return false }
        var model = self.model
        var taken = true
        switch command {
        case .moveUp, .moveDown:
            // An open menu keeps the arrows at its ends; inline options let them go on (to a form's next row).
            taken = model.moveHighlight(by: command == .moveUp ? -1 : 1) || look == .menu
        case .choose:
            choose(model.highlighted)
            model.highlighted = highlighted
            model.setOpen(false)
        case .open:
            model.setOpen(true)
        case .close:
            model.setOpen(false)
        case .closeAndPass:
            model.setOpen(false)
            taken = false
        case .ignore:
            break
        case .previousSegment, .nextSegment:
            guard let segment = model.segment(by: command == .previousSegment ? -1 : 1) else { return false }
            choose(segment)
            return true
        }
        apply(model)
        return taken
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
