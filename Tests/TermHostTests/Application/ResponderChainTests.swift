import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// A responder whose `next`, focus children and focusability a test sets by hand.
@MainActor
private final class Link: Responder {
    let name: String
    var nextLink: Responder?
    var children: [Responder] = []
    var focusable = false
    private(set) var childrenAsked = 0

    init(_ name: String, focusable: Bool = false, children: [Responder] = []) {
        self.name = name
        self.focusable = focusable
        self.children = children
    }

    override var next: Responder? { nextLink }
    override var canBecomeFocused: Bool { focusable }
    override var focusChildren: [Responder] {
        childrenAsked += 1
        return children
    }
}

@MainActor
private func names(_ responders: some Sequence<Responder>) -> [String] {
    responders.compactMap { ($0 as? Link)?.name }
}

@Suite("Responder chain and focus walk")
@MainActor
struct ResponderChainTests {
    @Test func chainStartsAtTheResponderAndFollowsNext() {
        let top = Link("top")
        let middle = Link("middle")
        let bottom = Link("bottom")
        bottom.nextLink = middle
        middle.nextLink = top
        #expect(names(bottom.responderChain) == ["bottom", "middle", "top"])
        #expect(names(top.responderChain) == ["top"])
        #expect(Array(ResponderChain(startingAt: nil)).isEmpty)
    }

    @Test func widgetChainGoesThroughItsViewControllerAsInUIKit() {
        let controller = WidgetController()
        let label = LabelWidget("Name")
        controller.view.addSubview(label)
        let chain = Array(label.responderChain)
        #expect(chain.count == 3)
        #expect(chain.first === label)
        #expect(chain.dropFirst().first === controller.view, "a view's next is its superview")
        #expect(chain.last === controller, "the root view's next is its view controller")
    }

    @Test func circularChainStopsAtTheBound() {
        let first = Link("first")
        let second = Link("second")
        first.nextLink = second
        second.nextLink = first
        #expect(Array(first.responderChain).count == ResponderChain.limit)
        #expect(first.application == nil, "a walk for the application ends on a cycle")
        #expect(first.isInChain(of: second))
        #expect(!first.isInChain(of: Link("elsewhere")))
    }

    @Test func focusWalkIsTreeOrderAndKeepsOnlyFocusable() {
        let leaf1 = Link("leaf1", focusable: true)
        let leaf2 = Link("leaf2", focusable: true)
        let group = Link("group", children: [leaf1, Link("plain"), leaf2])
        let last = Link("last", focusable: true)
        let root = Link("root", children: [group, last])
        #expect(names(root.focusWalk.map(\.responder)) == ["root", "group", "leaf1", "plain", "leaf2", "last"])
        #expect(root.focusWalk.map(\.depth) == [0, 1, 2, 2, 2, 1])
        #expect(names(root.focusableDescendants()) == ["leaf1", "leaf2", "last"])
        #expect(root.firstFocusableDescendant() === leaf1)
    }

    @Test func firstFocusableStopsWithoutAskingForItsChildren() {
        let below = Link("below", focusable: true)
        let found = Link("found", focusable: true, children: [below])
        let root = Link("root", children: [found])
        #expect(root.firstFocusableDescendant() === found)
        #expect(found.childrenAsked == 0)
        #expect(root.childrenAsked == 1)
    }

    @Test func circularFocusTreeStopsAtTheDepthBound() {
        let loop = Link("loop", focusable: true)
        loop.children = [loop]
        let walk = Array(loop.focusWalk)
        #expect(walk.count == FocusWalk.depthLimit)
        #expect(walk.last?.depth == FocusWalk.depthLimit - 1)
        #expect(loop.focusableDescendants().count == FocusWalk.depthLimit)
        loop.children = []
    }
}
