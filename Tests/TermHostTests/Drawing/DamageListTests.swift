import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

@Suite("DamageList")
struct DamageListTests {
    @Test func aRectangleInsideAnotherIsNothingNew() {
        var list = DamageList()
        let first = list.add(Rect(x: 0, y: 0, width: 10, height: 5))
        let inside = list.add(Rect(x: 2, y: 1, width: 3, height: 2))
        let empty = list.add(.zero)
        #expect(first && !inside && !empty)
        #expect(list.rects == [Rect(x: 0, y: 0, width: 10, height: 5)])
    }

    @Test func aRectangleAroundOthersReplacesThem() {
        var list = DamageList()
        list.add(Rect(x: 1, y: 1, width: 1, height: 1))
        list.add(Rect(x: 3, y: 3, width: 1, height: 1))
        list.add(Rect(x: 0, y: 0, width: 2, height: 2))
        #expect(list.rects == [Rect(x: 3, y: 3, width: 1, height: 1), Rect(x: 0, y: 0, width: 2, height: 2)])
    }

    @Test func pastTheBoundEverythingMergesIntoOne() {
        var list = DamageList()
        for row in 0...DamageList.maximumRects { list.add(Rect(x: 0, y: row * 2, width: 1, height: 1)) }
        #expect(list.rects == [Rect(x: 0, y: 0, width: 1, height: DamageList.maximumRects * 2 + 1)])
        let taken = list.take()
        #expect(taken.count == 1)
        #expect(list.isEmpty)
    }
}
