import TermHostCore

/// What a row's modifiers ask of the list drawing it: `.listRowInsets`, `.listRowBackground`,
/// `.swipeActions`, `.deleteDisabled` ... They work wherever they are in the row's modifier chain.
struct ListRowConfiguration {
    /// The row's insets; `nil` for the list's (one column on each side).
    var insets: EdgeInsets?
    /// A colour filling the row.
    var background: Color?
    /// The swipe actions by edge.
    var swipeActions: [HorizontalEdge: SwipeActions] = [:]
    /// Whether the row's `ForEach` may delete it.
    var deleteDisabled = false
    /// Whether the row's `ForEach` may move it.
    var moveDisabled = false
    /// Whether the row can be selected.
    var selectionDisabled = false
    /// Whether the row's separator shows (`.listRowSeparator`): only `.visible` draws one.
    var separator: Visibility = .automatic
}

/// The buttons of `.swipeActions`.
struct SwipeActions {
    let allowsFullSwipe: Bool
    let content: any View
}

/// Changes the configuration of the list row it is in (or the rows below it).
public struct ListRowModifier: ViewModifier {
    enum Change {
        case insets(EdgeInsets?)
        case background(Color?)
        case swipeActions(HorizontalEdge, SwipeActions)
        case deleteDisabled(Bool)
        case moveDisabled(Bool)
        case selectionDisabled(Bool)
        case separator(Visibility)
        /// Accepted with no effect (separator tints, section separators).
        case none
    }

    let change: Change

    init(_ change: Change) {
        self.change = change
    }

    /// Applies the change to `configuration`.
    func apply(_ configuration: inout ListRowConfiguration) {
        switch change {
        case .insets(let insets): configuration.insets = insets
        case .background(let color): configuration.background = color
        case .swipeActions(let edge, let actions): configuration.swipeActions[edge] = actions
        case .deleteDisabled(let value): configuration.deleteDisabled = value
        case .moveDisabled(let value): configuration.moveDisabled = value
        case .selectionDisabled(let value): configuration.selectionDisabled = value
        case .separator(let visibility): configuration.separator = visibility
        case .none: break
        }
    }

    public typealias Body = Never
}

private struct ListRowConfigurationKey: EnvironmentKey {
    static var defaultValue: ListRowConfiguration { ListRowConfiguration() }
}

extension EnvironmentValues {
    /// The configuration row modifiers above a row gave it.
    var listRowConfiguration: ListRowConfiguration {
        get { self[ListRowConfigurationKey.self] }
        set { self[ListRowConfigurationKey.self] = newValue }
    }
}

extension View {
    /// Insets the row's content by `insets` (cells) instead of the list's one column on each side.
    public func listRowInsets(_ insets: EdgeInsets?) -> ModifiedContent<Self, ListRowModifier> {
        modifier(ListRowModifier(.insets(insets)))
    }

    /// Fills the row with a colour. A terminal row can show a colour only: other views are ignored.
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, ListRowModifier> {
        let color = view as? Color
        return modifier(ListRowModifier(.background(color)))
    }

    /// Shows or hides the row's separator. A terminal list draws none unless asked (a line of its own would
    /// cost a row): `.visible` underlines the row's last line inside its insets, as a `ListWidget` with
    /// `separatorStyle = .singleLine` does (one row look for both halves); only the bottom edge has one.
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
        -> ModifiedContent<Self, ListRowModifier> {
        modifier(ListRowModifier(edges.contains(.bottom) ? .separator(visibility) : .none))
    }

    /// Accepted: a terminal list draws no separator lines.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, ListRowModifier> {
        modifier(ListRowModifier(.none))
    }

    /// Accepted: a terminal list draws no separator lines between sections.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
        -> ModifiedContent<Self, ListRowModifier> {
        modifier(ListRowModifier(.none))
    }

    /// Buttons a row reveals when swiped from `edge`. In a terminal ← opens the trailing actions and →
    /// the leading ones, as a strip at that end of the row: ←/→ choose, Enter runs, Esc closes. The first
    /// action sits at the edge and is chosen when the strip opens (so a "full swipe" is ← Enter).
    /// A row with trailing swipe actions no longer offers the Delete of `.onDelete` there, as in SwiftUI.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> ModifiedContent<Self, ListRowModifier> {
        let actions = SwipeActions(allowsFullSwipe: allowsFullSwipe, content: content())
        return modifier(ListRowModifier(.swipeActions(edge, actions)))
    }

    /// Stops the row's `ForEach` `.onDelete` from deleting it.
    public func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, ListRowModifier> {
        modifier(ListRowModifier(.deleteDisabled(isDisabled)))
    }

    /// Stops the row's `ForEach` `.onMove` from moving it.
    public func moveDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, ListRowModifier> {
        modifier(ListRowModifier(.moveDisabled(isDisabled)))
    }

    /// Stops the row from being selected.
    public func selectionDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, ListRowModifier> {
        modifier(ListRowModifier(.selectionDisabled(isDisabled)))
    }
}

extension VerticalEdge {
    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        /// Creates a set from its bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}
