/// Arranges its children in a column, as in SwiftUI.
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
