import TermHostCore

/// The node of `.contextMenu`: its content, and while open the menu's entries below it, an adapter of
/// the shared menu model, look and key map (`MenuModel`, `MenuLook`, `MenuKeyMap`).
@MainActor
final class ContextMenuNode: ModifierNode {
    private var items: [MenuItem] = []
    private var model = MenuModel(entries: [])

    override func apply(_ modifier: any ViewModifier) {
        guard let menu = modifier as? any ContextMenuProtocol else { return }
        let newItems = MenuItems.items(in: menu.contextMenuItems)
        let sizeChanged = model.isOpen && newItems.map(\.entry) != items.map(\.entry)
        items = newItems
        model.entries = newItems.map(\.entry)
        if sizeChanged { invalidateLayout() }
        if model.isOpen { setNeedsDisplay() }
    }

    private var openHeight: Int { model.isOpen ? model.entries.count : 0 }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let content = contentSize(ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - openHeight) }))
        guard model.isOpen else { return content }
        return Size(width: max(content.width, MenuLook.entriesWidth(model.entries)), height: content.height + openHeight)
    }

    override func contentPlacement(in bounds: Rect, proposal: ProposedViewSize) -> (rect: Rect, proposal: ProposedViewSize) {
        let height = max(0, bounds.height - openHeight)
        let content = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - openHeight) })
        return (Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height), content)
    }

    override var drawsContent: Bool { true }

    private var entriesTop: Int { max(0, frame.height - openHeight) }

    override func drawOverChildren(in canvas: Canvas) {
        guard isVisible, model.isOpen else { return }
        canvas.fill(Rect(x: 0, y: entriesTop, width: canvas.size.width, height: openHeight), with: " ", style: textStyle)
        MenuLook.drawEntries(model.entries, from: entriesTop, in: canvas, base: textStyle)
        MenuLook.drawState(model, buttonRect: .zero, entriesTop: entriesTop, in: canvas, state: ControlState(isFocused: true))
    }

    /// Focusable while open (the keys are the menu's), and when nothing inside can take focus.
    override var canBecomeFocused: Bool {
        guard isMounted, isEnabled, isVisible, !items.isEmpty else { return false }
        return model.isOpen || !focusChildren.contains { $0.firstFocusableDescendant() != nil }
    }

    override var mayBecomeFocused: Bool { true }

    override func didResignFocus() {
        super.didResignFocus()
        setOpen(false)
    }

    private func setOpen(_ open: Bool) {
        guard open != model.isOpen, !open || !model.entries.isEmpty else { return }
        model.setOpen(open)
        invalidateLayout()
        setNeedsDisplay()
        if open && !isFirstResponder { _ = becomeFirstResponder() }
    }

    private func choose(_ index: Int) {
        guard model.canChoose(index) else { return }
        let action = items[index].action
        setOpen(false)
        action?()
    }

    private static func opensMenu(_ event: KeyEvent) -> Bool {
        switch (event.key, event.modifiers) {
        case (.function(10), .shift), (.function(22), []): return true
        default: return false
        }
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        if !model.isOpen {
            if Self.opensMenu(event) || (isFirstResponder && PressKeyMap.presses(event)) {
                setOpen(true)
                return model.isOpen
            }
            return false
        }
        guard let command = MenuKeyMap.command(for: event, isOpen: true, hasPrimaryAction: false) else { return false }
        switch command {
        case .moveUp, .moveDown:
            if model.moveHighlight(by: command == .moveUp ? -1 : 1) { setNeedsDisplay() }
        case .choose:
            choose(model.highlighted)
        case .close:
            setOpen(false)
        case .closeAndPass:
            setOpen(false)
            return false
        case .press, .open, .ignore:
            break
        }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        let row = (event.position - screenPoint(.zero)).y - frame.minY
        switch event.kind {
        case .press(.right):
            setOpen(!model.isOpen)
            return true
        case .press(.left) where model.isOpen:
            if row >= entriesTop { choose(row - entriesTop) } else { setOpen(false) }
            return true
        default:
            return false
        }
    }
}

@MainActor
protocol ContextMenuProtocol {
    var contextMenuItems: any View { get }
}

extension ContextMenuModifier: ContextMenuProtocol, PrimitiveModifier {
    var contextMenuItems: any View { menuItems }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        ContextMenuNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
