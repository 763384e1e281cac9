import TermHostCore

/// The node of a `Menu`: an adapter of the menu model, look and key map (`MenuModel`, `MenuLook`,
/// `MenuKeyMap`): `[ label ▾ ]`, and while open its entries below, one per row.
@MainActor
final class MenuNode: ControlNode, MenuPresenting {
    var menuItems: [MenuItem] = []
    var menuModel = MenuModel(entries: [])
    private var primaryAction: (@MainActor () -> Void)?

    override func update(with view: any View) {
        guard let menu = view as? any MenuProtocol else { return }
        primaryAction = menu.menuPrimaryAction
        takeMenuItems(from: menu.menuContent)
        reconcile([(key: AnyHashable(0), view: menu.menuLabel)])
    }

    // MARK: Layout

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let button = labelSize(ProposedViewSize(width: proposal.width, height: nil), insets: MenuLook.buttonInsets)
        let width = menuModel.isOpen ? max(button.width, MenuLook.entriesWidth(menuModel.entries)) : button.width
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
        MenuLook.drawButton(width: buttonWidth, isOpen: menuModel.isOpen, in: canvas, base: textStyle)
        if menuModel.isOpen { MenuLook.drawEntries(menuModel.entries, from: buttonHeight, in: canvas, base: textStyle) }
    }

    override func drawOverChildren(in canvas: Canvas) {
        guard isVisible else { return }
        MenuLook.drawState(menuModel, buttonRect: Rect(x: 0, y: 0, width: buttonWidth, height: buttonHeight),
                           entriesTop: buttonHeight, in: canvas, state: ControlState(isEnabled: isEnabled, isFocused: isFirstResponder))
    }

    // MARK: Opening and choosing

    func setOpen(_ open: Bool) {
        guard open != menuModel.isOpen else { return }
        menuModel.setOpen(open)
        invalidateLayout()
        setNeedsDisplay()
    }

    override func didResignFocus() {
        super.didResignFocus()
        setOpen(false)
    }

    /// The menu key map's commands (`MenuKeyMap`).
    override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, let command = MenuKeyMap.command(for: event, isOpen: menuModel.isOpen,
                                                          hasPrimaryAction: primaryAction != nil) else { return false }
        if let taken = handleOpenMenuCommand(command) { return taken }
        switch command {
        case .press:
            if let primaryAction { primaryAction() } else { setOpen(true) }
        case .open:
            setOpen(true)
        default:
            break
        }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        let row = menuRow(of: event)
        switch event.kind {
        case .press(.left):
            if menuModel.isOpen && row >= buttonHeight {
                choose(row - buttonHeight)
            } else if let primaryAction, !menuModel.isOpen {
                primaryAction()
            } else {
                setOpen(!menuModel.isOpen)
            }
            return true
        case .press(.right):
            setOpen(!menuModel.isOpen)
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
