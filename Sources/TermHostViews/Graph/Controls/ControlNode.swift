import TermHostCore
import Observation

/// The base of focusable controls: focus only when enabled and shown, redraw on environment
/// changes, dimmed when disabled and reversed while focused. Values read from bindings are read
/// under observation tracking, so a change made elsewhere refreshes the control (and only it).
@MainActor
class ControlNode: ViewNode {
    override var drawsContent: Bool { true }

    override var canBecomeFocused: Bool { isMounted && isEnabled && isVisible }
    override var mayBecomeFocused: Bool { true }

    override func environmentDidChange() {
        setNeedsDisplay()
        setNeedsFocusUpdate()
    }

    override func refresh() {
        trackValues()
    }

    /// Reads the bound values (called inside observation tracking); redraw when they changed.
    func readValues() {}

    /// Runs ``readValues()`` while tracking what it reads; a change marks the node dirty.
    func trackValues() {
        withObservationTracking {
            readValues()
        } onChange: { [weak self] in
            MainThread.run { self?.markDirty() }
        }
    }

    /// Dims the control when disabled, reverses `rect` when focused.
    func drawStateOverlay(in canvas: Canvas, focusedRect: Rect? = nil) {
        guard isVisible else { return }
        if !isEnabled {
            canvas.applyStyle(.dim, to: canvas.bounds)
        } else if isFirstResponder {
            canvas.applyStyle(.reverse, to: focusedRect ?? canvas.bounds)
        }
    }
}
