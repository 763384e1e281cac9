import TermHostCore

/// What an empty screen shows (`ContentUnavailableView("No Mail", systemImage: "tray")`): the symbol,
/// the title in bold and the description dimmed, each centred, with any actions below, in the middle of
/// all the space offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view built from a label, a description and actions.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 1) {
            label.bold()
            description.foregroundStyle(.secondary)
            actions
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == VStack<TupleView<Image, Text>>, Description == Text?, Actions == EmptyView {
    /// A title under a symbol (its terminal character, see `Image(systemName:)`), with an optional description.
    public init(_ title: String, systemImage name: String, description: Text? = nil) {
        self.init(label: { VStack(spacing: 0) { Image(systemName: name); Text(title) } }, description: { description })
    }
}

extension ContentUnavailableView where Label == VStack<TupleView<Image, Text>>, Description == Text?, Actions == EmptyView {
    /// "No Results", for a search that found nothing.
    public static var search: ContentUnavailableView {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// "No Results for "text"", for a search that found nothing.
    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView("No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
                               description: Text("Check the spelling or try a new search."))
    }
}
