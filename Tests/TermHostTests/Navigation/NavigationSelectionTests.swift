@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting
import TermHostTesting
import Testing

/// A stand-in for a `List(selection:)` node: takes `Int` values as its selection.
@MainActor
private final class SelectingNode: ViewNode, NavigationSelectionTaking {
    var selected: AnyHashable?

    override func update(with view: any View) {
        guard let list = view as? SelectingList else { return }
        reconcile([(key: AnyHashable(0), view: list.content)])
    }

    func takeNavigationValue(_ value: AnyHashable) -> Bool {
        guard value.base is Int else { return false }
        selected = value
        return true
    }
}

private struct SelectingList: View, NodeRepresentable {
    let content: AnyView
    typealias Body = Never

    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        SelectingNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

private struct Split: View {
    var body: some View {
        NavigationSplitView {
            SelectingList(content: AnyView(NavigationLink("Row 1", value: 1)))
        } detail: {
            Text("Detail column")
        }
    }
}

@MainActor
@Suite struct NavigationSelectionTests {
    @Test func aLinkInsideASelectingListSelectsItsValueAndANarrowSplitViewShowsTheDetail() {
        let app = show(Split(), width: 40, height: 6)
        #expect(!app.contains("Detail column"))
        app.press(.enter)
        #expect(app.contains("Detail column"))
        #expect(app.contains("‹ Back"))
    }
}
