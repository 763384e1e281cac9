import Testing
import TermHost
import TermHostTesting

// systemLayoutSizeFitting as UIKit documents it: the view's own subtree of constraints is solved with
// the view's size asked to be the target at the fitting priorities; `.zero` is the compressed size.

@Suite("Layout engine: fitting sizes")
@MainActor
struct FittingSizeTests {
    /// A container with `label` pinned inside it by one cell on every side.
    private func padded(_ label: LabelWidget) -> Widget {
        let container = Widget()
        pin(label, to: container, inset: 1)
        return container
    }

    @Test func compressedAndExpandedAtTheFittingLevelKeepTheContentsSize() {
        let container = padded(LabelWidget("hello"))
        #expect(container.systemLayoutSizeFitting(Widget.layoutFittingCompressedSize) == Size(width: 7, height: 3))
        #expect(container.systemLayoutSizeFitting(Widget.layoutFittingExpandedSize) == Size(width: 7, height: 3),
                "the label hugs at 250, above the fitting level (50)")
        #expect(container.systemLayoutSizeFitting(.zero) == Size(width: 7, height: 3), ".zero is compressed")
    }

    @Test func fittingPrioritiesAboveHuggingOrCompressionWin() {
        let container = padded(LabelWidget("hello"))
        let wide = container.systemLayoutSizeFitting(Size(width: 30, height: 0), withHorizontalFittingPriority: .defaultHigh,
                                                     verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == Size(width: 30, height: 3), "750 beats the label's hugging (250)")
        let hugged = container.systemLayoutSizeFitting(Size(width: 30, height: 0), withHorizontalFittingPriority: .defaultLow - 1,
                                                       verticalFittingPriority: .fittingSizeLevel)
        #expect(hugged.width == 7, "249 loses to the hugging")
        let squeezed = container.systemLayoutSizeFitting(Size(width: 4, height: 0), withHorizontalFittingPriority: .defaultHigh + 1,
                                                         verticalFittingPriority: .fittingSizeLevel)
        #expect(squeezed.width == 4, "751 beats the compression resistance (750)")
        let resisted = container.systemLayoutSizeFitting(Size(width: 4, height: 0), withHorizontalFittingPriority: .defaultHigh - 1,
                                                         verticalFittingPriority: .fittingSizeLevel)
        #expect(resisted.width == 7)
    }

    @Test func heightForWidthWithARequiredWidth() {
        let label = LabelWidget("one two three four")
        label.numberOfLines = 0
        let container = padded(label)
        let size = container.systemLayoutSizeFitting(Size(width: 10, height: 0), withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel)
        #expect(size == Size(width: 10, height: 5), "the label wraps to three lines at width 8")
        #expect(label.systemLayoutSizeFitting(Size(width: 9, height: 0), withHorizontalFittingPriority: .required,
                                              verticalFittingPriority: .fittingSizeLevel) == Size(width: 9, height: 3))
    }

    @Test func theWidgetsOwnConstraintsCount() {
        let label = LabelWidget("abc")
        label.heightAnchor.constraint(equalToConstant: 3).isActive = true
        #expect(label.systemLayoutSizeFitting(Widget.layoutFittingCompressedSize) == Size(width: 3, height: 3))
        let box = Widget()
        Constraint.activate([
            box.widthAnchor.constraint(greaterThanOrEqualToConstant: 4),
            box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
        ])
        #expect(box.systemLayoutSizeFitting(Widget.layoutFittingCompressedSize) == Size(width: 4, height: 2))
        #expect(box.systemLayoutSizeFitting(Size(width: 10, height: 0), withHorizontalFittingPriority: .required,
                                            verticalFittingPriority: .fittingSizeLevel) == Size(width: 10, height: 5))
    }

    @Test func anUnconstrainedWidgetTakesTheTarget() {
        let plain = Widget()
        #expect(plain.systemLayoutSizeFitting(Widget.layoutFittingCompressedSize) == .zero)
        #expect(plain.systemLayoutSizeFitting(Widget.layoutFittingExpandedSize) == Widget.layoutFittingExpandedSize)
    }

    @Test func subviewsLaidOutByFramesKeepTheirFrames() {
        let container = Widget()
        let fixed = Widget(frame: Rect(x: 1, y: 0, width: 3, height: 2))
        container.addSubview(fixed)
        Constraint.activate([
            container.trailingAnchor.constraint(greaterThanOrEqualTo: fixed.trailingAnchor),
            container.bottomAnchor.constraint(greaterThanOrEqualTo: fixed.bottomAnchor),
        ])
        #expect(container.systemLayoutSizeFitting(Widget.layoutFittingCompressedSize) == Size(width: 4, height: 2))
    }

    @Test func sizeThatFitsAnswersTheProposalAndSizeToFitApplies() {
        let label = LabelWidget("one two three")
        label.numberOfLines = 0
        #expect(label.sizeThatFits(Size(width: 7, height: Widget.unboundedLength)) == Size(width: 7, height: 2))
        let plain = Widget()
        #expect(plain.sizeThatFits(Size(width: 4, height: 2)) == Size(width: 4, height: 2), "no content: the proposal")
        label.frame = Rect(x: 2, y: 1, width: 5, height: 1)
        label.sizeToFit()
        #expect(label.frame == Rect(x: 2, y: 1, width: 5, height: 3), "\"one\", \"two\", \"three\" at width 5")
    }

    @Test func aSubclassOverridingOnlyInitFrameGetsInit() {
        final class Card: Widget {
            override init(frame: Rect) {
                super.init(frame: frame)
                backgroundStyle = Style(attributes: [.reverse])
            }
        }
        let card = Card()
        #expect(card.frame == .zero)
        #expect(card.backgroundStyle == Style(attributes: [.reverse]))
    }
}
