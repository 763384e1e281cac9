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
/// Space, Enter or a left click (released over it) toggle it and send ``ControlWidget/Event/valueChanged``,
/// then ``ControlWidget/Event/primaryActionTriggered``; setting ``isOn`` or calling ``setOn(_:animated:)``
/// from code sends nothing, as in UIKit. It draws with the look it shares with SwiftUI's `Toggle`
/// (`ToggleLook`): a checkbox `[x] Title` at the leading edge of its bounds (placed by
/// ``ControlWidget/contentHorizontalAlignment``), or, with ``preferredStyle`` `.sliding`, the title with a
/// switch `━●` at the trailing edge. The box or switch is reversed while focused or pressed and drawn in
/// ``onTintColor`` while on; the whole control is dimmed while disabled.
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

    /// The look of a switch (`UISwitch.Style`).
    public enum Style: Sendable, Hashable {
        /// The platform's choice: a checkbox in a terminal.
        case automatic
        /// A checkbox, `[x] Title` (SwiftUI's `.checkbox` toggle style).
        case checkbox
        /// A sliding switch after the title, `Title ━●` (SwiftUI's `.switch` toggle style).
        case sliding
    }

    /// The look asked for (`UISwitch.preferredStyle`). Default `.automatic`, a checkbox.
    public var preferredStyle: Style = .automatic {
        didSet {
            guard preferredStyle != oldValue else { return }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The colour of the box, or of the switch's knob, while on (`UISwitch.onTintColor`; `nil`: the
    /// text's colour for the box, green for the switch).
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

    /// The look the switch shares with SwiftUI's `Toggle`.
    var look: ToggleLook {
        ToggleLook(kind: preferredStyle == .sliding ? .switch : .checkbox, onTint: onTintColor, tint: tintColor)
    }

    /// The label: the title (the look's box or switch is drawn beside it).
    open override var displayLabel: String { title }

    /// The title's style.
    open override var displayStyle: TermHostCore.Style { look.labelStyle(over: style) }

    override func size(around content: Size) -> Size {
        look.size(fitting: content)
    }

    /// Draws the look's box or switch, the title beside it, then the state over them.
    open override func draw(in canvas: Canvas) {
        let look = self.look
        let width = look.kind == .switch ? bounds.width : min(intrinsicContentSize.width, bounds.width)
        let x = contentHorizontalAlignment.placement.offset(of: width, in: bounds.width)
        let area = canvas.subcanvas(Rect(x: x, y: 0, width: width, height: bounds.height))
        let lines = displayLines
        let label = labelRect(of: lines, in: look.labelRect(in: Rect(origin: .zero, size: area.size), hasLabel: !title.isEmpty))
        var state = controlState
        state.isSelected = isOn
        look.drawIndicator(in: area, label: label, base: style, state: state)
        if !title.isEmpty { drawLines(lines, in: area, rect: label, style: look.labelStyle(over: style)) }
        look.drawOverlay(in: area, label: label, state: state)
    }

    open override func activate() { toggle() }
}
