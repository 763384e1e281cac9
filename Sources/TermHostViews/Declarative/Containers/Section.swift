import TermHostCore

/// A group of rows with an optional header above and footer below.
///
/// In a ``List`` or ``Form`` the section's rows are rows of the list: with the grouped look (the
/// default, and always in a `Form`) they are drawn in a rounded box, the header bold above it and the
/// footer dim below it; with `.listStyle(.plain)` the header is a bold row and the footer a dim one.
/// Elsewhere a section draws the same grouped look as one view.
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

    /// A section with a header and a footer given as views (the older SwiftUI form).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
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

    /// A section with a header given as a view (the older SwiftUI form).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    /// A section with a footer built from views.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer given as a view (the older SwiftUI form).
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
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
