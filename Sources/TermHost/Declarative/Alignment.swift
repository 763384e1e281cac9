/// Horizontal alignment of views in a column.
public enum HorizontalAlignment: Hashable, Sendable {
    /// Aligned on the leading (left) edge.
    case leading
    /// Centred.
    case center
    /// Aligned on the trailing (right) edge.
    case trailing
}

/// Vertical alignment of views in a row.
public enum VerticalAlignment: Hashable, Sendable {
    /// Aligned on the top edge.
    case top
    /// Centred.
    case center
    /// Aligned on the bottom edge.
    case bottom
}

/// Two-dimensional alignment (for frames, overlays and hosts).
public struct Alignment: Hashable, Sendable {
    /// The alignment along the x-axis.
    public var horizontal: HorizontalAlignment
    /// The alignment along the y-axis.
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred on both axes.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// On the leading edge, centred vertically.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// On the trailing edge, centred vertically.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// On the top edge, centred horizontally.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// On the bottom edge, centred horizontally.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// In the top leading corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// In the top trailing corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// In the bottom leading corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// In the bottom trailing corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// The offset that places `content` inside `container` with this alignment.
    public func offset(of content: Size, in container: Size) -> Point {
        let x: Int
        switch horizontal {
        case .leading: x = 0
        case .center: x = (container.width - content.width) / 2
        case .trailing: x = container.width - content.width
        }
        let y: Int
        switch vertical {
        case .top: y = 0
        case .center: y = (container.height - content.height) / 2
        case .bottom: y = container.height - content.height
        }
        return Point(x: x, y: y)
    }
}
