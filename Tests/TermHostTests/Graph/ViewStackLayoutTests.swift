import Testing
import TermHost
import TermHostTesting

/// Expected sizes follow SwiftUI's documented layout: stacks offer the least flexible child its
/// share first, higher layout priority first; frames clamp as documented for `frame(min...max)`.
@Suite("Layout: stacks, frames, padding, fixedSize, layoutPriority")
@MainActor
struct ViewStackLayoutTests {
    @Test func spacerPushesTextsApart() {
        let app = show(HStack { Text("Hello"); Spacer(); Text("World") }, width: 20, height: 1)
        #expect(app.find("Hello") == Point(x: 0, y: 0))
        #expect(app.find("World") == Point(x: 15, y: 0))
    }

    @Test func spacerInColumnPushesToBottom() {
        let app = show(VStack { Text("top"); Spacer(); Text("bottom") }, width: 10, height: 6)
        #expect(app.find("top")?.y == 0)
        #expect(app.find("bottom")?.y == 5)
    }

    @Test func leastFlexibleChildIsServedFirst() {
        // 10 columns, 1 of spacing: "bb" (flexibility 2) takes 2 first, the long text gets the 7 left and wraps.
        let view = HStack(alignment: .top) { Text("aaaa aaaa aaaa"); Text("bb") }
        #expect(measure(view, ProposedViewSize(width: 10, height: nil)) == Size(width: 7, height: 3))
        let app = show(view.topLeading(), width: 10, height: 3)
        #expect(app.screen == "aaaa bb\naaaa\naaaa")
    }

    @Test func higherPriorityIsServedFirst() {
        let view = HStack(alignment: .top, spacing: 0) { Text("abcdefgh"); Text("12345678").layoutPriority(1) }
        let app = show(view.topLeading(), width: 10, height: 4)
        #expect(app.line(0).hasPrefix("ab12345678"))
        #expect(app.screen == "ab12345678\ncd\nef\ngh")
    }

    @Test func idealSizeIsTheSumOfIdeals() {
        #expect(measure(HStack { Text("ab"); Text("cde") }, .unspecified) == Size(width: 6, height: 1))
        #expect(measure(VStack(spacing: 1) { Text("ab"); Text("cde") }, .unspecified) == Size(width: 3, height: 3))
        #expect(measure(ZStack { Text("ab"); Text("c\nd") }, .unspecified) == Size(width: 2, height: 2))
    }

    @Test func paddingAddsCells() {
        #expect(measure(Text("x").padding(), .unspecified) == Size(width: 3, height: 3))
        #expect(measure(Text("x").padding(.horizontal, 2), .unspecified) == Size(width: 5, height: 1))
        #expect(measure(Text("x").padding(EdgeInsets(top: 1, leading: 0, bottom: 0, trailing: 3)), .unspecified)
                == Size(width: 4, height: 2))
    }

    @Test func fixedFrameTakesItsSizeAndWrapsTheContent() {
        #expect(measure(Text("Hello world").frame(width: 5), .unspecified) == Size(width: 5, height: 2))
        #expect(measure(Text("Hi").frame(width: 6, height: 3), ProposedViewSize(width: 1, height: 1))
                == Size(width: 6, height: 3))
    }

    @Test func flexibleFrameFollowsSwiftUIRules() {
        let minimum = Text("Hi").frame(minWidth: 10)
        #expect(measure(minimum, ProposedViewSize(width: 40, height: nil)).width == 10)
        #expect(measure(minimum, ProposedViewSize(width: 5, height: nil)).width == 10)
        let maximum = Text("Hi").frame(maxWidth: 10)
        #expect(measure(maximum, ProposedViewSize(width: 40, height: nil)).width == 10)
        #expect(measure(maximum, ProposedViewSize(width: 6, height: nil)).width == 6)
        #expect(measure(maximum, .unspecified).width == 2)
        let both = Text("Hi").frame(minWidth: 4, maxWidth: 8)
        #expect(measure(both, ProposedViewSize(width: 1, height: nil)).width == 4)
        #expect(measure(both, ProposedViewSize(width: 6, height: nil)).width == 6)
        #expect(measure(both, ProposedViewSize(width: 20, height: nil)).width == 8)
        let fill = Text("Hi").frame(maxWidth: .infinity)
        #expect(measure(fill, ProposedViewSize(width: 33, height: 1)).width == 33)
        let ideal = Text("Hi").frame(idealWidth: 7, maxWidth: .infinity)
        #expect(measure(ideal, .unspecified).width == 7)
    }

    @Test func frameAlignsContent() {
        let app = show(Text("Hi").frame(width: 6, height: 3, alignment: .bottomTrailing).border(.ascii).topLeading(),
                       width: 10, height: 5)
        #expect(app.screen == "+------+\n|      |\n|      |\n|    Hi|\n+------+")
    }

    @Test func fixedSizeKeepsTheIdealSize() {
        #expect(measure(Text("Hello world").fixedSize(), ProposedViewSize(width: 4, height: 1)) == Size(width: 11, height: 1))
        #expect(measure(Text("Hello world").fixedSize().frame(width: 5), .unspecified) == Size(width: 5, height: 1))
        #expect(measure(Text("Hello world").fixedSize(horizontal: false, vertical: true),
                        ProposedViewSize(width: 5, height: 1)) == Size(width: 5, height: 2))
    }

    @Test func overlayAndBackgroundTakeTheContentSize() {
        #expect(measure(Text("abc").background(Color.blue), .unspecified) == Size(width: 3, height: 1))
        let app = show(Text("abcdef").overlay(alignment: .trailing) { Text("X") }.topLeading(), width: 10, height: 1)
        #expect(app.screen == "abcdeX")
        let colored = show(Text("ab").background(Color.blue).topLeading(), width: 4, height: 1)
        #expect(colored.style(at: Point(x: 1, y: 0)).background == .blue)
        #expect(colored.style(at: Point(x: 2, y: 0)).background == nil)
    }

    @Test func dividerSpansTheStack() {
        let app = show(VStack { Text("abcd"); Divider(); Text("ef") }.topLeading(), width: 10, height: 3)
        #expect(app.line(1).hasPrefix("────"))
        let row = show(HStack { Text("a"); Divider(); Text("b") }.topLeading(), width: 10, height: 1)
        #expect(row.screen == "a │ b")
    }

    @Test func stackAlignment() {
        let app = show(VStack(alignment: .trailing) { Text("a"); Text("bcd") }.topLeading(), width: 10, height: 2)
        #expect(app.screen == "  a\nbcd")
    }

    @Test func rootContentIsCentred() {
        let app = show(Text("mid"), width: 9, height: 3)
        #expect(app.find("mid") == Point(x: 3, y: 1))
    }
}
