import TermHost
import Testing

// A host answers UIKit's size queries for its content as a hosting view does: `sizeThatFits(_:)` (and
// `UIHostingController.sizeThatFits(in:)`, "the size that offers the best fit for the root view and its
// contents" for the proposed size) proposes the size to the content, a length as large as
// `Widget.unboundedLength` (UIKit's `CGFloat.greatestFiniteMagnitude`) proposing nothing, so the content
// answers its ideal length there. `sizeThatFits(proposal:)` is the declarative form of the same query.

@Suite("Hosting: a host answers UIKit's size queries")
@MainActor
struct HostSizeQueryTests {
    @Test func sizeThatFitsIsTheHostedViewsSizeForTheProposal() {
        let host = HostWidget { Text("one two three") }
        #expect(host.sizeThatFits(Size(width: 7, height: Widget.unboundedLength)) == Size(width: 7, height: 2),
                "the text wraps at the proposed width")
        #expect(host.sizeThatFits(Size(width: 7, height: Widget.unboundedLength))
                == host.sizeThatFits(proposal: ProposedViewSize(width: 7, height: nil)))
        #expect(host.sizeThatFits(Size(width: 20, height: 4)) == host.sizeThatFits(proposal: ProposedViewSize(width: 20, height: 4)))
    }

    @Test func anUnboundedLengthAsksForTheIdealLength() {
        let host = HostWidget { Text("Title").frame(maxWidth: .infinity) }
        #expect(host.sizeThatFits(Size(width: Widget.unboundedLength, height: Widget.unboundedLength)) == Size(width: 5, height: 1),
                "the ideal size, not the stretching content's maximum")
        #expect(host.sizeThatFits(Size(width: 40, height: Widget.unboundedLength)) == Size(width: 40, height: 1),
                "a finite width is proposed exactly")
        #expect(host.sizeThatFits(Size(width: Widget.layoutFittingExpandedSize.width, height: Widget.unboundedLength)).width
                == Widget.layoutFittingExpandedSize.width, "the expanded fitting size is a length like any other")
    }

    @Test func aNegativeLengthProposesZero() {
        let host = HostWidget { Text("Title").frame(maxWidth: .infinity) }
        #expect(host.sizeThatFits(Size(width: -1, height: Widget.unboundedLength))
                == host.sizeThatFits(proposal: ProposedViewSize(width: 0, height: nil)))
        #expect(host.sizeThatFits(Size(width: -1, height: Widget.unboundedLength)).width == 0, "not the ideal width")
    }

    @Test func theControllersSizeThatFitsInIsItsViewsAnswer() {
        let controller = HostingController(rootView: Text("one two three"))
        #expect(controller.sizeThatFits(in: Size(width: 7, height: Widget.unboundedLength)) == Size(width: 7, height: 2))
        #expect(controller.sizeThatFits(in: Size(width: Widget.unboundedLength, height: Widget.unboundedLength)) == Size(width: 13, height: 1))
        #expect(controller.sizeThatFits(in: Size(width: 7, height: Widget.unboundedLength))
                == controller.hostWidget?.sizeThatFits(Size(width: 7, height: Widget.unboundedLength)))
    }

    @Test func aHostInABoxIsProposedNothingOnAnUnboundedAxis() {
        let box = BoxWidget(contentView: HostWidget { Text("Title").frame(maxWidth: .infinity) })
        #expect(box.sizeThatFits(Size(width: Widget.unboundedLength, height: Widget.unboundedLength)) == Size(width: 7, height: 3))
    }
}
