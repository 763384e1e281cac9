import FoundationEssentials
import TermHostCore

/// Opens a URL (`@Environment(\.openURL)`, and what a ``Link`` calls), as in SwiftUI.
///
/// A terminal app has no system browser to hand a link to, so the default action does nothing and
/// answers `.discarded`; an app that can open links (or show them) sets its own:
/// `.environment(\.openURL, OpenURLAction { url in … return .handled })`.
public struct OpenURLAction: Sendable {
    /// What an action did with a URL.
    public struct Result: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case handled, discarded, systemAction }
        let kind: Kind
        /// The action opened the URL.
        public static let handled = Result(kind: .handled)
        /// The action did not open the URL.
        public static let discarded = Result(kind: .discarded)
        /// The action leaves the URL to the system (a terminal app's system opens nothing).
        public static let systemAction = Result(kind: .systemAction)
        /// The action leaves another URL to the system (which opens nothing).
        public static func systemAction(_ url: URL) -> Result { .systemAction }
    }

    private let handler: @MainActor @Sendable (URL) -> Result

    /// An action that opens URLs with `handler`.
    public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
        self.handler = handler
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    /// Opens `url` and tells `completion` whether it was opened.
    @MainActor
    public func callAsFunction(_ url: URL, completion: (Bool) -> Void) {
        completion(handler(url) == .handled)
    }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction { _ in .discarded }
}

extension EnvironmentValues {
    /// Opens a URL: what ``Link`` calls (see ``OpenURLAction``).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// A control that opens a URL (`Link("Website", destination: url)`): its label in the tint colour,
/// underlined; Enter, Space or a click calls the environment's ``OpenURLAction`` (`openURL`) with the
/// destination. It takes focus as a button does.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link with a label built from views.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        Button { openURL(destination) } label: { label.underline().foregroundStyle(.tint) }
            .buttonStyle(.plain)
    }
}

extension Link where Label == Text {
    /// A link showing `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
