import Dispatch
import TermHostCore

extension Widget {
    /// Options of a widget animation (`UIView.AnimationOptions`): accepted, a terminal does not animate.
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// UIKit's animation options, accepted with no effect.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Accepted.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Accepted.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Accepted.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Accepted.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Accepted.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Accepted.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Accepted.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Accepted.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// Accepted.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Accepted.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Accepted.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    }

    /// Changes widgets "over `duration` seconds" (`UIView.animate(withDuration:animations:)` and
    /// `animate(withDuration:animations:completion:)`). A terminal does not animate: `animations` runs at once,
    /// so the next frame shows the final state (UIKit's model values are final at once too), and `completion`
    /// is called with `true` on a later turn of the main queue, as UIKit calls it after the animation (for no
    /// duration, at the start of the next run-loop cycle).
    public static func animate(withDuration duration: Double, animations: @escaping @MainActor () -> Void,
                               completion: (@MainActor (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// `UIView.animate(withDuration:delay:options:animations:completion:)`: with no delay `animations` runs at
    /// once; with a delay it runs when the delay is over (so a view faded out after a pause stays shown until
    /// then), and `completion(true)` follows on a later turn of the main queue. The duration and options are
    /// accepted with no effect.
    public static func animate(withDuration duration: Double, delay: Double, options: AnimationOptions = [],
                               animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        guard delay > 0 else {
            animations()
            finish(completion, after: 0)
            return
        }
        finish({ _ in
            animations()
            finish(completion, after: 0)
        }, after: delay)
    }

    /// The spring form (`animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`):
    /// as ``animate(withDuration:delay:options:animations:completion:)``; the spring is accepted.
    public static func animate(withDuration duration: Double, delay: Double, usingSpringWithDamping dampingRatio: Double,
                               initialSpringVelocity velocity: Double, options: AnimationOptions = [],
                               animations: @escaping @MainActor () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// A transition of one widget's content (`UIView.transition(with:duration:options:animations:completion:)`):
    /// `animations` runs at once, `completion(true)` on a later turn of the main queue.
    public static func transition(with view: Widget, duration: Double, options: AnimationOptions = [],
                                  animations: (@MainActor () -> Void)?, completion: (@MainActor (Bool) -> Void)? = nil) {
        animations?()
        finish(completion, after: 0)
    }

    /// Runs `actionsWithoutAnimation` (`UIView.performWithoutAnimation(_:)`): everything is without animation here.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: @MainActor () -> Void) {
        actionsWithoutAnimation()
    }

    /// Calls `completion(true)` on a later turn of the main queue, after `delay` seconds.
    private static func finish(_ completion: (@MainActor (Bool) -> Void)?, after delay: Double) {
        guard let completion else { return }
        let call = UncheckedCompletion(completion)
        let run: @Sendable () -> Void = { MainActor.assumeIsolated { call.completion(true) } }
        if delay > 0 {
            DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: run)
        } else {
            DispatchQueue.main.async(execute: run)
        }
    }
}

/// A main-actor completion carried through the main queue (which runs it on the main actor).
private struct UncheckedCompletion: @unchecked Sendable {
    let completion: @MainActor (Bool) -> Void
    init(_ completion: @escaping @MainActor (Bool) -> Void) { self.completion = completion }
}
