import TermHostCore

/// The node of a `Button`: `[ label ]` (or the label alone, or a ``ButtonStyle``'s body, as the
/// environment's look says), reversed while focused, dimmed while disabled, red when destructive;
/// Enter, Space or a click press it.
@MainActor
final class ButtonNode: ViewNode {
    private var action: @MainActor () -> Void = {}
    private var label: any View = EmptyView()
    private var role: ButtonRole?
    private var look = Look.bordered

    /// How this button is drawn now.
    private enum Look: Equatable {
        case bordered, prominent, borderless, link, custom
    }

    override var drawsContent: Bool { true }

    override func update(with view: any View) {
        guard let button = view as? any ButtonProtocol else { return }
        action = button.buttonAction
        label = button.buttonLabel
        role = button.buttonRole
        look = currentLook
        reconcileLabel()
    }

    private var currentLook: Look {
        switch environment.buttonLook {
        case .automatic: return environment.isInListRow ? .borderless : .bordered
        case .bordered: return .bordered
        case .prominent: return .prominent
        case .borderless: return .borderless
        case .link: return .link
        case .custom: return .custom
        }
    }

    private func reconcileLabel() {
        if case .custom(let style) = environment.buttonLook {
            let configuration = ButtonStyleConfiguration(label: ButtonStyleConfiguration.Label(content: label),
                                                         isPressed: false, role: role)
            reconcile([(key: AnyHashable("styled"), view: style.makeBody(configuration))])
        } else {
            reconcile([(key: AnyHashable(0), view: label)])
        }
    }

    override func environmentDidChange() {
        let newLook = currentLook
        if newLook != look || newLook == .custom {
            look = newLook
            reconcileLabel()
            invalidateLayout()
        }
        setNeedsDisplay()
    }

    override var environmentForChildren: EnvironmentValues {
        var values = environment
        if role == .destructive && values.foregroundColor == nil { values.foregroundColor = .red }
        if look == .prominent {
            values.textAttributes.insert(.bold)
            if values.foregroundColor == nil { values.foregroundColor = values.tintColor }
        }
        if look == .link { values.textAttributes.insert(.underline) }
        return values
    }

    override var canBecomeFocused: Bool { isMounted && isEnabled && isVisible }
    override var mayBecomeFocused: Bool { true }

    private var insets: EdgeInsets {
        look == .bordered || look == .prominent ? EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 2) : EdgeInsets()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        labelSize(proposal, insets: insets)
    }

    override func placeChildren(in rect: Rect) {
        placeLabel(in: rect, insets: insets)
    }

    override func draw(in canvas: Canvas) {
        guard isVisible, look == .bordered || look == .prominent else { return }
        var style = textStyle
        if look == .prominent {
            style.attributes.insert(.bold)
            if style.foreground == nil { style.foreground = environment.tintColor }
        }
        canvas.put("[", at: .zero, style: style)
        canvas.put("]", at: Point(x: canvas.size.width - 1, y: 0), style: style)
    }

    override func drawOverChildren(in canvas: Canvas) {
        guard isVisible else { return }
        if !isEnabled {
            canvas.applyStyle(.dim, to: canvas.bounds)
        } else if isFirstResponder {
            canvas.applyStyle(.reverse, to: canvas.bounds)
        }
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        handlePressKey(event, isEnabled: isEnabled) { action() }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        handlePressClick(event, isEnabled: isEnabled) { action() }
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
