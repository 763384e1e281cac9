import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

extension ControlWidget {
    /// What happened to a control (`UIControl.Event`); actions are registered for a set of these.
    ///
    /// A terminal has a keyboard and a mouse: a mouse press is a touch down and its release a touch up
    /// (inside or outside the control); Enter or Space on a focused button is a complete touch, so it
    /// sends ``touchUpInside`` and then ``primaryActionTriggered``, as a tap does.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event bits (UIKit's values).
        public let rawValue: UInt
        /// Events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A mouse press on the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second press in quick succession (not sent: the terminal reports no click counts).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A drag inside the control (not sent).
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A drag outside the control (not sent).
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A drag into the control (not sent).
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A drag out of the control (not sent).
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A press released inside the control, or Enter / Space on it: the activation.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A press released outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A touch cancelled (not sent).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The user changed the control's value (a switch toggled, a slider moved).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: a button pressed, a switch toggled, Return in a text field.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was chosen (not sent: there are no control menus).
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field became the first responder.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The user changed a text field's text.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field stopped being the first responder.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Return ended editing in a text field (it then resigns when an action is registered for this).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events for the application's own use.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the framework.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state (`UIControl.State`): what per-state values such as a button's titles are keyed by.
    public struct State: OptionSet, Hashable, Sendable {
        /// The state bits (UIKit's values).
        public let rawValue: UInt
        /// A state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not pressed, not selected.
        public static let normal = State([])
        /// Being pressed (mouse button down on it).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused (the first responder).
        public static let focused = State(rawValue: 1 << 3)
        /// States for the application's own use.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// Horizontal placement of a control's content (`UIControl.ContentHorizontalAlignment`).
    public enum ContentHorizontalAlignment: Sendable, Hashable {
        /// Centred.
        case center
        /// At the left edge.
        case left
        /// At the right edge.
        case right
        /// Stretched across (text starts at the left).
        case fill
        /// At the leading (left) edge.
        case leading
        /// At the trailing (right) edge.
        case trailing

        /// Where the content goes across the bounds (stretched content starts at the left).
        var placement: AxisPlacement {
            switch self {
            case .left, .leading, .fill: .start
            case .center: .center
            case .right, .trailing: .end
            }
        }
    }

    /// Vertical placement of a control's content (`UIControl.ContentVerticalAlignment`).
    public enum ContentVerticalAlignment: Sendable, Hashable {
        /// Centred.
        case center
        /// At the top.
        case top
        /// At the bottom.
        case bottom
        /// Stretched down (text starts at the top).
        case fill

        /// Where the content goes down the bounds (stretched content starts at the top).
        var placement: AxisPlacement {
            switch self {
            case .top, .fill: .start
            case .center: .center
            case .bottom: .end
            }
        }
    }
}
