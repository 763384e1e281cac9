@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting
import TermHostTesting

/// A headless app showing `view` full screen.
@MainActor
func show(_ view: some View, width: Int = 30, height: Int = 8) -> HeadlessApp {
    HeadlessApp(size: Size(width: width, height: height)) { _ in ViewRoot(rootView: view) }
}

extension HeadlessApp {
    /// Presses Tab until the focused control is the one named `title` (at most `limit` times).
    func tab(to title: String, limit: Int = 12) {
        for _ in 0..<limit where focusedDescription != title { press(.tab) }
    }
}

/// The size `view` asks for when offered `proposal`.
@MainActor
func measure(_ view: some View, _ proposal: ProposedViewSize) -> Size {
    ViewGraph(rootView: view).sizeThatFits(proposal)
}

/// `view` pinned to the top-left of the screen, filling it (so snapshots have stable positions).
extension View {
    func topLeading() -> some View {
        frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}
