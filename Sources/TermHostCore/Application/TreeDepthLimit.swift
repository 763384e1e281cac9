/// What a tree nested deeper than its layer allows shows and reports.
///
/// Both trees are walked recursively (mounting, layout, drawing, hit testing); a tree deep enough
/// would overflow the thread's stack. Each half bounds its depth with a limit of its own
/// (`ViewGraph.maximumDepth` for view nodes, `Widget.maximumTreeDepth` for widgets, 1,000 each): measured
/// in a debug build, a tree at the limit takes 2 to 3 MiB of stack, well inside the main thread's 8 MiB
/// (a release build takes a fraction of that). Beyond it the subtree is not made
/// (views) or not shown (widgets): ``placeholder`` is drawn in its place and ``diagnostic(kind:limit:)``
/// is reported once, through `Application.report`.
package enum TreeDepthLimit {
    /// What is drawn where a subtree was cut off.
    package static let placeholder = "…"

    /// The one diagnostic for a tree of `kind` (views, widgets) cut off at `limit` levels.
    package static func diagnostic(kind: String, limit: Int) -> String {
        "TermHost: \(kind) nested deeper than \(limit) levels are not shown; \(placeholder) stands in for them."
            + " Flatten the tree (a list or a lazy stack shows deep data one level at a time)."
    }
}
