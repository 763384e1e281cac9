/// A scrolling column of grouped controls: its ``Section``s are boxes with a header and a footer,
/// one blank row apart.
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 1) { content }
                .frame(maxWidth: .infinity, alignment: .leading)
        }
    }
}

/// A group of rows with an optional header above and footer below; in a ``Form`` the rows are
/// drawn in a rounded box (the grouped look), the header bold, the footer dim.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer

    /// A section with a header and a footer built from views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            header.font(.headline).padding(.leading, 1)
            VStack(alignment: .leading, spacing: 0) { content }
                .padding(.horizontal, 1)
                .frame(maxWidth: .infinity, alignment: .leading)
                .border(.rounded)
            footer.font(.footnote).padding(.leading, 1)
        }
    }
}

extension Section where Footer == EmptyView {
    /// A section with a header built from views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header) { EmptyView() }
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section with no header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() } footer: { EmptyView() }
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) } footer: { EmptyView() }
    }
}
