import Testing
import TermHost
import TermHostTesting

@Suite("Dirty tracking and intrinsic-size invalidation")
@MainActor
struct InvalidationTests {
    @Test func intrinsicChangeRelaysOutOnlyTheContainersItAffects() {
        let window = Window()
        let changing = LabelWidget("short")
        let inner = StackWidget(axis: .horizontal, spacing: 1, arrangedSubviews: [changing, LabelWidget("x")])
        let sibling = StackWidget(axis: .horizontal, arrangedSubviews: [LabelWidget("other")])
        let outer = StackWidget(axis: .vertical, arrangedSubviews: [inner, sibling])
        outer.frame = Rect(x: 0, y: 0, width: 30, height: 4)
        window.addSubview(outer)
        let app = HeadlessApp(size: Size(width: 30, height: 4)) { _ in window }
        #expect(app.screen == "short x\nother\n\n")

        var before = app.statistics.widgetsLaidOut
        changing.text = "longer"
        app.waitUntilIdle()
        #expect(app.screen == "longer x\nother\n\n")
        // The label (resized), the stack holding it, the "x" label (the fill distribution stretches the
        // last of equally hugging subviews to the stack's end, so it gives up the cell the label took),
        // and the outer stack, which measures the inner stack again (its height is the same).
        let laidOut = app.statistics.widgetsLaidOut - before
        #expect(laidOut == 4, "label, the stretched \"x\", inner stack, outer stack (it uses the inner stack's size)")

        before = app.statistics.widgetsLaidOut
        changing.text = "sized!"
        app.waitUntilIdle()
        #expect(app.statistics.widgetsLaidOut == before, "same intrinsic size: no layout at all")
        #expect(app.screen == "sized! x\nother\n\n")
    }

    @Test func changeInTheSameFrame() {
        let window = Window()
        let growing = LabelWidget("a")
        growing.numberOfLines = 0
        let below = LabelWidget("below")
        let stack = StackWidget(axis: .vertical, arrangedSubviews: [growing, below])
        stack.frame = Rect(x: 0, y: 0, width: 10, height: 5)
        window.addSubview(stack)
        let app = HeadlessApp(size: Size(width: 10, height: 5)) { _ in window }
        let frames = app.statistics.frames
        growing.text = "a\nb\nc"
        app.waitUntilIdle()
        #expect(app.statistics.frames == frames + 1)
        #expect(app.screen == "a\nb\nc\nbelow\n")
    }

    @Test func oneLabelChangeInTenThousandWidgetsRedrawsOnlyThatLabel() {
        let window = Window()
        let rows = StackWidget(axis: .vertical)
        var labels: [LabelWidget] = []
        for _ in 0..<100 {
            let row = StackWidget(axis: .horizontal)
            for column in 0..<99 {
                let label = LabelWidget(String(column % 10))
                labels.append(label)
                row.addArrangedSubview(label)
            }
            rows.addArrangedSubview(row)
        }
        rows.frame = Rect(x: 0, y: 0, width: 99, height: 100)
        window.addSubview(rows)
        let app = HeadlessApp(size: Size(width: 100, height: 100)) { _ in window }
        #expect(labels.count + 101 >= 10_000)
        #expect(app.line(50).hasPrefix("0123456789"))

        let before = app.statistics
        labels[50 * 99 + 42].text = "#"
        app.waitUntilIdle()
        let after = app.statistics
        #expect(app.line(50).hasPrefix("012345678901234567890123456789012345678901#3"))
        #expect(after.widgetsLaidOut == before.widgetsLaidOut, "same size: no layout")
        #expect(after.draws - before.draws == 4, "window, column stack, row stack, the label")
        #expect(after.cellsDrawn - before.cellsDrawn <= 2, "clear the cell, draw the character")
    }

    @Test func movingAndHidingRedrawOldAndNewRegions() {
        let window = Window()
        let label = LabelWidget("move")
        label.frame = Rect(x: 0, y: 0, width: 4, height: 1)
        window.addSubview(label)
        let app = HeadlessApp(size: Size(width: 8, height: 2)) { _ in window }
        #expect(app.screen == "move\n")
        label.frame = Rect(x: 4, y: 1, width: 4, height: 1)
        app.waitUntilIdle()
        #expect(app.screen == "\n    move")
        label.isHidden = true
        app.waitUntilIdle()
        #expect(app.screen == "\n")
    }

    @Test func clipsToBoundsCutsSubviews() {
        let window = Window()
        let parent = Widget(frame: Rect(x: 0, y: 0, width: 3, height: 1))
        let child = LabelWidget("abcdef")
        child.frame = Rect(x: 0, y: 0, width: 6, height: 1)
        parent.addSubview(child)
        window.addSubview(parent)
        let app = HeadlessApp(size: Size(width: 8, height: 1)) { _ in window }
        #expect(app.screen == "abcdef")
        parent.clipsToBounds = true
        child.setNeedsDisplay()
        app.waitUntilIdle()
        #expect(app.screen == "abc")
    }

