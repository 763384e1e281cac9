import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// The host's containment state machine on its own: each transition's steps and the state it leaves.
@Suite("Hosting: the containment state machine")
@MainActor
struct HostContainmentStateTests {
    private typealias Step = HostContainment.Step
    private func ref(_ controller: WidgetController) -> HostContainment.ParentReference { .init(controller) }

    @Test func enteringAWindowJoinsTheNearestParentInTwoHalves() {
        let parent = WidgetController()
        var containment = HostContainment()
        #expect(containment.willMove(enteringWindow: true, nearestParent: parent, currentParent: nil)
            == [.addChild(to: ref(parent))])
        #expect(containment.pendingMove == .joining(ref(parent)))
        #expect(containment.didMove(currentParent: parent) == [.didMove(toParent: ref(parent))])
        #expect(containment.pendingMove == .none)
    }

    @Test func enteringUnderAnotherParentLeavesTheOldOneFirst() {
        let old = WidgetController(), new = WidgetController()
        var containment = HostContainment()
        #expect(containment.willMove(enteringWindow: true, nearestParent: new, currentParent: old)
            == [.willLeaveParent, .removeFromParent, .addChild(to: ref(new))])
    }

    @Test func enteringUnderTheSameParentOrNoneDoesNothing() {
        let parent = WidgetController()
        var containment = HostContainment()
        #expect(containment.willMove(enteringWindow: true, nearestParent: parent, currentParent: parent).isEmpty)
        #expect(containment.willMove(enteringWindow: true, nearestParent: nil, currentParent: nil).isEmpty)
        #expect(containment.pendingMove == .none)
        #expect(containment.didMove(currentParent: parent).isEmpty)
    }

    @Test func didMoveIsSkippedWhenTheControllerWentElsewhereMeanwhile() {
        let parent = WidgetController(), other = WidgetController()
        var containment = HostContainment()
        _ = containment.willMove(enteringWindow: true, nearestParent: parent, currentParent: nil)
        #expect(containment.didMove(currentParent: other).isEmpty)
        #expect(containment.pendingMove == .none)
    }

    @Test func leavingTheWindowAnnouncesFirstAndRemovesAfter() {
        let parent = WidgetController()
        var containment = HostContainment()
        #expect(containment.willMove(enteringWindow: false, nearestParent: nil, currentParent: parent) == [.willLeaveParent])
        #expect(containment.pendingMove == .leaving)
        #expect(containment.didMove(currentParent: parent) == [.removeFromParent])
        #expect(containment.willMove(enteringWindow: false, nearestParent: nil, currentParent: nil).isEmpty)
    }

    @Test func attachTakesOverUntilDetach() {
        let parent = WidgetController(), nearest = WidgetController()
        var containment = HostContainment()
        #expect(containment.attach(to: parent, currentParent: nil) == [.addChild(to: ref(parent)), .didMove(toParent: ref(parent))])
        #expect(containment.mode == .attached)
        #expect(containment.willMove(enteringWindow: true, nearestParent: nearest, currentParent: parent).isEmpty)
        #expect(containment.willMove(enteringWindow: false, nearestParent: nil, currentParent: parent).isEmpty)
        #expect(containment.attach(to: parent, currentParent: parent).isEmpty)
        #expect(containment.detach(currentParent: parent) == [.willLeaveParent, .removeFromParent])
        #expect(containment.mode == .automatic)
        #expect(containment.detach(currentParent: nil).isEmpty)
    }

    @Test func attachingElsewhereLeavesTheCurrentParentFirst() {
        let old = WidgetController(), new = WidgetController()
        var containment = HostContainment()
        #expect(containment.attach(to: new, currentParent: old)
            == [.willLeaveParent, .removeFromParent, .addChild(to: ref(new)), .didMove(toParent: ref(new))])
    }

    @Test func aParentIsHeldWeakly() {
        var containment = HostContainment()
        do {
            let parent = WidgetController()
            _ = containment.willMove(enteringWindow: true, nearestParent: parent, currentParent: nil)
        }
        guard case .joining(let parent) = containment.pendingMove else {
            Issue.record("expected a pending join")
            return
        }
        #expect(parent.controller == nil)
        #expect(containment.didMove(currentParent: nil).isEmpty)
    }
}
