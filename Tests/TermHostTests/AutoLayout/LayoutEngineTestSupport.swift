import TermHost
import TermHostTesting

/// A headless app showing `stack` at `frame` in a fresh window of `size`.
@MainActor
func showStack(_ stack: StackWidget, frame: Rect, size: Size? = nil) -> HeadlessApp {
    let window = Window()
    stack.frame = frame
    window.addSubview(stack)
    return HeadlessApp(size: size ?? Size(width: max(1, frame.maxX), height: max(1, frame.maxY))) { _ in window }
}

/// A plain widget laid out by constraints with a fixed height (and width, when given).
@MainActor
func block(height: Double, width: Double? = nil) -> Widget {
    let widget = Widget()
    widget.translatesAutoresizingMaskIntoConstraints = false
    widget.heightAnchor.constraint(equalToConstant: height).isActive = true
    if let width { widget.widthAnchor.constraint(equalToConstant: width).isActive = true }
    return widget
}

/// Pins `child` to the four edges of `container` (inside by `inset`), the usual container pattern.
@MainActor
func pin(_ child: Widget, to container: Widget, inset: Double = 0) {
    child.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(child)
    Constraint.activate([
        child.topAnchor.constraint(equalTo: container.topAnchor, constant: inset),
        child.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
        child.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -inset),
        child.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -inset),
    ])
}
