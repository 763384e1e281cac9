import Testing
import TermHost
import TermHostTesting

/// A view that remembers the widths it was proposed.
private struct ProposalRecorder: Layout {
    final class Widths {
        var proposed: [Int?] = []
    }
    let widths: Widths

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        widths.proposed.append(proposal.width)
        return Size(width: 1, height: 1)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// SwiftUI's stack rule, in cells: the spacing is subtracted first; children are served in groups
/// of descending `layoutPriority`, and within a group the least flexible first, each offered an
/// equal share of what remains; when everything fits, every child gets its ideal size.
@Suite("SwiftUI layout: the stack rule")
@MainActor
struct StackRuleTests {
    @Test func whenEverythingFitsEveryChildGetsItsIdealSize() {
        // The case: 80 columns are plenty, so neither the button nor the text is squeezed.
        let app = show(HStack { Button("abc") {}; Text("World") }.topLeading(), width: 80, height: 1)
        #expect(app.lines[0] == "[ abc ] World")
        #expect(measure(HStack { Button("abc") {}; Text("World") }, ProposedViewSize(width: 80, height: 24))
                == Size(width: 13, height: 1))
    }

    @Test func exactlyTheIdealWidthIsEnoughForEveryChild() {
        // Proposed exactly the sum of the ideal widths (7 + 1 + 5), both children still get their ideal.
        let app = show(HStack { Button("abc") {}; Text("World") }, width: 13, height: 1)
        #expect(app.lines[0] == "[ abc ] World")
    }

    @Test func theLeastFlexibleChildIsOfferedItsShareFirst() {
        // 12 columns, 1 of spacing, 11 to share: "bb" (flexibility 2) is offered 5 and takes 2;
        // the long text (flexibility 14) is offered the 9 left and wraps in them.
        let view = HStack(alignment: .top) { Text("aaaa aaaa aaaa"); Text("bb") }
        #expect(measure(view, ProposedViewSize(width: 12, height: nil)) == Size(width: 12, height: 2))
        let app = show(view.topLeading(), width: 12, height: 2)
        #expect(app.screen == "aaaa aaaa bb\naaaa")
    }

    @Test func equallyFlexibleChildrenShareEqually() {
        // Two children that can take any width get an equal share of the 21 columns left after spacing.
        let view = HStack {
            Color.red.frame(maxWidth: .infinity)
            Color.blue.frame(maxWidth: .infinity)
        }
        let app = show(view.frame(height: 1), width: 22, height: 1)
        #expect(app.style(at: Point(x: 9, y: 0)).background == .red)
        #expect(app.style(at: Point(x: 10, y: 0)).background == nil, "the spacing column")
        #expect(app.style(at: Point(x: 11, y: 0)).background == .blue)
        #expect(app.style(at: Point(x: 21, y: 0)).background == .blue)
    }

    @Test func higherLayoutPriorityIsServedFirstLeavingTheOthersTheirMinimum() {
        // SwiftUI: the higher group is offered everything but the lower groups' minimum sizes.
        let view = HStack(alignment: .top, spacing: 0) {
            Text("abcdefgh")
            Text("12345678").layoutPriority(1)
        }
        let app = show(view.topLeading(), width: 10, height: 4)
        #expect(app.screen == "ab12345678\ncd\nef\ngh")
    }

    @Test func aPrioritizedFlexibleChildTakesAllButTheOthersMinimum() {
        let view = HStack(spacing: 0) {
            Text("left")
            Color.green.frame(maxWidth: .infinity).layoutPriority(1)
        }
        let app = show(view.frame(height: 1), width: 20, height: 1)
        #expect(app.style(at: Point(x: 0, y: 0)).background == .green, "the text is left its minimum: nothing")
        #expect(!app.contains("left"))
    }

    @Test func aSpacerTakesWhatTheOthersLeave() {
        let app = show(HStack { Text("Hello"); Spacer(); Text("World") }, width: 20, height: 1)
        #expect(app.lines[0] == "Hello          World")
        let column = show(VStack { Text("top"); Spacer(); Text("bottom") }, width: 10, height: 6)
        #expect(column.find("top")?.y == 0)
        #expect(column.find("bottom")?.y == 5)
    }

    @Test func spacersShareTheSpaceEqually() {
        let app = show(HStack(spacing: 0) { Spacer(); Text("mid"); Spacer() }, width: 11, height: 1)
        #expect(app.lines[0] == "    mid")
    }

