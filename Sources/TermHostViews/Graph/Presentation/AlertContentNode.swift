import TermHostCore

/// The node of an ``AlertContent``: an adapter of the alert model, layout, look and key map both halves
/// share. It lays out its text fields and action buttons (``AlertActionNode``) where `AlertLayout`
/// puts them, draws the title and message with `AlertLook`, and takes the alert's keys that reach it
/// (`AlertKeyMap`): Esc cancels, Enter chooses the default action.
@MainActor
final class AlertContentNode: ViewNode, AlertKeyHandling {
    private(set) var model = AlertModel(style: .alert, title: nil, message: nil, actions: [])
    private var items: [AlertItems.Item] = []
    private var dismiss: @MainActor () -> Void = {}
    private var fieldCount = 0
    /// The layout of the last placement, in cells from the content's top-left corner.
    private var layout: AlertLayout?

    override var drawsContent: Bool { true }

    override func update(with view: any View) {
        guard let content = view as? AlertContent else { return }
        let found = AlertItems(content.actions, kind: content.kind)
        items = found.buttons
        dismiss = content.dismiss
        let newModel = AlertModel(style: content.kind == .alert ? .alert : .actionSheet, title: content.title,
                                  message: content.message.map { MenuItems.text(of: $0) },
                                  actions: found.buttons.map { AlertActionModel(title: MenuItems.text(of: $0.label), role: $0.alertRole) })
        if newModel != model || found.fields.count != fieldCount {
            model = newModel
            fieldCount = found.fields.count
            invalidateLayout()
            setNeedsDisplay()
        }
        let initial = fieldCount > 0 ? nil : model.initialFocusIndex
        var views: [(key: AnyHashable, view: any View)] = found.fields.enumerated().map { index, field in
            (key: index == 0 ? AnyHashable(AlertContent.initialFocusKey) : AnyHashable("field-\(index)"), view: field)
        }
        for index in model.actions.indices {
            let key = index == initial ? AnyHashable(AlertContent.initialFocusKey) : AnyHashable("action-\(index)")
            views.append((key, AlertActionView(index: index, action: model.actions[index], isDefault: index == model.defaultIndex)))
        }
        reconcile(views)
    }

    private var fields: [ViewNode] { Array(children.prefix(fieldCount)) }
    private var actionNodes: [AlertActionNode] { children.compactMap { $0 as? AlertActionNode } }

    // MARK: Layout

    private func layout(width: Int?) -> AlertLayout {
        let fieldWidth = width.map { ProposedViewSize(width: max(0, $0 - 2 * AlertLayout.padding), height: nil) } ?? .unspecified
        return AlertLayout(model, fieldHeights: fields.map { $0.measure(fieldWidth).height }, width: width)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        layout(width: proposal.width).size
    }

    override func placeChildren(in rect: Rect) {
        let newLayout = layout(width: rect.width)
        for (field, frame) in zip(fields, newLayout.fields) { field.place(in: frame.offsetBy(dx: rect.minX, dy: rect.minY)) }
        for node in actionNodes {
            node.place(in: (newLayout.actions[node.index] ?? .zero).offsetBy(dx: rect.minX, dy: rect.minY))
        }
        if newLayout != layout {
            layout = newLayout
            setNeedsDisplay()
        }
    }

    override func draw(in canvas: Canvas) {
        if let layout { AlertLook.drawText(layout, in: canvas, base: textStyle) }
    }

    // MARK: Keys (AlertKeyHandling)

    var alertModel: AlertModel { model }

    /// Dismisses, then runs the button's action.
    func chooseAction(_ index: Int) {
        guard items.indices.contains(index) else { return }
        let action = items[index].action
        dismiss()
        action()
    }

    func focusAction(_ index: Int) -> Bool {
        guard let node = actionNodes.first(where: { $0.index == index }) else { return false }
        return application?.focusEngine.focus(node) ?? false
    }

    func cancelAlert() {
        if let index = model.cancelIndex { chooseAction(index) } else { dismiss() }
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        handleContentKey(event)
    }
}

/// One button of an alert or dialog.
struct AlertActionView: View, NodeRepresentable {
    let index: Int
    let action: AlertActionModel
    let isDefault: Bool

    typealias Body = Never

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        AlertActionNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

/// The node of an alert's button: drawn by `AlertLook` (`[ Title ]`, red when destructive, bold when it
/// is the default action, reversed while focused, dim while disabled); its keys are `AlertKeyMap`'s.
@MainActor
final class AlertActionNode: ViewNode {
    private(set) var index = 0
    private var action = AlertActionModel(title: "")
    private var isDefault = false

    override var drawsContent: Bool { true }
    override var canBecomeFocused: Bool { isMounted && isEnabled && isVisible && action.isEnabled }
    override var mayBecomeFocused: Bool { true }

    override func update(with view: any View) {
        guard let button = view as? AlertActionView else { return }
        if button.action != action { invalidateLayout() }
        index = button.index
        action = button.action
        isDefault = button.isDefault
        setNeedsDisplay()
    }

    override func environmentDidChange() {
        setNeedsDisplay()
    }

    private var content: AlertContentNode? { parent as? AlertContentNode }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        Size(width: AlertLook.actionWidth(action.title), height: 1)
    }

    override func draw(in canvas: Canvas) {
        AlertLook.drawAction(action, isDefault: isDefault, in: canvas, base: textStyle,
                             state: ControlState(isEnabled: isEnabled && action.isEnabled, isFocused: isFirstResponder))
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard canBecomeFocused, let content else { return false }
        return content.handleActionKey(event, action: index)
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        handlePressClick(event, isEnabled: canBecomeFocused) { content?.chooseAction(index) }
    }
}

extension AlertItems.Item {
    /// The role the shared alert model gives this button.
    var alertRole: ActionRole {
        if role == .cancel { return .cancel }
        return role == .destructive ? .destructive : .default
    }
}
