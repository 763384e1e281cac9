import TermHostCore

/// A way of acting on a view with the pointer (`.gesture(TapGesture().onEnded { … })`), as in SwiftUI.
///
/// A terminal's pointer is the mouse, where the terminal reports it, and the keyboard:
/// - ``TapGesture``: a left click (press and release over the view), or Enter or Space while the view
///   is focused (a view with a tap gesture takes focus as a button does, so it can be used without a
///   mouse). A tap of `count` 2 is two clicks in a row on the view (terminals report no timing, so
///   there is no double-click interval); Enter counts as the whole tap.
/// - ``LongPressGesture``: a right click (a terminal cannot tell how long a button is held).
/// - ``DragGesture``: a left press, motion with the button held (where the terminal reports motion)
///   and the release; the values are in cells.
@MainActor
public protocol Gesture {
    /// What the gesture reports to `onChanged` and `onEnded`.
    associatedtype Value
}

/// Which gestures of a view and below take part (accepted: all do).
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// None.
    public static let none: GestureMask = []
    /// The view's own gesture.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of the views below.
    public static let subviews = GestureMask(rawValue: 2)
    /// All of them.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// A tap: a left click on the view, or Enter or Space while it is focused (see ``Gesture``).
public struct TapGesture: Gesture {
    public typealias Value = Void
    /// The clicks in a row that make the tap.
    public var count: Int
    var ended: (@MainActor () -> Void)?

    /// A tap of `count` clicks.
    public init(count: Int = 1) {
        self.count = max(1, count)
    }

    /// Runs `action` when the tap ends.
    public func onEnded(_ action: @escaping @MainActor () -> Void) -> TapGesture {
        var copy = self
        copy.ended = action
        return copy
    }
}

/// A long press: a right click on the view (see ``Gesture``). Its value is whether the press
/// completed (always true when it ends).
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    /// How long the press must last in SwiftUI (accepted).
    public var minimumDuration: Double
    /// How far the pointer may move (accepted).
    public var maximumDistance: Double
    var changed: (@MainActor (Bool) -> Void)?
    var ended: (@MainActor (Bool) -> Void)?

    /// A long press.
    public init(minimumDuration: Double = 0.5, maximumDistance: Double = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Runs `action` with `true` when the press begins.
    public func onChanged(_ action: @escaping @MainActor (Bool) -> Void) -> LongPressGesture {
        var copy = self
        copy.changed = action
        return copy
    }

    /// Runs `action` with `true` when the press ends.
    public func onEnded(_ action: @escaping @MainActor (Bool) -> Void) -> LongPressGesture {
        var copy = self
        copy.ended = action
        return copy
    }
}

/// A drag: a left press, motion with the button held and the release (see ``Gesture``), in cells.
public struct DragGesture: Gesture {
    /// Where a drag is.
    public struct Value: Equatable, Sendable {
        /// Where the press began, in the view's cells.
        public var startLocation: Point
        /// Where the pointer is, in the view's cells.
        public var location: Point
        /// How far the pointer moved since the press, in cells.
        public var translation: Size {
            Size(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// Where the drag would end if it went on (no momentum here: ``location``).
        public var predictedEndLocation: Point { location }
        /// How far the drag would go if it went on (here: ``translation``).
        public var predictedEndTranslation: Size { translation }
    }

    /// How far the pointer must move before the drag begins, in cells (SwiftUI's default 10 points
    /// is one cell).
    public var minimumDistance: Double
    var changed: (@MainActor (Value) -> Void)?
    var ended: (@MainActor (Value) -> Void)?

    /// A drag; the coordinate space is accepted (values are in the view's cells).
    public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }

    /// Runs `action` as the pointer moves with the button held.
    public func onChanged(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
        var copy = self
        copy.changed = action
        return copy
    }

    /// Runs `action` when the button is released after a drag.
    public func onEnded(_ action: @escaping @MainActor (Value) -> Void) -> DragGesture {
        var copy = self
        copy.ended = action
        return copy
    }
}

/// Attaches a gesture to a view (`.gesture`, `.onTapGesture`, `.onLongPressGesture`).
public struct GestureModifier: ViewModifier {
    let tap: TapGesture?
    let longPress: LongPressGesture?
    let drag: DragGesture?
    public typealias Body = Never
}

extension View {
    /// Attaches `gesture` to the view (see ``Gesture`` for what a terminal makes of each).
    public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> ModifiedContent<Self, GestureModifier> {
        modifier(GestureModifier(tap: gesture as? TapGesture, longPress: gesture as? LongPressGesture,
                                 drag: gesture as? DragGesture))
    }

    /// Attaches `gesture` to the view, ahead of those below (here the same as ``gesture(_:including:)``).
    public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
        -> ModifiedContent<Self, GestureModifier> {
        self.gesture(gesture, including: mask)
    }

    /// Attaches `gesture` to the view, alongside those below (here the same as ``gesture(_:including:)``).
    public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
        -> ModifiedContent<Self, GestureModifier> {
        self.gesture(gesture, including: mask)
    }

    /// Runs `action` when the view is tapped `count` times: clicked, or Enter or Space while focused
    /// (the view takes focus; see ``Gesture``).
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, GestureModifier> {
        gesture(TapGesture(count: count).onEnded(action))
    }

    /// Runs `action` when the view is long-pressed: right-clicked (see ``Gesture``).
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: Double = 10,
                                   perform action: @escaping @MainActor () -> Void,
                                   onPressingChanged: (@MainActor (Bool) -> Void)? = nil)
        -> ModifiedContent<Self, GestureModifier> {
        var press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance).onEnded { _ in action() }
        if let onPressingChanged { press = press.onChanged(onPressingChanged) }
        return gesture(press)
    }
}

/// Where gesture values are measured from (accepted: a terminal gesture's values are in the view's cells).
public enum CoordinateSpace: Hashable {
    /// The screen.
    case global
    /// The view.
    case local
    /// A space named with `.coordinateSpace(name:)`.
    case named(AnyHashable)
}
