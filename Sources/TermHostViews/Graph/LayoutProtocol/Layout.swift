import TermHostCore

/// A type that lays out a collection of views: SwiftUI's `Layout` protocol, in cells.
///
/// Implement ``sizeThatFits(proposal:subviews:cache:)`` and
/// ``placeSubviews(in:proposal:subviews:cache:)``, then use the layout like a stack:
///
/// ```swift
/// struct EqualWidthHStack: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
///         let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
///         return Size(width: widest * subviews.count, height: 1)
///     }
///     func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         let width = bounds.width / max(1, subviews.count)
///         for (index, subview) in subviews.enumerated() {
///             subview.place(at: Point(x: bounds.minX + index * width, y: bounds.minY),
///                           proposal: ProposedViewSize(width: width, height: 1))
///         }
///     }
/// }
///
/// EqualWidthHStack { Button("OK") {}; Button("Cancel") {} }
/// ```
///
/// `HStack`, `VStack` and `ZStack` are layouts too (``HStackLayout``, ``VStackLayout``,
/// ``ZStackLayout``), and ``AnyLayout`` switches between layouts keeping the subviews' state.
/// Sizes, points and rectangles are in cells (`CGSize` → `Size`, `CGRect` → `Rect`, `CGFloat` → `Int`).
@MainActor
public protocol Layout {
    /// Storage for values the layout computes once and reuses (`Void` when there is none).
    associatedtype Cache = Void
    /// The subviews the layout arranges.
    typealias Subviews = LayoutSubviews

    /// Properties of the layout type: a stack orientation makes `Spacer` and `Divider` inside it
    /// extend along that axis.
    static var layoutProperties: LayoutProperties { get }

    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size

    /// Places each subview (with ``LayoutSubview/place(at:anchor:proposal:)``) inside `bounds`, which
    /// has a size this layout returned for `proposal`. A subview left unplaced is put at the centre
    /// of `bounds` with its ideal size.
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The space this container prefers around it (the default: the union of its subviews' preferences).
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The position of `guide` in `bounds`, if the layout sets it (the default: the subviews'
    /// explicit values for baselines and custom guides, as placed; `nil` for the geometric guides).
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> Int?

    /// The position of `guide` in `bounds`, if the layout sets it (the default: the subviews'
    /// explicit values for baselines and custom guides, as placed; `nil` for the geometric guides).
    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> Int?

    /// Makes the cache, before the first call that takes one.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date after the subviews changed (the default makes a new one).
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

/// Properties of a layout type.
public struct LayoutProperties: Sendable {
    /// The axis along which the layout stacks its subviews, if it is a stack.
    public var stackOrientation: Axis?

    /// Properties with no stack orientation.
    public init() {}
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return subviews.isEmpty ? ViewSpacing() : spacing
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> Int? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> Int? {
        mergedExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The subviews' explicit values of a propagating guide, where `placeSubviews` would put them:
    /// the topmost first baseline, the bottommost last baseline, the first subview's custom guide.
    private func mergedExplicitAlignment(_ key: AlignmentKey, in bounds: Rect, proposal: ProposedViewSize,
                                         subviews: Subviews, cache: inout Cache) -> Int? {
        guard key.propagates, !subviews.isEmpty else { return nil }
        let recorder = PlacementRecorder()
        placeSubviews(in: bounds, proposal: proposal, subviews: subviews.recording(into: recorder), cache: &cache)
        let origin = Point(x: bounds.minX, y: bounds.minY).coordinate(along: key.axis)
        return recorder.merge(key).map { ViewDimensions.cell($0 - Double(origin)) }
    }
}

extension Layout where Cache == Void {
    /// A layout without a cache needs none: an empty one.
    public func makeCache(subviews: Subviews) -> Void { () }
}

extension Layout {
    /// The layout applied to `content`: `MyLayout { Text("a"); Text("b") }`.
    public func callAsFunction<Content: View>(@ViewBuilder _ content: () -> Content) -> LayoutView<Self, Content> {
        LayoutView(layout: self, content: content())
    }
}

/// A layout applied to its content (what `MyLayout { … }` makes).
public struct LayoutView<L: Layout, Content: View>: View {
    /// The layout.
    public let layout: L
    /// The subviews, as a builder listed them.
    public let content: Content

    public typealias Body = Never
}