    @Test func aSpacerKeepsItsMinimumLength() {
        // Spacer(minLength:) is never shorter than its minimum, so the texts wrap instead.
        let squeezed = HStack(alignment: .top, spacing: 0) { Text("aa bb"); Spacer(minLength: 4); Text("cc dd") }
        #expect(measure(squeezed, ProposedViewSize(width: 8, height: nil)).height == 2)
        // The default minimum is 0: the stack's spacing already separates the neighbours.
        let defaultSpacer = HStack { Text("ab"); Spacer(); Text("cd") }
        #expect(measure(defaultSpacer, .unspecified) == Size(width: 6, height: 1))
        #expect(measure(defaultSpacer, ProposedViewSize(width: 6, height: 1)) == Size(width: 6, height: 1))
    }

    @Test func defaultSpacingIsOneColumnInARowAndNoRowInAColumn() {
        #expect(measure(HStack { Text("ab"); Text("cd") }, .unspecified) == Size(width: 5, height: 1))
        #expect(measure(VStack { Text("ab"); Text("cd") }, .unspecified) == Size(width: 2, height: 2))
        #expect(measure(HStack(spacing: 3) { Text("ab"); Text("cd") }, .unspecified).width == 7)
        #expect(measure(VStack(spacing: 2) { Text("ab"); Text("cd") }, .unspecified).height == 4)
    }

    @Test func withoutAProposalEveryChildTakesItsIdealSize() {
        #expect(measure(HStack { Text("a long line"); Text("b") }, .unspecified) == Size(width: 13, height: 1))
        #expect(measure(ZStack { Text("ab"); Text("c\nd") }, .unspecified) == Size(width: 2, height: 2))
    }

    @Test func columnAlignmentPlacesChildrenOnTheGuide() {
        let leading = show(VStack(alignment: .leading) { Text("a"); Text("bcd") }.topLeading(), width: 10, height: 2)
        #expect(leading.screen == "a\nbcd")
        let center = show(VStack(alignment: .center) { Text("a"); Text("bcd") }.topLeading(), width: 10, height: 2)
        #expect(center.screen == " a\nbcd")
        let trailing = show(VStack(alignment: .trailing) { Text("a"); Text("bcd") }.topLeading(), width: 10, height: 2)
        #expect(trailing.screen == "  a\nbcd")
    }

    @Test func rowAlignmentPlacesChildrenOnTheGuide() {
        let tall = Text("1\n2\n3")
        let top = show(HStack(alignment: .top) { tall; Text("x") }.topLeading(), width: 5, height: 3)
        #expect(top.screen == "1 x\n2\n3")
        let center = show(HStack(alignment: .center) { tall; Text("x") }.topLeading(), width: 5, height: 3)
        #expect(center.screen == "1\n2 x\n3")
        let bottom = show(HStack(alignment: .bottom) { tall; Text("x") }.topLeading(), width: 5, height: 3)
        #expect(bottom.screen == "1\n2\n3 x")
    }

    @Test func textBaselinesLineUpTheRowsOfText() {
        // .firstTextBaseline lines up the first rows of text; a box without text sits on the baseline.
        let first = HStack(alignment: .firstTextBaseline) {
            Text("x").padding(.top, 2)
            Text("a\nb")
        }
        let app = show(first.topLeading(), width: 5, height: 4)
        #expect(app.screen == "\n\nx a\n  b")
        let last = HStack(alignment: .lastTextBaseline) { Text("a\nb\nc"); Text("z") }
        let lastApp = show(last.topLeading(), width: 5, height: 3)
        #expect(lastApp.screen == "a\nb\nc z")
        let box = HStack(alignment: .firstTextBaseline) { Color.red.frame(width: 1, height: 2); Text("t") }
        let boxApp = show(box.topLeading(), width: 5, height: 2)
        #expect(boxApp.find("t") == Point(x: 2, y: 1), "the box's bottom row is the text's row")
    }

    @Test func theLayoutFormsAreTheSameRule() {
        let stack = measure(HStack { Button("abc") {}; Text("World") }, ProposedViewSize(width: 10, height: 1))
        let layout = measure(HStackLayout { Button("abc") {}; Text("World") }, ProposedViewSize(width: 10, height: 1))
        #expect(stack == layout)
        #expect(measure(VStackLayout(spacing: 1) { Text("a"); Text("b") }, .unspecified) == Size(width: 1, height: 3))
        #expect(measure(ZStackLayout { Text("abc"); Text("d\ne") }, .unspecified) == Size(width: 3, height: 2))
    }

    @Test func aStackProposedItsMaximumOffersEveryChildItsMaximum() {
        // SwiftUI: an equal share of an infinite length is infinite, so each child is asked for its maximum.
        let first = ProposalRecorder.Widths()
        let second = ProposalRecorder.Widths()
        let left = ProposalRecorder(widths: first)
        let right = ProposalRecorder(widths: second)
        _ = measure(HStack { left {}; right {} }, .infinity)
        #expect(first.proposed == [ProposedViewSize.infinity.width])
        #expect(second.proposed == [ProposedViewSize.infinity.width])
    }
}
