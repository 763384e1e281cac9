import TermHostCore

/// A type-erased layout, to switch layouts while the subviews keep their identity and state:
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Profile(); Details() }   // @State inside survives the switch
/// ```
public struct AnyLayout: Layout {
    fileprivate let box: any AnyLayoutBox

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        box = (layout as? AnyLayout)?.box ?? LayoutBox(layout: layout)
    }

    /// The wrapped layout's cache, remade when the wrapped layout's type changes.
    public struct Cache {
        fileprivate var layoutType: ObjectIdentifier
        fileprivate var storage: Any
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(layoutType: box.layoutType, storage: box.makeCache(subviews: subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.layoutType == box.layoutType {
            box.updateCache(&cache.storage, subviews: subviews)
        } else {
            cache = makeCache(subviews: subviews)
        }
    }

    private func withCache<Result>(_ cache: inout Cache, subviews: Subviews, _ body: (inout Any) -> Result) -> Result {
        if cache.layoutType != box.layoutType { cache = makeCache(subviews: subviews) }
        return body(&cache.storage)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        withCache(&cache, subviews: subviews) { box.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        withCache(&cache, subviews: subviews) {
            box.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        withCache(&cache, subviews: subviews) { box.spacing(subviews: subviews, cache: &$0) }
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> Int? {
        withCache(&cache, subviews: subviews) {
            box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> Int? {
        withCache(&cache, subviews: subviews) {
            box.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    /// The wrapped layout's properties (a wrapped stack's orientation reaches its spacers).
    var wrappedLayoutProperties: LayoutProperties { box.layoutProperties }

    /// Whether `other` wraps an equal layout of the same type.
    func isEqual(to other: AnyLayout) -> Bool { box.isEqual(to: other.box) }
}

/// A layout seen without its type, its cache as `Any`.
@MainActor
private protocol AnyLayoutBox {
    var layoutType: ObjectIdentifier { get }
    var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: LayoutSubviews) -> Any
    func updateCache(_ cache: inout Any, subviews: LayoutSubviews)
    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> Size
    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> Int?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> Int?
    func isEqual(to other: any AnyLayoutBox) -> Bool
}

private struct LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L

    var layoutType: ObjectIdentifier { ObjectIdentifier(L.self) }
    var layoutProperties: LayoutProperties { L.layoutProperties }

    /// Runs `body` on the typed cache inside `cache` (made afresh if it holds something else).
    private func typed<Result>(_ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> Result) -> Result {
        var typedCache = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        let result = body(&typedCache)
        cache = typedCache
        return result
    }

    func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }

    func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
        typed(&cache, subviews: subviews) { layout.updateCache(&$0, subviews: subviews) }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> Size {
        typed(&cache, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) {
        typed(&cache, subviews: subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        typed(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> Int? {
        typed(&cache, subviews: subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: LayoutSubviews, cache: inout Any) -> Int? {
        typed(&cache, subviews: subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func isEqual(to other: any AnyLayoutBox) -> Bool {
        guard let other = other as? LayoutBox<L> else { return false }
        return valuesAreEqual(layout, other.layout)
    }
}
