import TermHostCore

/// A two-dimensional layout, as SwiftUI's `Grid`: each ``GridRow`` is a row, the views in it are its
/// cells, the first in the first column, and so on.
///
/// Every column is as wide as its widest cell and every row as tall as its tallest, so the cells of a
/// column line up (unlike an `HStack` per row). A view in the grid that is not a `GridRow` is a row of
/// its own spanning all the columns; `.gridCellColumns(_:)` makes a cell span several columns,
/// `.gridColumnAlignment(_:)` aligns a column, `.gridCellAnchor(_:)` places one cell, and
/// `.gridCellUnsizedAxes(_:)` keeps a flexible cell (a `Divider`, a `Color`) from sizing its row or
/// column. Spare space is shared among the columns (and rows) as a stack shares it among its
/// children (see ``GridLayout``).
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Score") }
///     Divider().gridCellUnsizedAxes(.horizontal)
///     GridRow { Text("Ada"); Text("12") }
/// }
/// ```
public struct Grid<Content: View>: View {
    /// How each cell is placed in its cell's space (``GridRow`` and `.gridColumnAlignment(_:)` override it).
    public let alignment: Alignment
    /// Columns between columns; `nil` for the default, 1 (as in an `HStack`).
    public let horizontalSpacing: Int?
    /// Rows between rows; `nil` for the default, 0 (as in a `VStack`).
    public let verticalSpacing: Int?
    /// The rows.
    public let content: Content

    /// Creates a grid.
    public init(alignment: Alignment = .center, horizontalSpacing: Int? = nil, verticalSpacing: Int? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public typealias Body = Never
}

/// One row of a ``Grid``: its views are the row's cells, one column each (unless a cell spans more
/// with `.gridCellColumns(_:)`). Outside a grid it lays its views out as an `HStack` does.
public struct GridRow<Content: View>: View {
    /// How the row's cells line up vertically; `nil` takes the grid's.
    public let alignment: VerticalAlignment?
    /// The cells.
    public let content: Content

    /// Creates a row.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}
