import TermHostCore

/// What few widgets use, kept out of every widget's own storage: the ``Layer`` (made when `layer` is first
/// read), the gesture recognizers with their click tracking, and the transform.
@MainActor
final class WidgetExtras {
    var layer: Layer?
    var gestureRecognizers: [GestureRecognizer] = []
    var gestureTracking = GestureTracking()
    var transform: AnyHashable?
}

extension Widget {
    /// The widget's extras, made on first use.
    var madeExtras: WidgetExtras {
        if let extras { return extras }
        let made = WidgetExtras()
        extras = made
        return made
    }
}
