/// A push button drawn as `[ Title ]`: the `UIButton` of TermHost.
///
/// Enter, Space or a left click press it and run ``action``. It is drawn reversed while focused and
/// dimmed while disabled (and then Tab skips it).
@MainActor
open class ButtonWidget: ControlWidget {
    /// The title between the brackets.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The style of the button text (focus and disabled states are added to it).
    public var style: Style = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// Run when the button is pressed.
    public var action: (@MainActor () -> Void)?

    /// Creates a button with a title and an action.
    public init(_ title: String, style: Style = .plain, action: (@MainActor () -> Void)? = nil) {
        self.title = title
        self.style = style
        self.action = action
        super.init(frame: .zero)
    }

    /// Presses the button as the user would (nothing happens while it is disabled).
    public func sendAction() {
        guard isEnabled else { return }
        action?()
    }

    private var label: String { "[ \(title) ]" }

    open override var intrinsicContentSize: Size {
        Size(width: TextWidth.of(label), height: 1)
    }

    open override func draw(in canvas: Canvas) {
        canvas.drawText(label, at: .zero, width: bounds.width, style: stateStyle(style))
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty else { return false }
        switch event.key {
        case .enter, .character(" "):
            sendAction()
            return true
        default:
            return false
        }
    }

    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .press(.left):
            return true
        case .release(.left):
            if bounds.contains(convertFromWindow(event.position)) { sendAction() }
            return true
        default:
            return false
        }
    }
}
