import TermHostCore

/// How many columns a grid cell spans (1 unless set).
struct GridCellColumnsKey: LayoutValueKey {
    static let defaultValue = 1
}

/// The horizontal alignment a cell asks for its whole column.
struct GridColumnAlignmentKey: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}

/// Where a cell sits in its cell's space, instead of the grid's alignment.
struct GridCellAnchorKey: LayoutValueKey {
    static let defaultValue: UnitPoint? = nil
}

/// The axes on which a cell does not size its row or column.
struct GridCellUnsizedAxesKey: LayoutValueKey {
    static let defaultValue: Axis.Set = []
}

extension View {
    /// Makes this cell of a `GridRow` span `count` columns (at least 1).
    public func gridCellColumns(_ count: Int) -> some View {
        layoutValue(key: GridCellColumnsKey.self, value: max(1, count))
    }

    /// Aligns every cell of this cell's column horizontally by `guide` (the first cell of a
    /// column that sets it wins; the grid's alignment otherwise).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        layoutValue(key: GridColumnAlignmentKey.self, value: guide)
    }

    /// Places this cell in its cell's space by `anchor` (its own point `anchor` on the space's),
    /// instead of by the grid's, the row's and the column's alignments.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        layoutValue(key: GridCellAnchorKey.self, value: anchor)
    }

    /// Keeps the grid from sizing this cell's column (`.horizontal`) or row (`.vertical`) by it: the
    /// cell is offered what the other cells make of them, so a `Divider` or a `Color` takes the
    /// grid's width instead of widening it.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        layoutValue(key: GridCellUnsizedAxesKey.self, value: axes)
    }
}