    @Test func subviewOrderingAndHitTesting() {
        let parent = Widget(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let a = Widget(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        let b = Widget(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        let c = Widget(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: a)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [c, a, b].map { ObjectIdentifier($0) })
        parent.insertSubview(c, aboveSubview: a)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        parent.bringSubviewToFront(a)
        #expect(parent.hitTest(Point(x: 1, y: 1)) === a)
        parent.sendSubviewToBack(a)
        #expect(parent.hitTest(Point(x: 1, y: 1)) === b)
        b.isUserInteractionEnabled = false
        #expect(parent.hitTest(Point(x: 1, y: 1)) === c)
        #expect(parent.hitTest(Point(x: 8, y: 8)) === parent)
        #expect(parent.hitTest(Point(x: 11, y: 1)) == nil)
        c.tag = 7
        #expect(parent.viewWithTag(7) === c)
    }
}

@Suite("Safe area")
@MainActor
struct SafeAreaTests {
    @Test func boxBorderShrinksTheSafeAreaOfItsChildren() {
        let box = BoxWidget(title: "Box")
        box.frame = Rect(x: 0, y: 0, width: 20, height: 6)
        let child = Widget(frame: Rect(x: 0, y: 0, width: 20, height: 6))
        box.addSubview(child)
        #expect(box.safeAreaInsets == EdgeInsets(all: 1))
        #expect(child.safeAreaInsets == EdgeInsets(all: 1))
        #expect(child.safeAreaFrame == Rect(x: 1, y: 1, width: 18, height: 4))
        let inner = Widget(frame: Rect(x: 2, y: 2, width: 4, height: 2))
        child.addSubview(inner)
        #expect(inner.safeAreaInsets == .zero, "fully inside the safe area")
        child.additionalSafeAreaInsets = EdgeInsets(top: 2)
        #expect(child.safeAreaInsets == EdgeInsets(top: 3, leading: 1, bottom: 1, trailing: 1))
        #expect(inner.safeAreaInsets == EdgeInsets(top: 1))
    }

    @Test func nestedBoxesAddUp() {
        let window = Window()
        let outer = BoxWidget(title: "Outer")
        let inner = BoxWidget(title: "Inner")
        inner.contentView = LabelWidget("content")
        outer.contentView = inner
        outer.frame = Rect(x: 0, y: 0, width: 14, height: 5)
        window.addSubview(outer)
        let app = HeadlessApp(size: Size(width: 14, height: 5)) { _ in window }
        #expect(app.screen == """
        ┌ Outer ─────┐
        │┌ Inner ───┐│
        ││content   ││
        │└──────────┘│
        └────────────┘
        """)
        #expect(inner.safeAreaInsets == EdgeInsets(all: 1))
    }

    @Test func safeAreaChangeCallsTheHookAndRelaysOut() {
        final class Probe: Widget {
            var changes = 0
            override func safeAreaInsetsDidChange() { changes += 1 }
        }
        let parent = Widget(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        let probe = Probe(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(probe)
        parent.additionalSafeAreaInsets = EdgeInsets(top: 1)
        #expect(probe.changes == 1)
        #expect(probe.safeAreaInsets.top == 1)
        parent.additionalSafeAreaInsets = EdgeInsets(top: 1)
        #expect(probe.changes == 1)
        probe.frame = Rect(x: 0, y: 2, width: 10, height: 8)
        #expect(probe.safeAreaInsets.top == 0)
        #expect(probe.changes == 2)
    }

    @Test func layoutMarginsFrameIsInsideTheSafeArea() {
        let view = Widget(frame: Rect(x: 0, y: 0, width: 10, height: 5))
        view.additionalSafeAreaInsets = EdgeInsets(top: 1)
        view.layoutMargins = EdgeInsets(horizontal: 2, vertical: 0)
        #expect(view.layoutMarginsFrame == Rect(x: 2, y: 1, width: 6, height: 4))
        view.insetsLayoutMarginsFromSafeArea = false
        #expect(view.layoutMarginsFrame == Rect(x: 2, y: 0, width: 6, height: 5))
    }
}

@Suite("Finding subviews in a region")
@MainActor
struct SubviewRegionTests {
    @Test func manySubviewsAreFoundByPositionInBackToFrontOrder() {
        let parent = Widget(frame: Rect(x: 0, y: 0, width: 10, height: 200))
        var rows: [Widget] = []
        for y in 0..<200 {
            let row = Widget(frame: Rect(x: 0, y: 199 - y, width: 10, height: 1))
            rows.append(row)
            parent.addSubview(row)
        }
        let tall = Widget(frame: Rect(x: 0, y: 0, width: 2, height: 200))
        parent.addSubview(tall)
        let found = parent.subviews(intersecting: Rect(x: 0, y: 50, width: 10, height: 2))
        #expect(found.count == 3)
        #expect(found[0] === rows[148] && found[1] === rows[149], "back to front (order of addition), not by position")
        #expect(found[2] === tall, "a tall subview starting far above is found too")
        rows[0].frame = Rect(x: 0, y: 50, width: 10, height: 1)
        let moved = parent.subviews(intersecting: Rect(x: 0, y: 50, width: 10, height: 1))
        #expect(moved.first === rows[0], "a moved subview is found at its new place")
        rows[149].isHidden = true
        #expect(!parent.subviews(intersecting: Rect(x: 0, y: 50, width: 10, height: 1)).contains { $0 === rows[149] })
    }
}
