import Testing
import TermHost
import TermHostTesting

@MainActor
private func stackApp(_ stack: StackWidget, frame: Rect, size: Size = Size(width: 12, height: 6)) -> HeadlessApp {
    let window = Window()
    stack.frame = frame
    window.addSubview(stack)
    return HeadlessApp(size: size) { _ in window }
}

@Suite("Stack widget layout")
@MainActor
struct StackLayoutTests {
    private func labels(_ texts: String...) -> [LabelWidget] { texts.map { LabelWidget($0) } }

    @Test(arguments: [
        (StackWidget.Alignment.fill, "AAAA\nB\nCC"),
        (.leading, "AAAA\nB\nCC"),
        (.center, "AAAA\n  B\n CC"),
        (.trailing, " AAAA\n    B\n   CC"),
    ])
    func verticalAlignment(alignment: StackWidget.Alignment, expected: String) {
        let stack = StackWidget(axis: .vertical, arrangedSubviews: labels("AAAA", "B", "CC"))
        stack.alignment = alignment
        let app = stackApp(stack, frame: Rect(x: 0, y: 0, width: 5, height: 3), size: Size(width: 5, height: 3))
        #expect(app.screen == expected)
    }

    @Test func fillAlignmentStretchesAcrossOthersKeepTheirBreadth() {
        let a = LabelWidget("ab"), b = LabelWidget("abcd")
        let stack = StackWidget(axis: .vertical, arrangedSubviews: [a, b])
        _ = stackApp(stack, frame: Rect(x: 0, y: 0, width: 10, height: 2))
        #expect(a.frame == Rect(x: 0, y: 0, width: 10, height: 1))
        stack.alignment = .center
        stack.layoutIfNeeded()
        #expect(a.frame == Rect(x: 4, y: 0, width: 2, height: 1))
        #expect(b.frame == Rect(x: 3, y: 1, width: 4, height: 1))
    }

    @Test func horizontalAlignmentAcrossRows() {
        let tall = LabelWidget("x\ny\nz")
        tall.numberOfLines = 0
        let short = LabelWidget("s")
        let stack = StackWidget(axis: .horizontal, spacing: 1, arrangedSubviews: [tall, short])
        stack.alignment = .trailing
        let app = stackApp(stack, frame: Rect(x: 0, y: 0, width: 5, height: 3), size: Size(width: 5, height: 3))
        #expect(app.screen == "x\ny\nz s")
        stack.alignment = .center
        app.waitUntilIdle()
        app.application.renderFrame()
        #expect(app.screen == "x\ny s\nz")
    }

    @Test func fillDistributionGivesSpaceToWidgetsWithoutIntrinsicLength() {
        let filler = Widget()
        let stack = StackWidget(axis: .horizontal, spacing: 1,
                                arrangedSubviews: [LabelWidget("L"), filler, LabelWidget("R")])
        let app = stackApp(stack, frame: Rect(x: 0, y: 0, width: 10, height: 1), size: Size(width: 10, height: 1))
        #expect(app.screen == "L        R")
        #expect(filler.frame == Rect(x: 2, y: 0, width: 6, height: 1))
    }

    @Test func fillDistributionStretchesTheLastOfEquallyHuggingSubviews() {
        let items = labels("a", "b")
        let stack = StackWidget(axis: .vertical, arrangedSubviews: items)
        let app = stackApp(stack, frame: Rect(x: 0, y: 0, width: 4, height: 4), size: Size(width: 4, height: 4))
        #expect(app.screen == "a\nb\n\n")
        #expect(items.map(\.frame.height) == [1, 3], "UIKit resolves equal hugging by index")
    }

    @Test func fillEquallyGivesEveryoneTheSameLength() {
        let stack = StackWidget(axis: .horizontal, spacing: 1, arrangedSubviews: labels("a", "bbb", "c"))
        stack.distribution = .fillEqually
        let app = stackApp(stack, frame: Rect(x: 0, y: 0, width: 11, height: 1), size: Size(width: 11, height: 1))
        #expect(app.screen == "a   bbb c")
        #expect(stack.arrangedSubviews.map(\.frame.width) == [3, 3, 3])
        #expect(stack.intrinsicContentSize == Size(width: 11, height: 1))
    }

    @Test func equalSpacingSpreadsTheGaps() {
        let stack = StackWidget(axis: .horizontal, spacing: 1, arrangedSubviews: labels("a", "b", "c"))
        stack.distribution = .equalSpacing
        let app = stackApp(stack, frame: Rect(x: 0, y: 0, width: 9, height: 1), size: Size(width: 9, height: 1))
        #expect(app.screen == "a   b   c")
    }

