import TermHostCore

/// The node of a `Menu`: an adapter of the menu model, look and key map (`MenuModel`, `MenuLook`,
/// `MenuKeyMap`): `[ label ▾ ]`, and while open its entries below, one per row.
@MainActor
final class MenuNode: ControlNode {
    private var items: [MenuItem] = []
    private var primaryAction: (@MainActor () -> Void)?
    private var model = MenuModel(entries: [])

    override func update(with view: any View) {
        guard let menu = view as? any MenuProtocol else { return }
        let newItems = MenuItems.items(in: menu.menuContent)
        let sizeChanged = model.isOpen && newItems.map(\.entry) != items.map(\.entry)
        items = newItems
        model.entries = newItems.map(\.entry)
        primaryAction = menu.menuPrimaryAction
        if sizeChanged { invalidateLayout() }
        if model.isOpen { setNeedsDisplay() }
        reconcile([(key: AnyHashable(0), view: menu.menuLabel)])
    }

    // MARK: Layout

    private var openHeight: Int { model.isOpen ? model.entries.count : 0 }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let button = labelSize(ProposedViewSize(width: proposal.width, height: nil), insets: MenuLook.buttonInsets)
        let width = model.isOpen ? max(button.width, MenuLook.entriesWidth(model.entries)) : button.width
        return Size(width: width, height: button.height + openHeight)
    }

    override func placeChildren(in rect: Rect) {
        let button = labelSize(ProposedViewSize(width: rect.width, height: nil), insets: MenuLook.buttonInsets)
        placeLabel(in: Rect(x: rect.minX, y: rect.minY, width: button.width, height: button.height), insets: MenuLook.buttonInsets)
    }

    private var buttonHeight: Int { max(1, frame.height - openHeight) }
    private var buttonWidth: Int {
        labelSize(ProposedViewSize(width: frame.width, height: nil), insets: MenuLook.buttonInsets).width
    }

    // MARK: Drawing

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        MenuLook.drawButton(width: buttonWidth, isOpen: model.isOpen, in: canvas, base: textStyle)
        if model.isOpen { MenuLook.drawEntries(model.entries, from: buttonHeight, in: canvas, base: textStyle) }
    }

    override func drawOverChildren(in canvas: Canvas) {
        guard isVisible else { return }
        MenuLook.drawState(model, buttonRect: Rect(x: 0, y: 0, width: buttonWidth, height: buttonHeight),
                           entriesTop: buttonHeight, in: canvas, state: ControlState(isEnabled: isEnabled, isFocused: isFirstResponder))
    }

    // MARK: Opening and choosing

    private func setOpen(_ open: Bool) {
        guard open != model.isOpen else { return }
        model.setOpen(open)
        invalidateLayout()
        setNeedsDisplay()
    }

    private func choose(_ index: Int) {
        guard model.canChoose(index) else { return }
        let action = items[index].action
        setOpen(false)
        action?()
    }

    override func didResignFocus() {
        super.didResignFocus()
        setOpen(false)
    }

    /// The menu key map's commands (`MenuKeyMap`).
    override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, let command = MenuKeyMap.command(for: event, isOpen: model.isOpen,
                                                          hasPrimaryAction: primaryAction != nil) else { return false }
        switch command {
        case .press:
            if let primaryAction { primaryAction() } else { setOpen(true) }
        case .open:
            setOpen(true)
        case .moveUp, .moveDown:
            if model.moveHighlight(by: command == .moveUp ? -1 : 1) { setNeedsDisplay() }
        case .choose:
            choose(model.highlighted)
        case .close:
            setOpen(false)
        case .closeAndPass:
            setOpen(false)
            return false
        case .ignore:
            break
        }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        let row = (event.position - screenPoint(.zero)).y - frame.minY
        switch event.kind {
        case .press(.left):
            if model.isOpen && row >= buttonHeight {
                choose(row - buttonHeight)
            } else if let primaryAction, !model.isOpen {
                primaryAction()
            } else {
                setOpen(!model.isOpen)
            }
            return true
        case .press(.right):
            setOpen(!model.isOpen)
            return true
        default:
            return false
        }
    }

    override func hitTest(_ point: Point) -> ViewNode? {
        frame.contains(point) ? self : nil
    }
}

@MainActor
protocol MenuProtocol {
    var menuLabel: any View { get }
    var menuContent: any View { get }
    var menuPrimaryAction: (@MainActor () -> Void)? { get }
}

extension Menu: MenuProtocol, NodeRepresentable {
    var menuLabel: any View { label }
    var menuContent: any View { content }
    var menuPrimaryAction: (@MainActor () -> Void)? { primaryAction }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        MenuNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
