import TermHostCore

/// Builds views from blocks of statements: `if` / `else`, `if let`, `switch`, optionals and any number of views.
@resultBuilder
@MainActor
public enum ViewBuilder {
    /// A single view expression, as it is.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An empty block: ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A block of one view: that view.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// A block of several views, in order, as one ``TupleView``.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content> {
        TupleView(repeat each content)
    }

    /// An `if` without `else`: the view when the condition holds, nothing otherwise.
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of an `if` / `else` (or the first of a `switch`).
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of an `if` / `else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> ConditionalContent<TrueContent, FalseContent> {
        ConditionalContent(storage: .falseContent(second))
    }

    /// A `for` loop: one view per pass, identified by its position (use `ForEach` to identify rows by id).
    public static func buildArray<Content: View>(_ components: [Content]) -> ArrayContent<Content> {
        ArrayContent(elements: components)
    }

    /// An `if #available` branch, type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
