import TermHost
import Testing

// The widget side's one size-query convention, from UIKit's documentation: `sizeThatFits(_:)` is asked
// to "calculate and return the size that best fits the specified size" (a label wraps to the proposed
// width; "no limit" is a very large length, UIKit's `CGFloat.greatestFiniteMagnitude`, here
// `Widget.unboundedLength`); `systemLayoutSizeFitting(_:)` with `layoutFittingCompressedSize` (`.zero`)
// returns the smallest size the constraints allow and with `layoutFittingExpandedSize` the largest.

@Suite("Widgets: size queries follow UIKit")
@MainActor
struct WidgetSizeQueryTests {
    private func wrapping(_ text: String) -> LabelWidget {
        let label = LabelWidget(text)
        label.numberOfLines = 0
        return label
    }

    @Test func aMultilineLabelWrapsWithinANarrowProposal() {
        let label = wrapping("one two three")
        #expect(label.sizeThatFits(Size(width: 7, height: Widget.unboundedLength)) == Size(width: 7, height: 2),
                "\"one two\", \"three\"")
        #expect(label.sizeThatFits(Size(width: 7, height: 1)).height == 2,
                "the proposed height does not cut the lines of a label without a line limit")
    }

    @Test func anUnboundedWidthAnswersTheUnwrappedText() {
        let label = wrapping("one two three")
        #expect(label.sizeThatFits(Size(width: Widget.unboundedLength, height: Widget.unboundedLength)) == Size(width: 13, height: 1))
    }

    @Test func aSingleLineLabelAnswersWithinTheProposedWidth() {
        let label = LabelWidget("hello world")
        let size = label.sizeThatFits(Size(width: 5, height: Widget.unboundedLength))
        #expect(size.width <= 5)
        #expect(size.height == 1)
    }

    @Test func aNegativeLengthIsNoSentinel() {
        #expect(Widget().sizeThatFits(Size(width: -1, height: -3)) == .zero, "it counts as zero")
        let label = wrapping("one two three")
        #expect(label.sizeThatFits(Size(width: -1, height: Widget.unboundedLength))
                == label.sizeThatFits(Size(width: 0, height: Widget.unboundedLength)))
    }

    @Test func aBoxAnswersItsContentsBestSizeInsideTheBorder() {
        let box = BoxWidget(contentView: wrapping("one two three"))
        #expect(box.sizeThatFits(Size(width: 9, height: Widget.unboundedLength)) == Size(width: 9, height: 4),
                "the label wraps at 7 inside the border")
        #expect(box.sizeThatFits(Size(width: Widget.unboundedLength, height: Widget.unboundedLength)) == Size(width: 15, height: 3),
                "an unbounded proposal stays unbounded inside the border")
    }

    @Test func aVerticalStackWrapsItsContentToTheProposedWidth() {
        let stack = StackWidget(axis: .vertical, arrangedSubviews: [wrapping("one two three"), LabelWidget("end")])
        #expect(stack.sizeThatFits(Size(width: 7, height: Widget.unboundedLength)).height == 3)
        #expect(stack.sizeThatFits(Size(width: Widget.unboundedLength, height: Widget.unboundedLength)) == stack.intrinsicContentSize)
    }

    @Test func compressedIsTheSmallestAndExpandedTheLargestSizeTheConstraintsAllow() {
        let container = Widget()
        let label = LabelWidget("hello")
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        Constraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 1),
            label.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor, constant: -1),
            label.topAnchor.constraint(equalTo: container.topAnchor),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            container.widthAnchor.constraint(lessThanOrEqualToConstant: 30),
        ])
        #expect(container.systemLayoutSizeFitting(Widget.layoutFittingCompressedSize) == Size(width: 7, height: 1))
        #expect(container.systemLayoutSizeFitting(.zero) == Size(width: 7, height: 1), ".zero is compressed, as in UIKit")
        #expect(container.systemLayoutSizeFitting(Widget.layoutFittingExpandedSize) == Size(width: 30, height: 1),
                "the width grows to its limit; the label's hugging holds the height")
    }

    @Test func aZeroHeightTargetAsksForTheCompressedHeightAtARequiredWidth() {
        let container = Widget()
        let label = wrapping("one two three")
        pin(label, to: container)
        let size = container.systemLayoutSizeFitting(Size(width: 7, height: Widget.layoutFittingCompressedSize.height),
                                                     withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 7, height: 2))
    }
}
