import Observation
import TermHostCore

/// The passes of a widget that track the `@Observable` properties they read, as UIKit does from iOS 18
/// on: a property read while a pass runs invalidates that pass of that widget when it changes.
enum ObservedPass {
    /// ``Widget/updateProperties()`` (and the owning controller's).
    case properties
    /// ``Widget/updateConstraints()``.
    case constraints
    /// ``Widget/layoutSubviews()`` with the owning controller's `viewWillLayoutSubviews()` and
    /// `viewDidLayoutSubviews()`.
    case layout
    /// ``Widget/draw(in:)``.
    case display
}

extension Widget {
    /// Runs one pass of this widget tracking the `@Observable` properties it reads: when one of them
    /// changes, the same pass of this widget is asked for again (``setNeedsUpdateProperties()``,
    /// ``setNeedsUpdateConstraints()``, ``setNeedsLayout()`` or ``setNeedsDisplay()``), on the main
    /// actor, so it runs in the next frame, the frame in which hosted views reading the same model
    /// re-evaluate. A pass that reads nothing observable installs nothing.
    @inline(__always)
    func tracking<Result>(_ pass: ObservedPass, _ body: () -> Result) -> Result {
        withObservationTracking(body) { [weak self] in
            MainThread.run { self?.observedPropertyDidChange(invalidating: pass) }
        }
    }

    /// An `@Observable` property read during `pass` changed: asks for that pass again.
    private func observedPropertyDidChange(invalidating pass: ObservedPass) {
        switch pass {
        case .properties: setNeedsUpdateProperties()
        case .constraints: setNeedsUpdateConstraints()
        case .layout: setNeedsLayout()
        case .display: setNeedsDisplay()
        }
    }
}
