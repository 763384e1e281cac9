import TermHostCore

/// Recognizes a drag (`UIPanGestureRecognizer`): continuous, ``GestureRecognizer/State/began`` when a pressed
/// mouse first moves a cell, ``GestureRecognizer/State/changed`` as it moves, ``GestureRecognizer/State/ended``
/// on the release. It sees the motion the terminal reports while the pointer is over the widget (many
/// terminals report motion with a button held; some report none, and then no pan begins).
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// Accepted: the mouse is one touch.
    public var minimumNumberOfTouches = 1
    /// Accepted: the mouse is one touch.
    public var maximumNumberOfTouches = Int.max

    private var start: Point?

    /// How far the drag moved since it began (or since ``setTranslation(_:in:)``), in cells.
    public func translation(in view: Widget?) -> Point {
        guard let start, let location else { return .zero }
        return Point(x: location.x - start.x, y: location.y - start.y)
    }

    /// Makes the translation so far `translation` (`setTranslation(.zero, in: view)` starts counting again).
    public func setTranslation(_ translation: Point, in view: Widget?) {
        guard let location else { return }
        start = Point(x: location.x - translation.x, y: location.y - translation.y)
    }

    /// The drag's speed: reported as zero (the terminal's motion reports carry no timing worth measuring).
    public func velocity(in view: Widget?) -> Point { .zero }

    override func pressBegan(at point: Point, now: Duration?, scheduler: Scheduler?) -> Bool {
        start = point
        location = point
        return true
    }

    override func pressMoved(to point: Point) {
        guard start != nil, point != location else { return }
        location = point
        switch state {
        case .possible: if !report(.began) { start = nil }
        case .began, .changed: report(.changed)
        default: break
        }
    }

    override func pressEnded(at point: Point, inside: Bool) -> Bool {
        defer {
            start = nil
            reset()
        }
        if start != nil, point != location { pressMoved(to: point) }
        guard state == .began || state == .changed else { return false }
        location = point
        report(.ended)
        return true
    }
}
