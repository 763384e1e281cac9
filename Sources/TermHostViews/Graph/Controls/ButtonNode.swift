import TermHostCore

/// The node of a `Button`: an adapter over the look it shares with `ButtonWidget` (`ButtonLook`, as
/// the environment's ``ButtonStyle`` chooses) or a ``ButtonStyle``'s body. The look draws the chrome and
/// the state; the label views are placed inside its content rectangle, in its title style.
///
/// Enter or Space press it (`PressKeyMap`); a left press highlights it and the release over it presses
/// it (`PressTracking`), as a tap does.
@MainActor
final class ButtonNode: ViewNode {
    private var action: @MainActor () -> Void = {}
    private var label: any View = EmptyView()
    private var role: ButtonRole?
    /// The look's kind, `nil` for a style of the app's own.
    private var kind: ButtonLook.Kind? = .bordered
    /// The mouse press in progress.
    private var press = PressTracking()

    override var drawsContent: Bool { true }

    override func update(with view: any View) {
        guard let button = view as? any ButtonProtocol else { return }
        action = button.buttonAction
        label = button.buttonLabel
        role = button.buttonRole
        kind = currentKind
        reconcileLabel()
    }

    /// The kind the environment's button style asks for (`nil`: a style of the app's own).
    private var currentKind: ButtonLook.Kind? {
        switch environment.buttonStyleChoice {
        case .automatic: environment.isInListRow ? .borderless : .bordered
        case .look(let kind): kind
        case .custom: nil
        }
    }

    /// The shared look, in the environment's tint and foreground colour.
    private var look: ButtonLook {
        ButtonLook(kind: kind ?? .plain, tint: environment.tintColor ?? .tintColor, isDestructive: role == .destructive,
                   foreground: environment.foregroundColor)
    }

    private func reconcileLabel() {
        if case .custom(let style) = environment.buttonStyleChoice {
            let configuration = ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(content: label),
                                                         isPressed: press.isPressed, role: role)
            reconcile([(key: AnyHashable("styled"), view: style.makeBody(configuration))])
        } else {
            reconcile([(key: AnyHashable(0), view: label)])
        }
    }

    /// A style of the app's own is made again for the press (`isPressed`).
    override func refresh() {
        if kind == nil { reconcileLabel() }
    }

    override func environmentDidChange() {
        let newKind = currentKind
        if newKind != kind || newKind == nil {
            kind = newKind
            reconcileLabel()
            invalidateLayout()
        }
        setNeedsDisplay()
    }

    /// The label's text takes the look's title style (its colour, and a link's underline).
    override var environmentForChildren: EnvironmentValues {
        var values = environment
        let base = environment.resolvedTextStyle
        let title = look.titleStyle(over: base)
        values.foregroundColor = title.foreground
        values.textAttributes.formUnion(title.attributes.subtracting(base.attributes))
        return values
    }

    override var canBecomeFocused: Bool { isMounted && isEnabled && isVisible }
    override var mayBecomeFocused: Bool { true }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        let look = self.look
        return look.size(fitting: ChildStack.column.size(of: layoutChildren, proposal: proposal.inset(by: look.insets)))
    }

    override func placeChildren(in rect: Rect) {
        ChildStack.column.place(layoutChildren, in: look.contentRect(in: rect))
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        let look = self.look
        look.drawBackground(in: canvas, label: labelRect(or: look.contentRect(in: Rect(origin: .zero, size: frame.size))),
                            base: textStyle)
    }

    override func drawOverChildren(in canvas: Canvas) {
        guard isVisible else { return }
        look.drawOverlay(in: canvas, state: controlState(isHighlighted: press.isPressed))
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        handlePressKey(event, isEnabled: isEnabled) { action() }
    }

    /// A press and its release redraw (and make a style of the app's own again, for `isPressed`); a
    /// release inside presses the button.
    override func handleMouse(_ event: MouseEvent) -> Bool {
        let wasPressed = press.isPressed
        let taken = trackPress(event, with: &press) { action() }
        if kind == nil && press.isPressed != wasPressed { markDirty() }
        return taken
    }
}

extension ButtonStyleConfiguration.Label: ViewList {
    var members: [(key: AnyHashable, view: any View)] {
        [(key: AnyHashable(ObjectIdentifier(type(of: content))), view: content)]
    }
}

@MainActor
protocol ButtonProtocol {
    var buttonAction: @MainActor () -> Void { get }
    var buttonLabel: any View { get }
    var buttonRole: ButtonRole? { get }
}

extension Button: ButtonProtocol, NodeRepresentable {
    var buttonAction: @MainActor () -> Void { action }
    var buttonLabel: any View { label }
    var buttonRole: ButtonRole? { role }

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        ButtonNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
