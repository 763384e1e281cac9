/// An on/off switch drawn as `[x] Title`: the `UISwitch` of TermHost.
///
/// Space, Enter or a left click toggle it and call ``onChange``.
@MainActor
open class CheckboxWidget: PressableControlWidget {
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

    open override var displayLabel: String { (isOn ? "[x] " : "[ ] ") + title }

    open override func activate() { toggle() }
}
