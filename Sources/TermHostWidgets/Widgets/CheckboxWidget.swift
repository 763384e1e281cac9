import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// An on/off switch drawn as `[x] Title`: the `UISwitch` of TermHost.
///
/// ```swift
/// let wifi = CheckboxWidget()
/// wifi.isOn = true
/// wifi.addAction(Action { action in
///     let toggle = action.sender as? CheckboxWidget
///     network.enabled = toggle?.isOn ?? false
/// }, for: .valueChanged)
/// ```
///
/// Space, Enter or a left click toggle it and send ``ControlWidget/Event/valueChanged``, then
/// ``ControlWidget/Event/primaryActionTriggered``; setting ``isOn`` or calling ``setOn(_:animated:)`` from
/// code sends nothing, as in UIKit. A switch sits at the leading edge of its bounds.
@MainActor
open class CheckboxWidget: PressableControlWidget {
    /// The text after the box (`UISwitch.title`).
    public var title: String {
        didSet {
            guard title != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the box is checked. Setting it from code sends no events.
    public var isOn: Bool {
        didSet { if isOn != oldValue { setNeedsDisplay() } }
    }

    /// The colour of the box while on (`UISwitch.onTintColor`; `nil`: the text's colour).
    public var onTintColor: Color? {
        didSet { if onTintColor != oldValue { setNeedsDisplay() } }
    }

    /// Called with the new value when the user toggles the box (TermHost's short form of an action
    /// for `.valueChanged`).
    public var onChange: (@MainActor (Bool) -> Void)?

    /// Creates a checkbox.
    public init(_ title: String, isOn: Bool = false, onChange: (@MainActor (Bool) -> Void)? = nil) {
        self.title = title
        self.isOn = isOn
        self.onChange = onChange
        super.init(frame: .zero)
        contentHorizontalAlignment = .leading
    }

    /// An untitled switch, off (`UISwitch()`, `UISwitch(frame:)`; `UISwitch(frame:primaryAction:)` is
    /// inherited from ``ControlWidget``).
    public override convenience init(frame: Rect = .zero) {
        self.init("")
        self.frame = frame
    }

    /// Changes ``isOn`` without sending events (`animated` has no effect).
    public func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// Toggles the box as the user would: sends `.valueChanged` then `.primaryActionTriggered`
    /// (nothing happens while it is disabled).
    public func toggle() {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
        onChange?(isOn)
        sendActions(for: .primaryActionTriggered)
    }

    open override var displayLabel: String {
        let box = isOn ? "[x]" : "[ ]"
        return title.isEmpty ? box : box + " " + title
    }

    open override var displayStyle: Style {
        guard isOn, let onTintColor else { return style }
        var tinted = style
        tinted.foreground = onTintColor
        return tinted
    }

    open override func activate() { toggle() }
}