    @Test func hidingAnArrangedSubviewCollapsesIt() {
        let items = labels("one", "two", "three")
        let stack = StackWidget(axis: .vertical, arrangedSubviews: items)
        let app = stackApp(stack, frame: Rect(x: 0, y: 0, width: 6, height: 3), size: Size(width: 6, height: 3))
        #expect(app.screen == "one\ntwo\nthree")
        items[1].isHidden = true
        app.waitUntilIdle()
        #expect(app.screen == "one\nthree\n")
        items[1].isHidden = false
        app.waitUntilIdle()
        #expect(app.screen == "one\ntwo\nthree")
    }

    @Test func intrinsicSizeSumsLengthsAndSpacing() {
        let stack = StackWidget(axis: .vertical, spacing: 1, arrangedSubviews: labels("abc", "de"))
        #expect(stack.intrinsicContentSize == Size(width: 3, height: 3))
        stack.layoutMargins = EdgeInsets(all: 1)
        stack.isLayoutMarginsRelativeArrangement = true
        #expect(stack.intrinsicContentSize == Size(width: 5, height: 5))
    }

    @Test func arrowKeysMoveFocusAlongTheAxis() {
        let a = ButtonWidget("A"), b = ButtonWidget("B")
        let row = StackWidget(axis: .horizontal, spacing: 1, arrangedSubviews: [a, b])
        let c = ButtonWidget("C")
        let column = StackWidget(axis: .vertical, arrangedSubviews: [row, c])
        let app = stackApp(column, frame: Rect(x: 0, y: 0, width: 12, height: 2))
        #expect(app.focused === a)
        app.press(.right)
        #expect(app.focused === b)
        app.press(.down)
        #expect(app.focused === c)
        app.press(.up)
        #expect(app.focused === b)
        app.press(.left)
        #expect(app.focused === a)
    }
}

@Suite("Autoresizing masks")
@MainActor
struct AutoresizingTests {
    private func resized(_ mask: AutoresizingMask, child: Rect, from old: Size = Size(width: 20, height: 10),
                         to new: Size = Size(width: 30, height: 14)) -> Rect {
        let parent = Widget(frame: Rect(origin: .zero, size: old))
        let view = Widget(frame: child)
        view.autoresizingMask = mask
        parent.addSubview(view)
        parent.frame = Rect(origin: .zero, size: new)
        return view.frame
    }

    @Test func noMaskKeepsTheFrame() {
        #expect(resized([], child: Rect(x: 2, y: 2, width: 6, height: 3)) == Rect(x: 2, y: 2, width: 6, height: 3))
    }

    @Test func flexibleWidthAndHeightFollowTheSuperview() {
        #expect(resized([.flexibleWidth, .flexibleHeight], child: Rect(x: 2, y: 1, width: 16, height: 8))
                == Rect(x: 2, y: 1, width: 26, height: 12))
    }

    @Test func flexibleLeftMarginPinsToTheRight() {
        #expect(resized([.flexibleLeftMargin, .flexibleTopMargin], child: Rect(x: 14, y: 8, width: 5, height: 1))
                == Rect(x: 24, y: 12, width: 5, height: 1))
    }

    @Test func bothMarginsFlexibleKeepsItCentred() {
        #expect(resized([.flexibleLeftMargin, .flexibleRightMargin], child: Rect(x: 5, y: 0, width: 10, height: 1))
                == Rect(x: 10, y: 0, width: 10, height: 1))
    }

    @Test func sharesAreProportionalAndAddUp() {
        let frame = resized([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin],
                            child: Rect(x: 5, y: 0, width: 10, height: 1), to: Size(width: 40, height: 10))
        #expect(frame == Rect(x: 10, y: 0, width: 20, height: 1))
    }

    @Test func shrinkingClampsAtZero() {
        let frame = resized([.flexibleWidth], child: Rect(x: 0, y: 0, width: 4, height: 1), to: Size(width: 10, height: 10))
        #expect(frame.width == 0)
    }

    @Test func windowResizeResizesFlexibleRootAndRedraws() {
        let window = Window()
        let root = BoxWidget(title: "T")
        window.addSubview(root)
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let app = HeadlessApp(size: Size(width: 8, height: 3)) { _ in window }
        #expect(app.screen == "┌ T ───┐\n│      │\n└──────┘")
        app.resize(to: Size(width: 10, height: 4))
        #expect(app.screen == "┌ T ─────┐\n│        │\n│        │\n└────────┘")
    }
}
