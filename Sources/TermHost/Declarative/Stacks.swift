/// Arranges its children in a column, sharing the height offered by flexibility and layout priority,
/// as in SwiftUI.
public struct VStack<Content: View>: View {
    /// How children narrower than the column are placed.
    public let alignment: HorizontalAlignment
    /// Rows between children (0 by default: terminal rows are precious).
    public let spacing: Int
    /// The children.
    public let content: Content

    /// Creates a column.
    public init(alignment: HorizontalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing ?? 0
        self.content = content()
    }

    public typealias Body = Never
}

/// Arranges its children in a row, sharing the width offered by flexibility and layout priority,
/// as in SwiftUI.
public struct HStack<Content: View>: View {
    /// How children shorter than the row are placed.
    public let alignment: VerticalAlignment
    /// Columns between children (1 by default, so words do not run together).
    public let spacing: Int
    /// The children.
    public let content: Content

    /// Creates a row.
    public init(alignment: VerticalAlignment = .center, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing ?? 1
        self.content = content()
    }

    public typealias Body = Never
}

/// Layers its children on top of each other (the last in front), each aligned in the stack,
/// which is as large as its largest child.
public struct ZStack<Content: View>: View {
    /// How children smaller than the stack are placed.
    public let alignment: Alignment
    /// The children.
    public let content: Content

    /// Creates a layered stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public typealias Body = Never
}

/// Groups views without changing their layout: the container around the group lays them out,
/// and modifiers on the group apply to it as one.
public struct Group<Content: View>: View {
    /// The grouped views.
    public let content: Content

    /// Creates a group.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
}
