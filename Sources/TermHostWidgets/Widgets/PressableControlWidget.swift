import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A control shown as a few lines of text that Enter, Space or a left click activate: the shared
/// behaviour of ``ButtonWidget`` and ``CheckboxWidget``.
///
/// Subclasses provide ``displayLines`` (or ``displayLabel``), ``displayStyle`` and ``activate()``;
/// drawing, sizing and input are handled here (``ButtonWidget`` and ``CheckboxWidget`` draw their
/// lines inside the chrome of their shared look). The text is placed in the bounds by
/// ``ControlWidget/contentHorizontalAlignment`` and ``ControlWidget/contentVerticalAlignment``.
///
/// Input follows the press rule both halves share (`PressKeyMap`, `PressTracking`): Enter or Space
/// activate at once; a left press highlights the control and sends ``ControlWidget/Event/touchDown``,
/// and its release activates it when over the control, else sends ``ControlWidget/Event/touchUpOutside``.
@MainActor
open class PressableControlWidget: ControlWidget {
    /// The style of the label (focus and disabled states are added to it).
    public var style: Style = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// The text shown on one line, e.g. `OK` or `Remember me`.
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

    /// The mouse press in progress.
    private var press = PressTracking()

    /// The control's size, measured once until ``invalidateIntrinsicContentSize()`` (a long title is
    /// not measured again on every layout pass).
    private var measuredSize: Size?

    open override var intrinsicContentSize: Size {
        if let measuredSize { return measuredSize }
        let lines = displayLines
        let size = size(around: Size(width: lines.map { TextWidth.of($0) }.max() ?? 0, height: max(1, lines.count)))
        measuredSize = size
        return size
    }

    /// The control's size around its lines, of `content` size: the lines alone here; a subclass adds its
    /// look's chrome.
    func size(around content: Size) -> Size { content }

    open override func invalidateIntrinsicContentSize() {
        measuredSize = nil
        super.invalidateIntrinsicContentSize()
    }

    open override func draw(in canvas: Canvas) {
        let style = stateStyle(displayStyle)
        if fillsBounds { canvas.fill(canvas.bounds, style: style) }
        let lines = displayLines
        drawLines(lines, in: canvas, rect: labelRect(of: lines, in: bounds), style: style)
    }

    /// The rectangle `lines` take when placed in `rect` by ``ControlWidget/contentHorizontalAlignment``
    /// and ``ControlWidget/contentVerticalAlignment`` (as wide as the widest, at most `rect`'s width; the
    /// whole width for `.fill`).
    final func labelRect(of lines: [String], in rect: Rect) -> Rect {
        let widest = lines.map { TextLayout.width(of: $0, limit: rect.width) }.max() ?? 0
        let width = contentHorizontalAlignment == .fill ? rect.width : min(widest, rect.width)
        return Rect(x: rect.minX + contentHorizontalAlignment.placement.offset(of: width, in: rect.width),
                    y: rect.minY + contentVerticalAlignment.placement.offset(of: lines.count, in: rect.height),
                    width: width, height: lines.count)
    }

    /// Draws `lines` down `rect` (from ``labelRect(of:in:)``), each placed across it by
    /// ``ControlWidget/contentHorizontalAlignment``: the first in `style`, the others dimmed.
    final func drawLines(_ lines: [String], in canvas: Canvas, rect: Rect, style: Style) {
        for (row, line) in lines.enumerated() {
            let width = min(TextLayout.width(of: line, limit: rect.width), rect.width)
            let x = rect.minX + contentHorizontalAlignment.placement.offset(of: width, in: rect.width)
            canvas.drawText(line, at: Point(x: x, y: rect.minY + row), width: rect.maxX - x,
                            style: row == 0 ? style : style.adding(.dim))
        }
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, PressKeyMap.presses(event) else { return false }
        activate()
        return true
    }

    /// A left press highlights the control and sends ``ControlWidget/Event/touchDown``; the release
    /// inside activates it, outside sends ``ControlWidget/Event/touchUpOutside``.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        switch press.handle(event, isEnabled: isEnabled, contains: { bounds.contains(convertFromWindow($0)) }) {
        case .ignored:
            return false
        case .began:
            isHighlighted = true
            sendActions(for: .touchDown)
        case .ended(let inside):
            isHighlighted = false
            if inside { activate() } else { sendActions(for: .touchUpOutside) }
        }
        return true
    }
}
