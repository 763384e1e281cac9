import TermHostCore

/// Gives its content a ``ScrollViewProxy`` for scrolling the scroll views and lists inside it to a row:
///
/// ```swift
/// ScrollViewReader { proxy in
///     List(messages) { Text($0.text) }
///     Button("Latest") { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// Creates a reader.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
}

/// Scrolls the scroll views and lists inside a ``ScrollViewReader``.
@MainActor
public struct ScrollViewProxy {
    let target: ScrollTarget

    /// Scrolls the first scroll view or list inside the reader that holds the view with `id` (a
    /// `ForEach` element's id, or a view's `.id` or `.tag`) so that it shows: with `anchor` `.top`,
    /// `.center` or `.bottom` there; with none, with the least movement. It takes effect at the next frame.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        target.scrollTo(AnyHashable(id), anchor: anchor)
    }
}

/// Where a proxy's requests go (the reader's node, weakly).
@MainActor
final class ScrollTarget {
    var scrollTo: @MainActor (AnyHashable, UnitPoint?) -> Void = { _, _ in }

    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?) {
        scrollTo(id, anchor)
    }
}
