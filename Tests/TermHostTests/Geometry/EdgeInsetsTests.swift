import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

@Suite("EdgeInsets")
struct EdgeInsetsTests {
    let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)

    @Test func totals() {
        #expect(insets.horizontal == 6)
        #expect(insets.vertical == 4)
        #expect(EdgeInsets.zero.horizontal == 0 && EdgeInsets.zero.vertical == 0)
    }

    @Test func allEdges() {
        #expect(EdgeInsets(all: 2) == EdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2))
    }

    @Test func horizontalAndVertical() {
        #expect(EdgeInsets(horizontal: 3, vertical: 1) == EdgeInsets(top: 1, leading: 3, bottom: 1, trailing: 3))
    }

    @Test func addition() {
        #expect(insets + EdgeInsets(all: 1) == EdgeInsets(top: 2, leading: 3, bottom: 4, trailing: 5))
        #expect(insets + .zero == insets)
        var sum = insets
        sum += insets
        #expect(sum == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
    }

    @Test func subtraction() {
        #expect(insets - EdgeInsets(all: 1) == EdgeInsets(top: 0, leading: 1, bottom: 2, trailing: 3))
        #expect(insets - insets == .zero)
        var difference = insets
        difference -= EdgeInsets(top: 1)
        #expect(difference == EdgeInsets(top: 0, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func negation() {
        #expect(-insets == EdgeInsets(top: -1, leading: -2, bottom: -3, trailing: -4))
    }

    @Test func negativeInsetsGrowARect() {
        let rect = Rect(x: 5, y: 5, width: 2, height: 2)
        #expect(rect.inset(by: -EdgeInsets(all: 1)) == Rect(x: 4, y: 4, width: 4, height: 4))
    }

    @Test func description() {
        #expect(insets.description == "(top: 1, leading: 2, bottom: 3, trailing: 4)")
    }
}
