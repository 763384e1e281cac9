import Testing
@testable import TermHostCore
import TermHost

/// TermHost's one rule from fractional lengths and coordinates to cells, and the points-to-cells unit.
@Suite("Geometry: the cell rounding rule and length units")
struct LengthUnitTests {
    @Test func coordinatesRoundToTheNearestCellWithHalvesAwayFromZero() {
        #expect(CellRounding.cell(2.4) == 2)
        #expect(CellRounding.cell(2.5) == 3)
        #expect(CellRounding.cell(-2.5) == -3)
        #expect(CellRounding.cell(0.3) == 0)
        #expect(CellRounding.cell(2.4999999999) == 3, "noise below a millionth of a cell does not change the cell")
        #expect(CellRounding.cell(.nan) == 0)
        #expect(CellRounding.cell(.infinity) == 1_000_000_000)
    }

    @Test func aNonZeroLengthNeverRoundsToNothing() {
        #expect(CellRounding.length(0.3) == 1)
        #expect(CellRounding.length(-0.3) == -1)
        #expect(CellRounding.length(0) == 0)
        #expect(CellRounding.length(0.1 + 0.2 - 0.3) == 0, "rounding noise is zero, not one cell")
        #expect(CellRounding.length(1.5) == 2)
        #expect(CellRounding.length(2.49) == 2)
    }

    @Test func fractionalRectanglesThatTileStillTileInCells() {
        let width = 10.0
        let thirds = (0..<3).map { Rect(x: Double($0) * width / 3, y: 0, width: width / 3, height: 1) }
        #expect(thirds.map(\.minX) == [0, 3, 7])
        #expect(thirds.map(\.width) == [3, 4, 3])
        #expect(thirds[0].maxX == thirds[1].minX && thirds[1].maxX == thirds[2].minX)
        #expect(Rect(x: 0, y: 0, width: 0.2, height: 0.2).size == Size(width: 1, height: 1))
        #expect(Rect(x: 1.0, y: 2.0, width: 3.0, height: 4.0) == Rect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func fractionalPointsSizesAndInsets() {
        #expect(Point(x: 2.5, y: 0.4) == Point(x: 3, y: 0))
        #expect(Size(width: 0.3, height: 2.5) == Size(width: 1, height: 3))
        let insets = EdgeInsets(top: 0.5, left: 1.0, bottom: 0, right: 2.4)
        #expect(insets == EdgeInsets(top: 1, leading: 1, bottom: 0, trailing: 2))
        #expect(insets.left == 1 && insets.right == 2)
        #expect(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4) == EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
    }

    @Test func cellsAreTheDefaultUnitAndLeaveWholeLengthsAlone() {
        #expect(LengthUnit.cells.isCells)
        #expect(LengthUnit.cells.rows(3) == 3)
        #expect(LengthUnit.cells.columns(2.5) == 3)
        #expect(LengthUnit.cells.cells(EdgeInsets(all: 2)) == EdgeInsets(all: 2))
    }

    @Test func pointsAreEightAColumnAndSixteenARow() {
        let points = LengthUnit.points
        #expect(points.rows(80) == 5, "rowHeight = 80 is five rows")
        #expect(points.rows(44) == 3, "44 points is 2.75 rows, the nearest is 3")
        #expect(points.rows(10) == 1, "a vertical stack spacing of 10 is one row")
        #expect(points.columns(10) == 1, "a horizontal stack spacing of 10 is one column")
        #expect(points.columns(12) == 2, "1.5 columns rounds half away from zero")
        #expect(points.columns(40) == 5 && points.rows(40) == 3, "padding(40)")
        #expect(points.rows(50) == 3, "frame(height: 50)")
        #expect(points.columns(4) == 1 && points.rows(4) == 1, "padding(4) stays one cell")
        #expect(points.rows(0) == 0)
        #expect(points.cells(16, along: .vertical) == 1 && points.cells(16, along: .horizontal) == 2)
        #expect(points.insets(top: 8, leading: 16, bottom: 8, trailing: 16) == EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))
        #expect(LengthUnit(pointsPerColumn: 0, pointsPerRow: -3) == .cells, "a ratio of nothing is taken as 1")
        #expect("\(LengthUnit.points)" == "points")
    }
}
