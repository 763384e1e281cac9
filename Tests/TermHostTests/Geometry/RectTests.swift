import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

@Suite("Rect")
struct RectTests {
    let rect = Rect(x: 2, y: 3, width: 10, height: 5)

    @Test func edgesAndMidpoints() {
        #expect(rect.minX == 2 && rect.maxX == 12)
        #expect(rect.minY == 3 && rect.maxY == 8)
        #expect(rect.midX == 7 && rect.midY == 5)
        #expect(!rect.isEmpty)
        #expect(Rect.zero.isEmpty)
        #expect(Rect(x: 0, y: 0, width: 3, height: 0).isEmpty)
    }

    @Test func insetByShrinksEverySide() {
        #expect(rect.insetBy(dx: 1, dy: 1) == Rect(x: 3, y: 4, width: 8, height: 3))
        #expect(rect.insetBy(dx: 0, dy: 2) == Rect(x: 2, y: 5, width: 10, height: 1))
    }

    @Test func insetByNegativeGrows() {
        #expect(rect.insetBy(dx: -1, dy: -2) == Rect(x: 1, y: 1, width: 12, height: 9))
    }

    @Test func insetByNeverGoesNegative() {
        let shrunk = rect.insetBy(dx: 6, dy: 3)
        #expect(shrunk.width == 0 && shrunk.height == 0)
        #expect(shrunk.isEmpty)
    }

    @Test func insetByEdgeInsets() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(rect.inset(by: insets) == Rect(x: 4, y: 4, width: 4, height: 1))
        #expect(rect.inset(by: .zero) == rect)
        #expect(rect.inset(by: EdgeInsets(all: 10)).isEmpty)
    }

    @Test func intersectionOfOverlappingRects() {
        let other = Rect(x: 8, y: 6, width: 10, height: 10)
        #expect(rect.intersection(other) == Rect(x: 8, y: 6, width: 4, height: 2))
        #expect(other.intersection(rect) == rect.intersection(other))
        #expect(rect.intersects(other))
    }

    @Test func intersectionWithContainedRect() {
        let inner = Rect(x: 4, y: 4, width: 2, height: 2)
        #expect(rect.intersection(inner) == inner)
    }

    @Test func intersectionOfDisjointRectsIsEmpty() {
        let far = Rect(x: 50, y: 50, width: 3, height: 3)
        #expect(rect.intersection(far).isEmpty)
        #expect(!rect.intersects(far))
    }

    @Test func touchingRectsDoNotIntersect() {
        let right = Rect(x: 12, y: 3, width: 4, height: 5)
        let below = Rect(x: 2, y: 8, width: 10, height: 1)
        #expect(rect.intersection(right).isEmpty)
        #expect(rect.intersection(below).isEmpty)
        #expect(!rect.intersects(right))
        #expect(!rect.intersects(below))
    }

    @Test func emptyRectIntersectsNothing() {
        let empty = Rect(x: 4, y: 4, width: 0, height: 0)
        #expect(!rect.intersects(empty))
        #expect(rect.intersection(empty).isEmpty)
    }

    @Test func unionCoversBoth() {
        let other = Rect(x: 0, y: 10, width: 3, height: 2)
        #expect(rect.union(other) == Rect(x: 0, y: 3, width: 12, height: 9))
        #expect(other.union(rect) == rect.union(other))
    }

    @Test func unionIgnoresEmptyOperand() {
        let empty = Rect(x: 100, y: 100, width: 0, height: 0)
        #expect(rect.union(empty) == rect)
        #expect(empty.union(rect) == rect)
        #expect(Rect.zero.union(rect) == rect)
    }

    @Test func containsPoint() {
        #expect(rect.contains(Point(x: 2, y: 3)))
        #expect(rect.contains(Point(x: 11, y: 7)))
        #expect(!rect.contains(Point(x: 12, y: 7)))
        #expect(!rect.contains(Point(x: 11, y: 8)))
        #expect(!rect.contains(Point(x: 1, y: 3)))
        #expect(!Rect.zero.contains(Point.zero))
    }

    @Test func containsRect() {
        #expect(rect.contains(rect))
        #expect(rect.contains(Rect(x: 3, y: 4, width: 2, height: 2)))
        #expect(!rect.contains(Rect(x: 3, y: 4, width: 10, height: 2)))
        #expect(!rect.contains(Rect(x: 1, y: 3, width: 2, height: 2)))
        #expect(rect.contains(Rect(x: 99, y: 99, width: 0, height: 0)))
    }

    @Test func offsetByMovesKeepingSize() {
        #expect(rect.offsetBy(dx: 3, dy: -3) == Rect(x: 5, y: 0, width: 10, height: 5))
        #expect(rect.offsetBy(dx: 0, dy: 0) == rect)
    }

    @Test func description() {
        #expect(rect.description == "(2, 3, 10, 5)")
    }
}

@Suite("Point and Size")
struct PointSizeTests {
    @Test func pointArithmetic() {
        let a = Point(x: 3, y: 4), b = Point(x: 1, y: 7)
        #expect(a + b == Point(x: 4, y: 11))
        #expect(a - b == Point(x: 2, y: -3))
        #expect(a.offsetBy(dx: -3, dy: 1) == Point(x: 0, y: 5))
        #expect(a.description == "(3, 4)")
    }

    @Test func sizeAreaAndEmptiness() {
        #expect(Size(width: 4, height: 3).area == 12)
        #expect(Size(width: -4, height: 3).area == 0)
        #expect(Size(width: 4, height: 0).isEmpty)
        #expect(Size(width: 4, height: 3).description == "4x3")
    }
}
