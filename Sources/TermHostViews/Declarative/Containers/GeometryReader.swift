import TermHostCore

/// The size a ``GeometryReader`` was given, for building content that depends on it.
public struct GeometryProxy: Hashable, Sendable {
    /// The reader's size.
    public let size: Size
    /// The reader's frame in the coordinates of the whole view graph.
    public let frame: Rect
}

/// Takes all the space offered and builds its content from that size. The content is placed at
/// the top-left corner and re-built when the size changes.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// Creates a reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}
