import TermHostCore

/// SwiftUI modifiers a terminal has no meaning for: they compile, and do the closest terminal thing or
/// nothing, as each says. (The "Porting from SwiftUI" article lists them.)
extension View {
    /// Accepted: a terminal draws no shadows.
    public func shadow(color: Color = .black, radius: Double, x: Double = 0, y: Double = 0) -> Self { self }

    /// Accepted: terminal cells have square corners.
    public func cornerRadius(_ radius: Double, antialiased: Bool = true) -> Self { self }

    /// Accepted: a view keeps its cells (a terminal cannot scale text).
    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> Self { self }

    /// Accepted: a view keeps its cells.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> Self { self }

    /// Accepted: a terminal cannot rotate text.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }

    /// Accepted: a terminal cannot blur.
    public func blur(radius: Double, opaque: Bool = false) -> Self { self }

    /// Accepted: there are no animations; changes show at the next frame.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }

    /// Accepted: there are no animations.
    public func animation(_ animation: Animation?) -> Self { self }

    /// Accepted: views appear and disappear at once.
    public func transition(_ transition: AnyTransition) -> Self { self }

    /// Accepted: a view's clickable area is its frame.
    public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> Self { self }

    /// Accepted: a terminal keeps no accessibility tree (the text on screen is what a reader reads).
    public func accessibilityLabel(_ label: String) -> Self { self }
    /// Accepted: a terminal keeps no accessibility tree.
    public func accessibilityLabel(_ label: Text) -> Self { self }
    /// Accepted: a terminal keeps no accessibility tree.
    public func accessibilityHint(_ hint: String) -> Self { self }
    /// Accepted: a terminal keeps no accessibility tree.
    public func accessibilityValue(_ value: String) -> Self { self }
    /// Accepted: a terminal keeps no accessibility tree.
    public func accessibilityIdentifier(_ identifier: String) -> Self { self }
    /// Accepted: a terminal keeps no accessibility tree.
    public func accessibilityHidden(_ hidden: Bool) -> Self { self }
    /// Accepted: a terminal keeps no accessibility tree.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> Self { self }
    /// Accepted: a terminal keeps no accessibility tree.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self { self }

    /// Accepted: a terminal has no hover tooltips.
    public func help(_ text: String) -> Self { self }

    /// Accepted: a terminal has one control size.
    public func controlSize(_ size: ControlSize) -> Self { self }

    /// Accepted: there is no haptic or audio feedback.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self { self }

    /// Accepted: layout is already whole cells.
    public func drawingGroup() -> Self { self }
}

/// Runs `body` at once: there are no animations, so the changes show at the next frame.
@MainActor
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// An animation (accepted: a terminal shows changes at the next frame).
public struct Animation: Hashable, Sendable {
    private let name: String
    /// SwiftUI's default animation.
    public static let `default` = Animation(name: "default")
    /// A constant-speed animation.
    public static let linear = Animation(name: "linear")
    /// An animation that starts slowly.
    public static let easeIn = Animation(name: "easeIn")
    /// An animation that ends slowly.
    public static let easeOut = Animation(name: "easeOut")
    /// An animation that starts and ends slowly.
    public static let easeInOut = Animation(name: "easeInOut")
    /// A spring animation.
    public static let spring = Animation(name: "spring")
    /// A spring with a bounce.
    public static let bouncy = Animation(name: "bouncy")
    /// A spring without a bounce.
    public static let smooth = Animation(name: "smooth")
    /// A quick spring with a small bounce.
    public static let snappy = Animation(name: "snappy")
    /// A linear animation of `duration` seconds (the same as `.linear`).
    public static func linear(duration: Double) -> Animation { .linear }
    /// An ease-in animation of `duration` seconds (the same as `.easeIn`).
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    /// An ease-out animation of `duration` seconds (the same as `.easeOut`).
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    /// An ease-in-out animation of `duration` seconds (the same as `.easeInOut`).
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    /// A spring by response and damping (the same as `.spring`).
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0) -> Animation {
        .spring
    }
    /// A spring by duration and bounce (the same as `.spring`).
    public static func spring(duration: Double, bounce: Double = 0) -> Animation { .spring }
    /// The animation started after `delay` seconds (the same animation: it does not run).
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation at `speed` times its speed (the same animation).
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation repeated forever (the same animation).
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    /// The animation repeated `count` times (the same animation).
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
}

/// How a view enters and leaves (accepted: at once).
public struct AnyTransition: Sendable {
    private let name: String
    /// Fades in and out (here: at once).
    public static let opacity = AnyTransition(name: "opacity")
    /// Grows and shrinks (here: at once).
    public static let scale = AnyTransition(name: "scale")
    /// Slides in from the leading edge and out to the trailing one (here: at once).
    public static let slide = AnyTransition(name: "slide")
    /// No transition.
    public static let identity = AnyTransition(name: "identity")
    /// Moves in from and out to `edge` (here: at once).
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    /// Pushes in from `edge` (here: at once).
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    /// One transition for insertion, another for removal (here both are at once).
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
    /// This transition and `other` together (here: at once).
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    /// This transition with its own animation (here: at once).
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// An angle (for the accepted `rotationEffect`).
public struct Angle: Hashable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double { radians * 180 / Double.pi }
    /// An angle in radians.
    public init(radians: Double) { self.radians = radians }
    /// An angle in degrees.
    public init(degrees: Double) { self.radians = degrees * Double.pi / 180 }
    /// An angle in degrees.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// An angle in radians.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// No rotation.
    public static let zero = Angle(radians: 0)
}

/// How an accessibility element treats its children (accepted).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    private let name: String
    /// The children are hidden from accessibility.
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    /// The children are merged into one element.
    public static let combine = AccessibilityChildBehavior(name: "combine")
    /// The children stay separate elements inside this one.
    public static let contain = AccessibilityChildBehavior(name: "contain")
}

/// Accessibility traits (accepted).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The element acts as a button.
    public static let isButton = AccessibilityTraits(rawValue: 1)
    /// The element is a heading.
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    /// The element is selected.
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    /// The element opens a link.
    public static let isLink = AccessibilityTraits(rawValue: 8)
}

/// The size of controls (accepted: a terminal has one).
public enum ControlSize: Hashable, Sendable, CaseIterable {
    /// SwiftUI's control sizes, smallest to largest; every control is drawn the same in each.
    case mini, small, regular, large, extraLarge
}

/// Haptic or audio feedback (accepted: there is none).
public struct SensoryFeedback: Hashable, Sendable {
    private let name: String
    /// A task succeeded.
    public static let success = SensoryFeedback(name: "success")
    /// A warning.
    public static let warning = SensoryFeedback(name: "warning")
    /// An error.
    public static let error = SensoryFeedback(name: "error")
    /// The selection changed.
    public static let selection = SensoryFeedback(name: "selection")
    /// A value went up.
    public static let increase = SensoryFeedback(name: "increase")
    /// A value went down.
    public static let decrease = SensoryFeedback(name: "decrease")
    /// A physical impact.
    public static let impact = SensoryFeedback(name: "impact")
}
