import TermHostCore

/// The node of `.gesture` and `.onTapGesture`: laid out as its content, it takes the mouse events that
/// reach it and, with a tap, focus and Enter or Space (see ``Gesture``).
@MainActor
final class GestureNode: ModifierNode {
    private var gesture = GestureModifier(tap: nil, longPress: nil, drag: nil)
    /// The clicks of the current tap so far.
    private var clicks = 0
    /// The mouse press in progress (a tap's).
    private var press = PressTracking()
    /// Where the left button went down (a drag's start), in the node's cells.
    private var dragStart: Point?
    /// Whether the pointer moved far enough to make a drag.
    private var isDragging = false

    override func apply(_ modifier: any ViewModifier) {
        guard let newGesture = modifier as? GestureModifier else { return }
        if (newGesture.tap == nil) != (gesture.tap == nil) { setNeedsDisplay() }
        gesture = newGesture
    }

    override var drawsContent: Bool { gesture.tap != nil }
    override var canBecomeFocused: Bool { gesture.tap != nil && isMounted && isEnabled && isVisible }
    override var mayBecomeFocused: Bool { gesture.tap != nil }

    override func didBecomeFocused() {
        super.didBecomeFocused()
        setNeedsDisplay()
    }

    override func didResignFocus() {
        super.didResignFocus()
        setNeedsDisplay()
    }

    /// Focus shows as reversed content, as a plain button's does.
    override func drawOverChildren(in canvas: Canvas) {
        guard gesture.tap != nil, isVisible else { return }
        ControlStateOverlay.apply(ControlState(isEnabled: true, isFocused: isFirstResponder, isHighlighted: press.isPressed), in: canvas)
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard let tap = gesture.tap else { return false }
        return handlePressKey(event, isEnabled: isEnabled) {
            clicks = 0
            tap.ended?()
        }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        if case .press(.right) = event.kind, let longPress = gesture.longPress {
            longPress.changed?(true)
            longPress.ended?(true)
            return true
        }
        let local = event.position - screenPoint(.zero) - frame.origin
        let point = Point(x: local.x, y: local.y)
        if gesture.drag != nil, handleDrag(event, at: point) { return true }
        guard let tap = gesture.tap else { return false }
        return trackPress(event, with: &press) {
            clicks += 1
            if clicks >= tap.count {
                clicks = 0
                tap.ended?()
            }
        }
    }

    /// A left press starts following a drag, motion reports it once it moved a cell (or at once with a
    /// minimum distance of 0), the release ends it. A press and release without motion is left to the tap.
    private func handleDrag(_ event: MouseEvent, at point: Point) -> Bool {
        guard let drag = gesture.drag else { return false }
        switch event.kind {
        case .press(.left):
            dragStart = point
            isDragging = drag.minimumDistance <= 0
            if isDragging { drag.changed?(DragGesture.Value(startLocation: point, location: point)) }
            if gesture.tap != nil { _ = trackPress(event, with: &press) {} }
            return true
        case .move:
            guard let start = dragStart else { return false }
            if !isDragging && (point.x != start.x || point.y != start.y) { isDragging = true }
            if isDragging { drag.changed?(DragGesture.Value(startLocation: start, location: point)) }
            return true
        case .release(.left):
            guard let start = dragStart else { return false }
            dragStart = nil
            if point.x != start.x || point.y != start.y { isDragging = true }
            guard isDragging else { return false }
            isDragging = false
            press.cancel()
            setNeedsDisplay()
            drag.ended?(DragGesture.Value(startLocation: start, location: point))
            return true
        default:
            return false
        }
    }
}

extension GestureModifier: PrimitiveModifier {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable, viewType: Any.Type) -> ViewNode {
        GestureNode(graph: graph, parent: parent, key: key, viewType: viewType)
    }
}
