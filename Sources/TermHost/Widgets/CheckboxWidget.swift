/// An on/off switch drawn as `[x] Title`: the `UISwitch` of TermHost.
///
/// Space, Enter or a left click toggle it and call ``onChange``.
@MainActor
open class CheckboxWidget: ControlWidget {
    /// The text after the box.
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the box is checked. Setting it from code does not call ``onChange``.
    public var isOn: Bool {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// The style of the text (focus and disabled states are added to it).
    public var style: Style = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// Called with the new value when the user toggles the box.
    public var onChange: (@MainActor (Bool) -> Void)?

    /// Creates a checkbox.
    public init(_ title: String, isOn: Bool = false, onChange: (@MainActor (Bool) -> Void)? = nil) {
        self.title = title
        self.isOn = isOn
        self.onChange = onChange
        super.init(frame: .zero)
    }

    /// Changes ``isOn``, optionally calling ``onChange`` as a user toggle would.
    public func setOn(_ on: Bool, notify: Bool) {
        guard on != isOn else { return }
        isOn = on
        if notify { onChange?(on) }
    }

    /// Toggles the box as the user would.
    public func toggle() {
        guard isEnabled else { return }
        setOn(!isOn, notify: true)
    }

    private var label: String { (isOn ? "[x] " : "[ ] ") + title }

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
            toggle()
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
            if bounds.contains(convertFromWindow(event.position)) { toggle() }
            return true
        default:
            return false
        }
    }
}
