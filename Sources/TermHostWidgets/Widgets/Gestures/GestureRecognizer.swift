import TermHostCore

/// Turns clicks on a widget into a gesture and calls its targets (`UIGestureRecognizer`, renamed by the rule
/// that drops the prefix). Attach it with ``Widget/addGestureRecognizer(_:)``.
///
/// Target-action: `#selector` needs the Objective-C runtime, which Linux lacks, so the action is the method
/// itself, named by its type: `TapGestureRecognizer(target: self, action: ProfileViewController.didTapAvatar)`
/// where UIKit code writes `#selector(didTapAvatar)` (the method may take the recognizer, `func
/// didTapAvatar(_ sender: TapGestureRecognizer)`, or nothing). As in UIKit the target is not retained.
///
/// The mouse is the one touch: a left press, motion and release on the widget (or a subview that does not
/// take the click itself) are what a finger's touches are in UIKit. Controls, lists and text inputs inside
/// the widget take their own clicks, as UIKit's controls win over their superview's recognizers.
@MainActor
open class GestureRecognizer {
    /// Where a recognizer is in recognizing its gesture (`UIGestureRecognizer.State`).
    public enum State: Int, Hashable, Sendable {
        /// Not recognized yet (the state between gestures).
        case possible
        /// A continuous gesture began.
        case began
        /// A continuous gesture changed.
        case changed
        /// The gesture ended (a discrete gesture such as a tap is recognized in this state).
        case ended
        /// The gesture was cancelled.
        case cancelled
        /// The gesture was not recognized.
        case failed

        /// A discrete gesture's recognized state: ``ended``, as in UIKit.
        public static let recognized = State.ended
    }

    /// The state now. Targets are called on every change that UIKit reports (a tap: once, in ``State/ended``);
    /// afterwards it goes back to ``State/possible``.
    public internal(set) var state = State.possible

    /// The widget the recognizer is attached to.
    public internal(set) weak var view: Widget?

    /// Whether the recognizer takes part. Turning it off while it tracks cancels the gesture. Default `true`.
    public var isEnabled = true {
        didSet { if !isEnabled { cancelTracking() } }
    }

    /// Whether a recognized gesture keeps the click from the widget's own handling (`true`, the default, as
    /// in UIKit): then the widget sees the click only when the recognizer fails (its press comes late, with
    /// the release). With `false` the widget sees the press and release as they come, as well.
    public var cancelsTouchesInView = true
    /// Accepted (the widget's own handling gets a press late only when ``cancelsTouchesInView`` asks for it).
    public var delaysTouchesBegan = false
    /// Accepted (see ``cancelsTouchesInView``).
    public var delaysTouchesEnded = true
    /// A name for debugging.
    public var name: String?
    /// The recognizer's delegate, asked whether a gesture may begin.
    public weak var delegate: (any GestureRecognizerDelegate)?

    private var targets: [(target: ObjectIdentifier?, call: @MainActor (GestureRecognizer) -> Void)] = []

    /// Where the click is, in window coordinates.
    var location: Point?

    /// Creates a recognizer with no target (`addTarget(_:action:)` adds one).
    public init() {}

    /// Creates a recognizer calling a method of `target` that takes no argument (UIKit's
    /// `init(target:action:)` with `#selector(method)`).
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer calling a method of `target` that takes the recognizer (UIKit's
    /// `init(target:action:)` with `#selector(method(_:))`).
    public convenience init<Target: AnyObject, Sender: GestureRecognizer>(
        target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target whose method takes no argument (`addTarget(_:action:)`).
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> @MainActor () -> Void) {
        targets.append((ObjectIdentifier(target), { [weak target] _ in
            guard let target else { return }
            action(target)()
        }))
    }

    /// Adds a target whose method takes the recognizer (`addTarget(_:action:)`).
    public func addTarget<Target: AnyObject, Sender: GestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> @MainActor (Sender) -> Void) {
        targets.append((ObjectIdentifier(target), { [weak target] recognizer in
            guard let target, let sender = recognizer as? Sender else { return }
            action(target)(sender)
        }))
    }

    /// Removes `target`'s actions, or every action when `target` is `nil` (`removeTarget(_:action:)` with a `nil`
    /// action: a method reference cannot be compared, so all of the target's actions go).
    public func removeTarget(_ target: AnyObject?) {
        guard let target else {
            targets.removeAll()
            return
        }
        targets.removeAll { $0.target == ObjectIdentifier(target) }
    }

    /// The click's position in `view`'s coordinates (the window's when `nil`) (`location(in:)`).
    public func location(in view: Widget?) -> Point {
        guard let location else { return .zero }
        return view?.convertFromWindow(location) ?? location
    }

    /// The number of touches: one while the mouse is down or a gesture is being reported, else none.
    public var numberOfTouches: Int { location == nil ? 0 : 1 }

    /// Accepted: recognizers here do not wait for each other (each recognizes on its own).
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {}

    /// Moves to `newState` and calls the targets (a recognized or continuous state), asking the delegate
    /// first when the gesture would begin. Returns whether the targets were called.
    @discardableResult
    func report(_ newState: State) -> Bool {
        if newState == .began || (newState == .ended && state == .possible) {
            if let delegate, !delegate.gestureRecognizerShouldBegin(self) {
                state = .failed
                return false
            }
        }
        state = newState
        for target in targets { target.call(self) }
        return true
    }

    /// Goes back to ``State/possible`` after a gesture.
    func reset() {
        state = .possible
    }

    // MARK: Clicks (overridden by each kind)

    /// A left press at `point` (window coordinates) on the attached widget: whether the recognizer tracks it.
    func pressBegan(at point: Point, now: Duration?, scheduler: Scheduler?) -> Bool { false }
    /// Motion to `point` while pressed.
    func pressMoved(to point: Point) {}
    /// The release at `point`, `inside` the widget or not: whether the gesture was recognized by it.
    func pressEnded(at point: Point, inside: Bool) -> Bool { false }
    /// Stops tracking (the recognizer was disabled or removed).
    func cancelTracking() {
        if state == .began || state == .changed { report(.cancelled) }
        reset()
        location = nil
    }
}

/// What a recognizer asks its delegate (`UIGestureRecognizerDelegate`). Every method has UIKit's default.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may recognize its gesture now. Default `true`.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether two recognizers may recognize at once. Default `false` (recognizers here do not block each other).
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    /// `true`.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// `false`.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer) -> Bool { false }
}
