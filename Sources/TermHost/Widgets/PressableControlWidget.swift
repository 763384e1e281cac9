/// A one-line control shown as a text label that Enter, Space or a left click activate:
/// the shared behaviour of ``ButtonWidget`` and ``CheckboxWidget``.
///
/// Subclasses provide ``displayLabel`` and ``activate()``; drawing, sizing and input are handled here.
@MainActor
open class PressableControlWidget: ControlWidget {
    /// The style of the label (focus and disabled states are added to it).
    public var style: Style = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// The text shown, e.g. `[ OK ]` or `[x] Remember me`.
    open var displayLabel: String { "" }

    /// What pressing the control does. Called only while the control is enabled.
    open func activate() {}

    /// The label's width, measured once until ``invalidateIntrinsicContentSize()`` (a long title is
    /// not measured again on every layout pass).
    private var labelWidth: Int?

    open override var intrinsicContentSize: Size {
        if let labelWidth { return Size(width: labelWidth, height: 1) }
        let width = TextWidth.of(displayLabel)
        labelWidth = width
        return Size(width: width, height: 1)
    }

    open override func invalidateIntrinsicContentSize() {
        labelWidth = nil
        super.invalidateIntrinsicContentSize()
    }

    open override func draw(in canvas: Canvas) {
        canvas.drawText(displayLabel, at: .zero, width: bounds.width, style: stateStyle(style))
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.modifiers.isEmpty else { return false }
        switch event.key {
        case .enter, .character(" "):
            activate()
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
            if bounds.contains(convertFromWindow(event.position)) { activate() }
            return true
        default:
            return false
        }
    }
}
