/// Shows content larger than itself and scrolls it: it fills the space offered and proposes its
/// content an unbounded length along the scroll axes. The focused control inside is scrolled into
/// view; Up/Down/PageUp/PageDown/Home/End and the mouse wheel scroll when nothing inside uses them.
public struct ScrollView<Content: View>: View {
    /// The axes that scroll.
    public let axes: Axis.Set
    /// Whether a scroll indicator is shown when the content overflows.
    public let showsIndicators: Bool
    /// The content.
    public let content: Content

    /// Creates a scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public typealias Body = Never
}

/// Rows of content in a scrolling column that fills the width.
public struct List<Content: View>: View {
    let content: Content

    /// A list of the views built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A list with one row per `Identifiable` element.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    /// A list with one row per element, identified by the key path `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) { content }
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}
