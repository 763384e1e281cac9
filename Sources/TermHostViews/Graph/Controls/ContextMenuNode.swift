import TermHostCore

/// The node of `.contextMenu`: its content, and while open the menu's entries below it, an adapter of
/// the shared menu model, look and key map (`MenuModel`, `MenuLook`, `MenuKeyMap`).
@MainActor
final class ContextMenuNode: ModifierNode, MenuPresenting {
    var menuItems: [MenuItem] = []
    var menuModel = MenuModel(entries: [])

    override func apply(_ modifier: any ViewModifier) {
        guard let menu = modifier as? any ContextMenuProtocol else { return }
        takeMenuItems(from: menu.contextMenuItems)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let content = contentSize(ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - openHeight) }))
        guard menuModel.isOpen else { return content }
        return Size(width: max(content.width, MenuLook.entriesWidth(menuModel.entries)), height: content.height + openHeight)
    }

    override func contentPlacement(in bounds: Rect, proposal: ProposedViewSize) -> (rect: Rect, proposal: ProposedViewSize) {
        let height = max(0, bounds.height - openHeight)
        let content = ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - openHeight) })
        return (Rect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: height), content)
    }

    override var drawsContent: Bool { true }

    private var entriesTop: Int { max(0, frame.height - openHeight) }

    override func drawOverChildren(in canvas: Canvas) {
        guard isVisible, menuModel.isOpen else { return }
        canvas.fill(Rect(x: 0, y: entriesTop, width: canvas.size.width, height: openHeight), with: " ", style: textStyle)
        MenuLook.drawEntries(menuModel.entries, from: entriesTop, in: canvas, base: textStyle)
        MenuLook.drawState(menuModel, buttonRect: .zero, entriesTop: entriesTop, in: canvas, state: ControlState(isFocused: true))
    }

    /// Focusable while open (the keys are the menu's), and when nothing inside can take focus.
    override var canBecomeFocused: Bool {
        guard isMounted, isEnabled, isVisible, !menuItems.isEmpty else { return false }
        return menuModel.isOpen || !focusChildren.contains { $0.firstFocusableDescendant() != nil }
    }

    override var mayBecomeFocused: Bool { true }

    override func didResignFocus() {
        super.didResignFocus()
        setOpen(false)
    }

    func setOpen(_ open: Bool) {
        guard open != menuModel.isOpen, !open || !menuModel.entries.isEmpty else { return }
        menuModel.setOpen(open)
        invalidateLayout()
        setNeedsDisplay()
        if open && !isFirstResponder { _ = becomeFirstResponder() }
    }

    private static func opensMenu(_ event: KeyEvent) -> Bool {
        switch (event.key, event.modifiers) {
        case (.function(10), .shift), (.function(22), []): return true
        default: return false
        }
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        if !menuModel.isOpen {
            if Self.opensMenu(event) || (isFirstResponder && PressKeyMap.presses(event)) {
                setOpen(true)
                return menuModel.isOpen
            }
            return false
        }
        guard let command = MenuKeyMap.command(for: event, isOpen: true, hasPrimaryAction: false) else { return false }
        return handleOpenMenuCommand(command) ?? true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        let row = menuRow(of: event)
        switch event.kind {
        case .press(.right):
            setOpen(!menuModel.isOpen)
            return true
        case .press(.left) where menuModel.isOpen:
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
