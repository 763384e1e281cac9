import TermHostCore

// SwiftUI's layout modifiers take `CGFloat`; these overloads take `Double`, which a `CGFloat` converts to, so
// fractional maths in ported code compiles (`.padding(size * 0.1)`, `.frame(width: proxy.size.width / 3)`).
// Each value is rounded to whole cells by ``LengthUnit``'s rule before the environment's unit converts it;
// whole-number literals still choose the `Int` forms.

extension View {
    /// Adds `length` (a length, rounded to whole cells, a non-zero one to at least one) on each of `edges`.
    @_disfavoredOverload
    public func padding(_ edges: Edge.Set, _ length: Double) -> ModifiedContent<Self, PaddingModifier> {
        padding(edges, CellRounding.length(length))
    }

    /// Adds `length` (a length, rounded to whole cells, a non-zero one to at least one) on every edge.
    @_disfavoredOverload
    public func padding(_ length: Double) -> ModifiedContent<Self, PaddingModifier> {
        padding(.all, CellRounding.length(length))
    }

    /// `.frame(width:height:alignment:)` with fractional lengths, rounded to whole cells.
    @_disfavoredOverload
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center)
        -> ModifiedContent<Self, FrameModifier> {
        frame(width: width.map { Self.cells($0) }, height: height.map { Self.cells($0) }, alignment: alignment)
    }

    /// The flexible `.frame` with fractional limits, rounded to whole cells (`.infinity` is no limit).
    @_disfavoredOverload
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, FlexibleFrameModifier> {
        frame(minWidth: minWidth.map { Self.cells($0) }, idealWidth: idealWidth.map { Self.cells($0) },
              maxWidth: maxWidth.map { Self.cells($0) }, minHeight: minHeight.map { Self.cells($0) },
              idealHeight: idealHeight.map { Self.cells($0) }, maxHeight: maxHeight.map { Self.cells($0) },
              alignment: alignment)
    }

    /// Draws the view moved by `x` columns and `y` rows, rounded to the nearest cell (halves away from zero).
    @_disfavoredOverload
    public func offset(x: Double = 0, y: Double = 0) -> ModifiedContent<Self, OffsetModifier> {
        offset(x: CellRounding.cell(x), y: CellRounding.cell(y))
    }

    /// A length in whole cells by the rule; `.infinity` (and anything as large) is ``Swift/Int/infinity``.
    nonisolated private static func cells(_ length: Double) -> Int {
        length >= Double(Int.infinity) ? Int.infinity : max(0, CellRounding.length(length))
    }
}

extension VStack {
    /// A column whose spacing is fractional, rounded to whole rows (a non-zero spacing to at least one).
    @_disfavoredOverload
    public init(alignment: HorizontalAlignment = .center, spacing: Double?, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing.map { max(0, CellRounding.length($0)) }, content: content)
    }
}

extension HStack {
    /// A row whose spacing is fractional, rounded to whole columns (a non-zero spacing to at least one).
    @_disfavoredOverload
    public init(alignment: VerticalAlignment = .center, spacing: Double?, @ViewBuilder content: () -> Content) {
        self.init(alignment: alignment, spacing: spacing.map { max(0, CellRounding.length($0)) }, content: content)
    }
}
