import TermHostCore

/// The layout of an `HStack`, as a ``Layout`` value (for ``AnyLayout`` and for use as
/// `HStackLayout { … }`). See `StackRule` in the source for how the width is shared.
public struct HStackLayout: Layout, Hashable {
    /// The guide the subviews line up on, vertically.
    public var alignment: VerticalAlignment
    /// Columns between subviews; `nil` for the default (1).
    public var spacing: Int?

    /// Creates a row layout.
    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    private var rule: StackRule { StackRule(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        rule.sizeThatFits(proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        rule.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// The layout of a `VStack`, as a ``Layout`` value (for ``AnyLayout`` and for use as
/// `VStackLayout { … }`). See `StackRule` in the source for how the height is shared.
public struct VStackLayout: Layout, Hashable {
    /// The guide the subviews line up on, horizontally.
    public var alignment: HorizontalAlignment
    /// Rows between subviews; `nil` for the default (0).
    public var spacing: Int?

    /// Creates a column layout.
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    private var rule: StackRule { StackRule(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        rule.sizeThatFits(proposal, subviews: subviews)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        rule.placeSubviews(in: bounds, proposal: proposal, subviews: subviews)
    }
}

/// The layout of a `ZStack`, as a ``Layout`` value: every subview gets the whole proposal, and
/// they are layered with their guides of `alignment` on one point; the stack is their union.
public struct ZStackLayout: Layout, Hashable {
    /// The guides the subviews line up on.
    public var alignment: Alignment

    /// Creates a layered layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    private func lineUps(_ subviews: Subviews, proposal: ProposedViewSize) -> (GuideLineUp, GuideLineUp) {
        let dimensions = subviews.map { $0.dimensions(in: proposal) }
        return (GuideLineUp(alignment.horizontal.key, dimensions: dimensions),
                GuideLineUp(alignment.vertical.key, dimensions: dimensions))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let (horizontal, vertical) = lineUps(subviews, proposal: proposal)
        return Size(width: horizontal.length, height: vertical.length)
    }

    public func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let (horizontal, vertical) = lineUps(subviews, proposal: proposal)
        for (index, subview) in subviews.enumerated() {
            let origin = Point(x: bounds.minX + horizontal.origin(of: index, in: bounds.width),
                               y: bounds.minY + vertical.origin(of: index, in: bounds.height))
            subview.place(at: origin, proposal: proposal)
        }
    }
}

/// A layout whose lengths are converted from the environment's ``LengthUnit`` before it lays out.
@MainActor
protocol LengthUnitResolving {
    /// The layout with its lengths in cells.
    func resolved(_ unit: LengthUnit) -> Self
}

extension HStackLayout: LengthUnitResolving {
    func resolved(_ unit: LengthUnit) -> HStackLayout {
        HStackLayout(alignment: alignment, spacing: spacing.map { max(0, unit.columns(Double($0))) })
    }
}

extension VStackLayout: LengthUnitResolving {
    func resolved(_ unit: LengthUnit) -> VStackLayout {
        VStackLayout(alignment: alignment, spacing: spacing.map { max(0, unit.rows(Double($0))) })
    }
}
