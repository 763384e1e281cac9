import TermHostCore

/// A column of a `LazyVGrid` (a row of a `LazyHGrid`), as SwiftUI's `GridItem`: how long it is
/// across the grid, the cells after it, and how its cells sit in their space.
public struct GridItem: Hashable, Sendable {
    /// How long a grid item is across the grid.
    public enum Size: Hashable, Sendable {
        /// Exactly this many cells.
        case fixed(Int)
        /// A share of what the fixed items leave, between `minimum` and `maximum`.
        case flexible(minimum: Int = 10, maximum: Int = .infinity)
        /// As many items of at least `minimum` (and at most `maximum`) as fit in a flexible item's share.
        case adaptive(minimum: Int, maximum: Int = .infinity)
    }

    /// How long the item is.
    public var size: Size
    /// The cells between this item and the next; `nil` for the default (1 between columns, 0 between rows).
    public var spacing: Int?
    /// How the item's cells are placed in their space; `nil` takes the grid's alignment (centred across it).
    public var alignment: Alignment?

    /// Creates a grid item.
    public init(_ size: Size = .flexible(), spacing: Int? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid that grows downwards and makes its cells only as their rows come on screen, as SwiftUI's
/// `LazyVGrid`: `columns` says how wide each column is (fixed columns take their width, flexible
/// ones share the rest within their limits, an adaptive one holds as many columns of at least its
/// minimum as its share allows), cells fill the columns row by row, and each row is as tall as its
/// tallest cell. In a `ScrollView`, only the rows on screen (and two beside them each way) are
/// built, laid out and drawn, as in a ``LazyVStack``.
public struct LazyVGrid<Content: View>: View {
    /// The columns.
    public let columns: [GridItem]
    /// How cells sit horizontally in their space, unless their column says otherwise.
    public let alignment: HorizontalAlignment
    /// Rows between rows; `nil` for the default, 0.
    public let spacing: Int?
    /// Accepted for SwiftUI's shape: section headers and footers are not pinned.
    public let pinnedViews: PinnedScrollableViews
    /// The cells.
    public let content: Content

    /// Creates a lazy vertical grid.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Int? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}

/// A grid that grows sideways and makes its cells only as their columns come on screen, as
/// SwiftUI's `LazyHGrid` (see ``LazyVGrid``, with rows for columns); in a horizontal `ScrollView`.
public struct LazyHGrid<Content: View>: View {
    /// The rows.
    public let rows: [GridItem]
    /// How cells sit vertically in their space, unless their row says otherwise.
    public let alignment: VerticalAlignment
    /// Columns between columns; `nil` for the default, 1.
    public let spacing: Int?
    /// Accepted for SwiftUI's shape: section headers and footers are not pinned.
    public let pinnedViews: PinnedScrollableViews
    /// The cells.
    public let content: Content

    /// Creates a lazy horizontal grid.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: Int? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    public typealias Body = Never
}
