/// Horizontal alignment of views in a column.
public enum HorizontalAlignment: Hashable, Sendable {
    case leading, center, trailing
}

/// Vertical alignment of views in a row.
public enum VerticalAlignment: Hashable, Sendable {
    case top, center, bottom
}

/// Two-dimensional alignment (for frames, overlays and hosts).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    /// Creates an alignment.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
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
