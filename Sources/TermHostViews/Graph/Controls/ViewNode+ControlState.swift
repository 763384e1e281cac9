import TermHostCore

extension ViewNode {
    /// The node's state as the shared looks of `TermHostCore/Controls` read it: enabled from the
    /// environment, focused while it is the first responder, and the press and selection its control knows.
    func controlState(isHighlighted: Bool = false, isSelected: Bool = false) -> ControlState {
        ControlState(isEnabled: isEnabled, isFocused: isFirstResponder, isHighlighted: isHighlighted, isSelected: isSelected)
    }

    /// Whether a point on screen is inside this node's frame.
    func containsScreenPoint(_ point: Point) -> Bool {
        frame.contains(point - screenPoint(.zero))
    }

    /// The rectangle the label (the layout children) was placed in, in this node's coordinates; the
    /// content rectangle `fallback` when it takes no room.
    func labelRect(or fallback: Rect) -> Rect {
        let rects = layoutChildren.map(\.frame).filter { !$0.isEmpty }
        guard let first = rects.first else { return fallback }
        return rects.dropFirst().reduce(first) { $0.union($1) }.offsetBy(dx: -frame.minX, dy: -frame.minY)
    }
}
