import Testing
import TermHost
import TermHostTesting

/// `.offset` draws a view moved without changing the layout; `.position` takes the whole proposal
/// and centres the view on a point of it; `.clipped()` cuts drawing to the frame.
@Suite("SwiftUI layout: offset, position, clipped")
@MainActor
struct GeometryEffectTests {
    @Test func offsetDrawsMovedButKeepsTheLayout() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("one").offset(x: 4, y: 1)
            Text("two")
        }
        #expect(measure(view, .unspecified) == Size(width: 3, height: 2), "the layout is unchanged")
        let app = show(view.topLeading(), width: 10, height: 3)
        #expect(app.lines[0] == "")
        #expect(app.lines[1] == "two one", "drawn 4 columns right and 1 row down, over the row below")
    }

    @Test func anOffsetViewStillTakesClicksWhereItIsDrawn() {
        var pressed = 0
        let app = show(VStack(spacing: 0) { Button("go") { pressed += 1 }.offset(x: 5); Text("....") }.topLeading(),
                       width: 20, height: 2)
        #expect(app.find("[ go ]") == Point(x: 5, y: 0))
        app.click(at: Point(x: 7, y: 0))
        #expect(pressed == 1)
    }

    @Test func positionTakesTheWholeProposalAndCentresTheView() {
        #expect(measure(Text("ab").position(x: 3, y: 1), ProposedViewSize(width: 10, height: 4)) == Size(width: 10, height: 4))
        #expect(measure(Text("ab").position(x: 3, y: 1), .unspecified) == Size(width: 2, height: 1))
        let app = show(Text("abc").position(x: 5, y: 2), width: 12, height: 4)
        #expect(app.find("abc") == Point(x: 4, y: 2), "its centre (column 1) on column 5")
    }

    @Test func clippedCutsOverflowingContent() {
        let tall = VStack(spacing: 0) { Text("1"); Text("2"); Text("3"); Text("4"); Text("5") }
        let unclipped = show(VStack(spacing: 0) { tall.frame(height: 1); Text("-") }.topLeading(), width: 4, height: 5)
        #expect(unclipped.grid == "3\n-\n5", "the rows overflowing the frame are drawn (above the screen, or under the next view)")
        let clipped = show(VStack(spacing: 0) { tall.frame(height: 1).clipped(); Text("-") }.topLeading(), width: 4, height: 5)
        #expect(clipped.grid == "3\n-", "only the frame's row, the middle one, is drawn")
    }

    @Test func movingAnOffsetRedrawsBothPlaces() {
        let root = ViewRoot(rootView: Text("x").offset(x: 0).topLeading())
        let app = HeadlessApp(size: Size(width: 10, height: 1)) { _ in root }
        #expect(app.lines[0] == "x")
        root.setRootView(Text("x").offset(x: 4).topLeading())
        app.waitUntilIdle()
        #expect(app.lines[0] == "    x")
    }
}
