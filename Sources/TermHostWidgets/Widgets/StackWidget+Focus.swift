import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Focus inside a stack: the arrow keys along the axis move to the previous or next focusable widget.
extension StackWidget {
    /// The focus step an arrow key means along this stack's axis (nil for other keys).
    func focusStep(for event: KeyEvent) -> Int? {
        guard event.modifiers.isEmpty else { return nil }
        switch (axis, event.key) {
        case (.vertical, .down), (.horizontal, .right): return 1
        case (.vertical, .up), (.horizontal, .left): return -1
        default: return nil
        }
    }

    /// Moves focus `step` places among the focusable widgets inside the stack; false when it cannot.
    func moveFocus(by step: Int) -> Bool {
        guard let engine = application?.focusEngine, let focused = engine.focused else { return false }
        let candidates = focusableDescendants().filter { $0 !== self }
        guard let index = candidates.firstIndex(where: { $0 === focused }) else { return false }
        let target = index + step
        guard candidates.indices.contains(target) else { return false }
        return engine.focus(candidates[target])
    }
}
