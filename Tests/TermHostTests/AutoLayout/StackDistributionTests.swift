import Testing
import TermHost
import TermHostTesting

// UIStackView.Distribution and .Alignment as UIKit documents them (1 point = 1 cell).

@Suite("Layout engine: stack distributions and alignments")
@MainActor
struct StackDistributionTests {
    private func row(_ texts: String..., spacing: Double = 0) -> (StackWidget, [LabelWidget]) {
        let labels = texts.map { LabelWidget($0) }
        return (StackWidget(axis: .horizontal, spacing: spacing, arrangedSubviews: labels), labels)
    }

    @Test func fillStretchesTheSubviewWithTheLowestHugging() {
        let (stack, labels) = row("a", "b")
        labels[0].setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        _ = showStack(stack, frame: Rect(x: 0, y: 0, width: 20, height: 1))
        #expect(labels.map(\.frame.width) == [1, 19])
        labels[0].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        stack.layoutIfNeeded()
        #expect(labels.map(\.frame.width) == [19, 1])
    }

    @Test func fillShrinksTheSubviewWithTheLowestCompressionResistance() {
        let (stack, labels) = row("aaaa", "bbbb")
        labels[1].setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        _ = showStack(stack, frame: Rect(x: 0, y: 0, width: 6, height: 1))
        #expect(labels.map(\.frame.width) == [2, 4])
        labels[1].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        stack.layoutIfNeeded()
        #expect(labels.map(\.frame.width) == [4, 2])
    }

    @Test func fillEquallyGivesEveryoneTheSameLength() {
        let (stack, labels) = row("a", "bbb", "c", spacing: 1)
        stack.distribution = .fillEqually
        _ = showStack(stack, frame: Rect(x: 0, y: 0, width: 11, height: 1))
        #expect(labels.map(\.frame.width) == [3, 3, 3])
        #expect(stack.intrinsicContentSize.width == 11, "three times the widest plus two gaps")
    }

    @Test func fillProportionallyFollowsTheNaturalLengths() {
        let (stack, labels) = row("a", "bbb")
        stack.distribution = .fillProportionally
        _ = showStack(stack, frame: Rect(x: 0, y: 0, width: 12, height: 1))
        #expect(labels.map(\.frame.width) == [3, 9])
    }

    @Test func equalSpacingSharesTheRoomAmongTheGaps() {
        let (stack, labels) = row("a", "b", "c", spacing: 1)
        stack.distribution = .equalSpacing
        let app = showStack(stack, frame: Rect(x: 0, y: 0, width: 9, height: 1))
        #expect(app.line(0) == "a   b   c")
        #expect(labels.map(\.frame.width) == [1, 1, 1], "natural lengths")
    }

    @Test func equalSpacingFallsBackToTheSpacingThenShrinks() {
        let (stack, labels) = row("aaa", "bbb", spacing: 2)
        stack.distribution = .equalSpacing
        _ = showStack(stack, frame: Rect(x: 0, y: 0, width: 6, height: 1))
        #expect(labels.map(\.frame.minX) == [0, 5])
        #expect(labels.map(\.frame.width) == [3, 1], "the gap keeps the spacing; the later label gives way")
    }

    @Test func equalCenteringSpacesTheCentresEqually() {
        let (stack, labels) = row("a", "bbb", "c")
        stack.distribution = .equalCentering
        _ = showStack(stack, frame: Rect(x: 0, y: 0, width: 11, height: 1))
        #expect(labels.map(\.frame.minX) == [0, 4, 10], "centres at 0.5, 5.5 and 10.5")
        #expect(labels.map(\.frame.width) == [1, 3, 1])
    }

    @Test(arguments: [
        (StackWidget.Alignment.fill, [0, 0], [5, 5]),
        (.leading, [0, 0], [4, 1]),
        (.center, [0, 2], [4, 1]),
        (.trailing, [1, 4], [4, 1]),
    ])
    func verticalAlignments(alignment: StackWidget.Alignment, xs: [Int], widths: [Int]) {
        let labels = [LabelWidget("AAAA"), LabelWidget("B")]
        let stack = StackWidget(axis: .vertical, arrangedSubviews: labels)
        stack.alignment = alignment
        _ = showStack(stack, frame: Rect(x: 0, y: 0, width: 5, height: 2))
        #expect(labels.map(\.frame.minX) == xs)
        #expect(labels.map(\.frame.width) == widths)
    }

    @Test func horizontalAlignmentsTopBottomAndBaselines() {
        let tall = LabelWidget("x\ny\nz")
        tall.numberOfLines = 0
        let short = LabelWidget("s")
        let stack = StackWidget(axis: .horizontal, spacing: 1, arrangedSubviews: [tall, short])
        _ = showStack(stack, frame: Rect(x: 0, y: 0, width: 3, height: 3))
        for (alignment, y) in [(StackWidget.Alignment.top, 0), (.firstBaseline, 0), (.center, 1), (.bottom, 2), (.lastBaseline, 2)] {
            stack.alignment = alignment
            stack.layoutIfNeeded()
            #expect(short.frame == Rect(x: 2, y: y, width: 1, height: 1), "\(alignment)")
        }
        #expect(StackWidget.Alignment.top == .leading && StackWidget.Alignment.bottom == .trailing)
    }

    @Test func layoutMarginsRelativeArrangementInsetsTheArrangement() {
        let label = LabelWidget("m")
        let stack = StackWidget(axis: .vertical, arrangedSubviews: [label])
        stack.layoutMargins = EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2)
        _ = showStack(stack, frame: Rect(x: 0, y: 0, width: 8, height: 4))
        #expect(label.frame.minX == 0, "off by default")
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutIfNeeded()
        #expect(label.frame == Rect(x: 2, y: 1, width: 4, height: 2))
        #expect(stack.intrinsicContentSize == Size(width: 5, height: 3))
    }
}
