/// The node of a `Picker`: the label row, then the options, each after `(•) ` or `( ) `.
@MainActor
final class PickerNode: ControlNode {
    private var select: @MainActor (AnyHashable) -> Void = { _ in }
    private var read: @MainActor () -> AnyHashable = { AnyHashable(0) }
    private var selected: AnyHashable?
    private var highlighted = 0
    private static let marker = 4

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
            setNeedsDisplay()
        }
    }

    /// Highlights the selected option, once it exists (a new picker opens on the current choice).
    private func highlightSelection() {
        guard let index = options.firstIndex(where: { tag(of: $0) == selected }) else { return }
        highlighted = index
        highlightsSelection = false
    }

    private var labelNodes: [ViewNode] { children.first { $0.key == AnyHashable("label") }?.layoutNodes ?? [] }
    private var options: [ViewNode] { children.first { $0.key == AnyHashable("content") }?.layoutNodes ?? [] }

    /// The value an option stands for: its `.tag`, or its `ForEach` id.
    private func tag(of option: ViewNode) -> AnyHashable? {
        if let tagged = option as? TagNode { return tagged.tag }
        var node: ViewNode? = option
        while let current = node, current !== self {
            if (current.parent as? StructuralNode)?.identifiesRows == true { return current.key }
            node = current.parent
        }
        return nil
    }

    private static let optionInsets = EdgeInsets(top: 0, leading: marker, bottom: 0, trailing: 0)

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let free = ProposedViewSize(width: proposal.width, height: nil)
        let label = StackLayout.column.size(of: labelNodes, proposal: free)
        var width = label.width
        var height = label.height
        for option in options {
            let size = option.measure(free.inset(by: Self.optionInsets))
            width = max(width, size.width + Self.marker)
            height += size.height
        }
        return Size(width: width, height: height)
    }

    override func placeChildren(in rect: Rect) {
        let free = ProposedViewSize(width: rect.width, height: nil)
        let labelSize = StackLayout.column.size(of: labelNodes, proposal: free)
        StackLayout(axis: .vertical, placement: .start, spacing: 0)
            .place(labelNodes, in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: labelSize.height))
        var y = rect.minY + labelSize.height
        for option in options {
            let size = option.measure(free.inset(by: Self.optionInsets))
            option.place(in: Rect(x: rect.minX + Self.marker, y: y, width: size.width, height: size.height))
            y += size.height
        }
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        for option in options {
            let isSelected = tag(of: option) == selected
            canvas.drawText(isSelected ? "(•)" : "( )", at: Point(x: 0, y: option.frame.minY - frame.minY), style: textStyle)
        }
    }

    override func drawOverChildren(in canvas: Canvas) {
        let rows = options
        guard rows.indices.contains(highlighted) else { return drawStateOverlay(in: canvas) }
        let row = rows[highlighted].frame
        drawStateOverlay(in: canvas, focusedRect: Rect(x: 0, y: row.minY - frame.minY, width: canvas.size.width, height: row.height))
    }

    private func choose(_ index: Int) {
        let rows = options
        guard rows.indices.contains(index), let value = tag(of: rows[index]) else { return }
        highlighted = index
        select(value)
        setNeedsDisplay()
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty else { return false }
        let count = options.count
        switch event.key {
        case .up where highlighted > 0:
            highlighted -= 1
        case .down where highlighted < count - 1:
            highlighted += 1
        case .enter, .character(" "):
            choose(highlighted)
        default:
            return false
        }
        setNeedsDisplay()
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled, case .press(.left) = event.kind else { return false }
        let y = (event.position - screenPoint(.zero)).y
        if let index = options.firstIndex(where: { $0.frame.minY <= y && y < $0.frame.maxY }) { choose(index) }
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

    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        PickerNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
