import TermHostCore

/// Items for a navigation bar, built with ``ToolbarContentBuilder``: SwiftUI's `ToolbarContent`.
/// Write your own by giving a type a `body` of ``ToolbarItem``s.
@MainActor
public protocol ToolbarContent {
    /// The items this content is made of.
    associatedtype Body: ToolbarContent
    /// The items.
    @ToolbarContentBuilder var body: Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Primitive toolbar content has no body.
    public var body: Never {
        preconditionFailure("\(Self.self) is primitive toolbar content and has no body")
    }
}

/// One toolbar item: where it goes and what it shows.
struct ToolbarEntry {
    let placement: ToolbarItemPlacement
    let content: any View
}

/// Toolbar content TermHost reads itself.
@MainActor
protocol PrimitiveToolbarContent {
    var entries: [ToolbarEntry] { get }
}

extension ToolbarContent {
    /// The items, looking through custom content's bodies.
    var toolbarEntries: [ToolbarEntry] {
        if let primitive = self as? PrimitiveToolbarContent { return primitive.entries }
        if Body.self == Never.self { return [] }
        return body.toolbarEntries
    }
}

/// One item of a toolbar at a placement: SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public typealias Body = Never

    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, content: content)] }
}

extension ToolbarItem where ID == Void {
    /// An item at `placement` (`.automatic`: the trailing end of the navigation bar).
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier (accepted; the terminal bar cannot be customised) at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several items at one placement: SwiftUI's `ToolbarItemGroup`. Each view in it is an item of its own.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public typealias Body = Never

    var entries: [ToolbarEntry] {
        flattenedViewListMembers(of: content).map { ToolbarEntry(placement: placement, content: $0.view) }
    }
}

/// Where a toolbar item goes: SwiftUI's `ToolbarItemPlacement`, in a one-row terminal bar.
///
/// | placement | where |
/// |---|---|
/// | `.navigationBarLeading`, `.topBarLeading`, `.cancellationAction`, `.navigation` | left of the bar, after the back control |
/// | `.principal` | the middle of the bar, instead of the title |
/// | `.navigationBarTrailing`, `.topBarTrailing`, `.confirmationAction`, `.primaryAction`, `.destructiveAction`, `.secondaryAction`, `.automatic` | right of the bar |
/// | `.bottomBar`, `.status`, `.keyboard` | the bottom bar, left to right |
public struct ToolbarItemPlacement: Hashable, Sendable {
    enum Slot: Hashable, Sendable {
        case leading, principal, trailing, bottom
    }

    let slot: Slot

    /// The trailing end of the navigation bar.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The middle of the navigation bar, instead of the title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The leading end, after the back control.
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    /// The trailing end.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// The trailing end.
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    /// The trailing end (a sheet's Save or Done).
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// The leading end (a sheet's Cancel).
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// The trailing end.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// The leading end, after the back control.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end.
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The leading end, after the back control.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The bottom bar.
    public static let bottomBar = ToolbarItemPlacement(slot: .bottom)
    /// The bottom bar.
    public static let status = ToolbarItemPlacement(slot: .bottom)
    /// The bottom bar (a terminal has no keyboard accessory bar).
    public static let keyboard = ToolbarItemPlacement(slot: .bottom)
}

/// Builds toolbar content from a block: SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
    /// One item.
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }

    /// Several items, in order.
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
        -> TupleToolbarContent<repeat each Content> {
        TupleToolbarContent(repeat each content)
    }

    /// Items included when a condition holds.
    public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> OptionalToolbarContent<Content> {
        OptionalToolbarContent(first: content, second: nil)
    }

    /// The items of a taken `if` branch.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(first: First)
        -> EitherToolbarContent<First, Second> {
        EitherToolbarContent(first: first, second: nil)
    }

    /// The items of a taken `else` branch.
    public static func buildEither<First: ToolbarContent, Second: ToolbarContent>(second: Second)
        -> EitherToolbarContent<First, Second> {
        EitherToolbarContent(first: nil, second: second)
    }

    /// Items inside `if #available`.
    public static func buildLimitedAvailability<Content: ToolbarContent>(_ content: Content) -> Content {
        content
    }
}

/// Several toolbar items listed in one block.
public struct TupleToolbarContent<each Content: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    let value: (repeat each Content)

    init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public typealias Body = Never

    var entries: [ToolbarEntry] {
        var result: [ToolbarEntry] = []
        for content in repeat each value { result += content.toolbarEntries }
        return result
    }
}

/// Toolbar items that may be absent.
public typealias OptionalToolbarContent<Content: ToolbarContent> = EitherToolbarContent<Content, Content>

/// One of two sets of toolbar items (an `if` / `else` in a ``ToolbarContentBuilder`` block).
public struct EitherToolbarContent<First: ToolbarContent, Second: ToolbarContent>: ToolbarContent, PrimitiveToolbarContent {
    let first: First?
    let second: Second?
    public typealias Body = Never
    var entries: [ToolbarEntry] { first?.toolbarEntries ?? second?.toolbarEntries ?? [] }
}

extension View {
    /// Puts toolbar items in the bar of the navigation stack this view is on top of (see
    /// ``ToolbarItemPlacement`` for where each goes). Outside a navigation stack nothing is shown.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
        -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(toolbar: content().toolbarEntries))
    }

    /// Puts views in the bar of the navigation stack this view is on top of, at its trailing end.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, NavigationBarItemsModifier> {
        barItems(NavigationBarItems(toolbar: flattenedViewListMembers(of: content()).map {
            ToolbarEntry(placement: .automatic, content: $0.view)
        }))
    }
}
