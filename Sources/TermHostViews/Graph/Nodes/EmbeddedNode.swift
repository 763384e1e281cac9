import TermHostCore

/// What an ``EmbeddedNode`` shows: content from outside the declarative half (a representable's
/// widget), which the node measures, places, focuses and keeps up to date through this protocol. The
/// hosting bridge implements it; the declarative half never sees what is embedded.
@MainActor
package protocol NodeEmbedding: AnyObject {
    /// The node showing this content (set once, when the node is made).
    var node: EmbeddedNode? { get set }
    /// Takes the new view value of the node.
    func update(with view: any View)
    /// Brings the embedded content up to date (after a change the node was told of).
    func refresh()
    /// The content's size for `proposal`.
    func size(for proposal: ProposedViewSize) -> Size
    /// Places the content in `rect` (hidden when the node is not visible).
    func place(in rect: Rect, isVisible: Bool)
    /// The responder the focus walk enters for the content.
    var focusResponder: Responder { get }
    /// The node entered the graph.
    func didMount()
    /// The node is about to leave the graph.
    func willUnmount()
    /// The graph's host changed what it offers embedded content (a representable joins it again).
    func hostDidChange()
}

/// The node of content embedded from outside the declarative half: a representable's widget, shown
/// through its ``NodeEmbedding``. It re-evaluates when the environment changes, never hit-tests itself
/// (the embedded content takes its own clicks) and can take focus through the embedded responder.
@MainActor
package final class EmbeddedNode: ViewNode {
    /// What the node shows.
    package let embedding: any NodeEmbedding

    /// A node showing `embedding`.
    package init(graph: ViewGraph, parent: ViewNode?, key: AnyHashable, viewType: Any.Type, embedding: any NodeEmbedding) {
        self.embedding = embedding
        super.init(graph: graph, parent: parent, key: key, viewType: viewType)
        embedding.node = self
    }

    override package func update(with view: any View) { embedding.update(with: view) }
    override package func refresh() { embedding.refresh() }
    override package func environmentDidChange() { markDirty() }
    override package func didMount() { embedding.didMount() }
    override package func willUnmount() { embedding.willUnmount() }
    override package func computeSize(_ proposal: ProposedViewSize) -> Size { embedding.size(for: proposal) }
    override package func placeChildren(in rect: Rect) { embedding.place(in: rect, isVisible: isVisible) }
    override package func hitTest(_ point: Point) -> ViewNode? { nil }
    override package var focusChildren: [Responder] { isVisible ? [embedding.focusResponder] : [] }
    override package var mayBecomeFocused: Bool { true }
}
