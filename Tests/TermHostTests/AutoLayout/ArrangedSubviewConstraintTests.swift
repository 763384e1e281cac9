import Testing
import TermHost
import TermHostTesting

// UIStackView is Auto Layout: an arranged subview's own constraints hold, hidden arranged subviews take
// no room (nor the spacing next to them), and the stack sets translatesAutoresizingMaskIntoConstraints
// to false on what it arranges. Each expectation below is what UIKit documents.

@Suite("Layout engine: arranged subviews' own constraints")
@MainActor
struct ArrangedSubviewConstraintTests {
    @Test func aPlainWidgetsHeightConstraintHoldsInAVerticalStack() {
        let spacer = block(height: 3)
        let top = LabelWidget("top"), bottom = LabelWidget("bottom")
        let stack = StackWidget(axis: .vertical, arrangedSubviews: [top, spacer, bottom])
        let app = showStack(stack, frame: Rect(x: 0, y: 0, width: 10, height: 8))
        #expect(spacer.frame == Rect(x: 0, y: 1, width: 10, height: 3))
        #expect(app.find("bottom") == Point(x: 0, y: 4))
    }

    @Test func aWidthConstraintHoldsInAHorizontalStack() {
        let gap = block(height: 1, width: 5)
        let stack = StackWidget(axis: .horizontal, spacing: 1, arrangedSubviews: [LabelWidget("L"), gap, LabelWidget("R")])
        stack.alignment = .center
        let app = showStack(stack, frame: Rect(x: 0, y: 0, width: 9, height: 1))
        #expect(gap.frame == Rect(x: 2, y: 0, width: 5, height: 1))
        #expect(app.line(0) == "L       R")
    }

    @Test func aMinimumHeightLetsTheWidgetStretchAndAMaximumStopsIt() {
        let atLeast = Widget(), atMost = Widget()
        atLeast.heightAnchor.constraint(greaterThanOrEqualToConstant: 2).isActive = true
        atMost.heightAnchor.constraint(lessThanOrEqualToConstant: 2).isActive = true
        let label = LabelWidget("end")
        let stretching = StackWidget(axis: .vertical, arrangedSubviews: [atLeast, label])
        _ = showStack(stretching, frame: Rect(x: 0, y: 0, width: 5, height: 6))
        #expect(atLeast.frame.height == 5, "nothing hugs it, so it takes the room the label leaves")

        let capped = StackWidget(axis: .vertical, arrangedSubviews: [atMost, LabelWidget("end")])
        _ = showStack(capped, frame: Rect(x: 0, y: 0, width: 5, height: 6))
        #expect(atMost.frame.height == 2, "it stretches no further than its maximum")
        #expect(capped.arrangedSubviews[1].frame == Rect(x: 0, y: 2, width: 5, height: 4))
    }

    @Test func changingTheConstantReLaysOutInTheNextFrame() {
        let panel = Widget()
        let height = panel.heightAnchor.constraint(equalToConstant: 1)
        height.isActive = true
        let below = LabelWidget("below")
        let stack = StackWidget(axis: .vertical, arrangedSubviews: [LabelWidget("title"), panel, below])
        let app = showStack(stack, frame: Rect(x: 0, y: 0, width: 10, height: 8))
        #expect(app.find("below") == Point(x: 0, y: 2))
        let frames = app.terminal.presentCount
        height.constant = 4
        app.waitUntilIdle()
        #expect(app.terminal.presentCount == frames + 1)
        #expect(panel.frame.height == 4)
        #expect(app.find("below") == Point(x: 0, y: 5))
        height.isActive = false
        app.waitUntilIdle()
        #expect(panel.frame.height == 6, "without its constraint nothing holds it: it takes the room left")
    }

    @Test func aHiddenArrangedSubviewTakesNoRoomAndNoSpacing() {
        let items = ["one", "two", "three"].map { LabelWidget($0) }
        let stack = StackWidget(axis: .vertical, spacing: 1, arrangedSubviews: items)
        let app = showStack(stack, frame: Rect(x: 0, y: 0, width: 6, height: 5))
        #expect(app.find("three") == Point(x: 0, y: 4))
        items[1].isHidden = true
        app.waitUntilIdle()
        #expect(app.find("three") == Point(x: 0, y: 2), "one gap of spacing between one and three")
        #expect(app.find("two") == nil)
        items[1].isHidden = false
        app.waitUntilIdle()
        #expect(app.find("two") == Point(x: 0, y: 2))
    }

    @Test func customSpacingAfterAViewAndAHiddenViewTakesItsSpacingAlong() {
        let items = ["a", "b", "c"].map { LabelWidget($0) }
        let stack = StackWidget(axis: .vertical, spacing: 1, arrangedSubviews: items)
        #expect(stack.customSpacing(after: items[0]) == StackWidget.spacingUseDefault)
        stack.setCustomSpacing(3, after: items[0])
        stack.setCustomSpacing(5, after: items[1])
        let app = showStack(stack, frame: Rect(x: 0, y: 0, width: 3, height: 12))
        #expect(stack.customSpacing(after: items[0]) == 3)
        #expect(app.find("b") == Point(x: 0, y: 4))
        #expect(app.find("c") == Point(x: 0, y: 10))
        items[1].isHidden = true
        app.waitUntilIdle()
        #expect(app.find("c") == Point(x: 0, y: 4), "the spacing after a is kept; the hidden b's is not")
        stack.setCustomSpacing(StackWidget.spacingUseDefault, after: items[0])
        app.waitUntilIdle()
        #expect(app.find("c") == Point(x: 0, y: 2))
    }

    @Test func systemSpacingIsOneCell() {
        let stack = StackWidget(axis: .horizontal, spacing: StackWidget.spacingUseSystem,
                                arrangedSubviews: [LabelWidget("ab"), LabelWidget("cd")])
        stack.distribution = .equalSpacing
        let app = showStack(stack, frame: Rect(x: 0, y: 0, width: 5, height: 1))
        #expect(app.line(0) == "ab cd")
    }

    @Test func arrangingTurnsOffTranslatingTheFrame() {
        let view = Widget()
        #expect(view.translatesAutoresizingMaskIntoConstraints, "true by default, as in UIKit")
        let stack = StackWidget(axis: .vertical)
        stack.addArrangedSubview(view)
        #expect(!view.translatesAutoresizingMaskIntoConstraints)
        stack.removeArrangedSubview(view)
        #expect(view.superview === stack, "removing it from the arrangement keeps it a subview")
        #expect(stack.arrangedSubviews.isEmpty)
    }
}
