import TermHostCore

/// The node of a `Menu`: `[ label ▾ ]`, and while open its entries below, one per row.
@MainActor
final class MenuNode: ControlNode {
    private var items: [MenuItem] = []
    private var primaryAction: (@MainActor () -> Void)?
    private var isOpen = false
    private var highlighted = 0
    private static let insets = EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 4)

    override func update(with view: any View) {
        guard let menu = view as? any MenuProtocol else { return }
        let newItems = MenuItems.items(in: menu.menuContent)
        let sizeChanged = isOpen && newItems.map(\.label) != items.map(\.label)
        items = newItems
        primaryAction = menu.menuPrimaryAction
        if sizeChanged { invalidateLayout() }
        if isOpen { setNeedsDisplay() }
        reconcile([(key: AnyHashable(0), view: menu.menuLabel)])
    }

    // MARK: Layout

    private var openHeight: Int { isOpen ? items.count : 0 }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let button = labelSize(ProposedViewSize(width: proposal.width, height: nil), insets: Self.insets)
        var width = button.width
        if isOpen {
            for item in items { width = max(width, TextWidth.of(item.label) + 2) }
        }
        return Size(width: width, height: button.height + openHeight)
    }

    override func placeChildren(in rect: Rect) {
        let button = labelSize(ProposedViewSize(width: rect.width, height: nil), insets: Self.insets)
        placeLabel(in: Rect(x: rect.minX, y: rect.minY, width: button.width, height: button.height), insets: Self.insets)
    }

    private var buttonHeight: Int { max(1, frame.height - openHeight) }
    private var buttonWidth: Int { labelSize(ProposedViewSize(width: frame.width, height: nil), insets: Self.insets).width }

    // MARK: Drawing

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        let style = textStyle
        let width = buttonWidth
        canvas.put("[", at: .zero, style: style)
        canvas.drawText(isOpen ? "▴ ]" : "▾ ]", at: Point(x: width - 3, y: 0), style: style)
        guard isOpen else { return }
        for (index, item) in items.enumerated() {
            let point = Point(x: 0, y: buttonHeight + index)
            if item.kind == .divider {
                canvas.drawText(String(repeating: "─", count: canvas.size.width), at: point, style: style.adding(.dim))
            } else {
                canvas.drawText("  " + item.label, at: point, width: canvas.size.width, style: item.style.over(style))
            }
        }
    }

    override func drawOverChildren(in canvas: Canvas) {
        guard isVisible else { return }
        let button = Rect(x: 0, y: 0, width: buttonWidth, height: buttonHeight)
        if !isOpen {
            drawStateOverlay(in: canvas, focusedRect: button)
        } else if items.indices.contains(highlighted), isFirstResponder {
            canvas.applyStyle(.reverse, to: Rect(x: 0, y: buttonHeight + highlighted, width: canvas.size.width, height: 1))
        }
    }

    // MARK: Opening and choosing

    private func setOpen(_ open: Bool) {
        guard open != isOpen else { return }
        isOpen = open
        if open { highlighted = items.firstIndex { $0.isChoosable } ?? 0 }
        invalidateLayout()
        setNeedsDisplay()
    }

    private func moveHighlight(by step: Int) {
        var index = highlighted + step
        while items.indices.contains(index) {
            if items[index].isChoosable {
                highlighted = index
                setNeedsDisplay()
                return
            }
            index += step
        }
    }

    private func choose(_ index: Int) {
        guard items.indices.contains(index), items[index].isChoosable else { return }
        let action = items[index].action
        setOpen(false)
        action?()
    }

    override func didResignFocus() {
        super.didResignFocus()
        setOpen(false)
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty else { return false }
        if !isOpen {
            switch event.key {
            case .enter, .character(" "):
                if let primaryAction { primaryAction() } else { setOpen(true) }
                return true
            case .down where primaryAction != nil:
                setOpen(true)
                return true
            default:
                return false
            }
        }
        switch event.key {
        case .up: moveHighlight(by: -1)
        case .down: moveHighlight(by: 1)
        case .enter, .character(" "): choose(highlighted)
        case .escape: setOpen(false)
        case .tab, .backTab:
            setOpen(false)
            return false
        default: break
        }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        let row = (event.position - screenPoint(.zero)).y - frame.minY
        switch event.kind {
        case .press(.left):
            if isOpen && row >= buttonHeight {
                choose(row - buttonHeight)
            } else if let primaryAction, !isOpen {
                primaryAction()
            } else {
                setOpen(!isOpen)
            }
            return true
        case .press(.right):
            setOpen(!isOpen)
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
