import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A control shown as a few lines of text that Enter, Space or a left click activate: the shared
/// behaviour of ``ButtonWidget`` and ``CheckboxWidget``.
///
/// Subclasses provide ``displayLines`` (or ``displayLabel``), ``displayStyle`` and ``activate()``;
/// drawing, sizing and input are handled here. The text is placed in the bounds by
/// ``ControlWidget/contentHorizontalAlignment`` and ``ControlWidget/contentVerticalAlignment``.
@MainActor
open class PressableControlWidget: ControlWidget {
    /// The style of the label (focus and disabled states are added to it).
    public var style: Style = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// The text shown on one line, e.g. `[ OK ]` or `[x] Remember me`.
    open var displayLabel: String { "" }

    /// The lines shown, top to bottom. Default: ``displayLabel``.
    open var displayLines: [String] { [displayLabel] }

    /// The style the lines are drawn in before the state (focus, disabled) is added. Default ``PressableControlWidget/style``.
    open var displayStyle: Style { style }

    /// Whether the whole bounds are filled with ``displayStyle`` first (a filled button's background).
    open var fillsBounds: Bool { false }

    /// What pressing the control does (Enter, Space, or a click released inside it): subclasses send
    /// their events here. Called only while the control is enabled.
    open func activate() {}

    /// The lines' size, measured once until ``invalidateIntrinsicContentSize()`` (a long title is
    /// not measured again on every layout pass).
    private var labelSize: Size?

    open override var intrinsicContentSize: Size {
        if let labelSize { return labelSize }
        let lines = displayLines
        let size = Size(width: lines.map { TextWidth.of($0) }.max() ?? 0, height: max(1, lines.count))
        labelSize = size
        return size
    }

    open override func invalidateIntrinsicContentSize() {
        labelSize = nil
        super.invalidateIntrinsicContentSize()
    }

    open override func draw(in canvas: Canvas) {
        let style = stateStyle(displayStyle)
        if fillsBounds { canvas.fill(canvas.bounds, style: style) }
        let lines = displayLines
        let top = contentVerticalAlignment.placement.offset(of: lines.count, in: bounds.height)
        for (row, line) in lines.enumerated() {
            let width = min(TextLayout.width(of: line, limit: bounds.width), bounds.width)
            let x = contentHorizontalAlignment.placement.offset(of: width, in: bounds.width)
            canvas.drawText(line, at: Point(x: x, y: top + row), width: bounds.width,
                            style: row == 0 ? style : style.adding(.dim))
        }
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, event.isPress else { return false }
        activate()
        return true
    }

    /// A left press highlights the control and sends ``ControlWidget/Event/touchDown``; the release
    /// inside activates it, outside sends ``ControlWidget/Event/touchUpOutside``.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .press(.left):
            isHighlighted = true
            sendActions(for: .touchDown)
            return true
        case .release(.left):
            isHighlighted = false
            if bounds.contains(convertFromWindow(event.position)) {
                activate()
            } else {
                sendActions(for: .touchUpOutside)
            }
            return true
        default:
            return false
        }
    }
}
