import Testing
import TermHost
import TermHostTesting

private struct Leaf: View {
    let index: Int
    @State private var count = 0
    var body: some View {
        Button("\(index % 10):\(count)") { count += 1 }
    }
}

private struct Row: View {
    let row: Int
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<20) { column in Leaf(index: row * 20 + column) }
        }
    }
}

private struct Tree: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<50) { row in Row(row: row) }
        }
    }
}

private struct Quiet: View, Equatable {
    let label: String
    var body: some View { Text(label) }
}

private struct EquatableParent: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("count \(count)") { count += 1 }
            Quiet(label: "same")
        }
    }
}

/// Stacks nested `depth` levels, alternating rows and columns, each with a flexible child.
private struct Nest: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Text("leaf")
        } else if depth.isMultiple(of: 2) {
            HStack { Nest(depth: depth - 1); Spacer(); Nest(depth: depth - 1) }
        } else {
            VStack(alignment: .leading) { Nest(depth: depth - 1); Text("x").frame(maxWidth: .infinity); Nest(depth: depth - 1) }
        }
    }
}

@Suite("Proportional work")
@MainActor
struct ProportionalWorkTests {
    @Test func oneLeafOfAThousandReEvaluatesOneBodyAndRedrawsOnlyItself() {
        let app = show(Tree().topLeading(), width: 200, height: 52)
        #expect(app.find("[ 0:0 ]") == Point(x: 0, y: 0))
        app.click(at: Point(x: 7 * 7 + 2, y: 25))
        let before = app.statistics
        app.press(.enter)
        let after = app.statistics
        let leafText = app.line(25)
        #expect(leafText.hasPrefix("[ 0:0 ][ 1:0 ][ 2:0 ][ 3:0 ][ 4:0 ][ 5:0 ][ 6:0 ][ 7:2 ][ 8:0 ]"))
        #expect(after.frames - before.frames == 1)
        #expect(after.bodyEvaluations - before.bodyEvaluations == 1)
        #expect(after.draws - before.draws <= 2, "the button and its label")
        #expect(after.cellsDrawn - before.cellsDrawn <= 4 * 7, "only the leaf's 7 cells (cleared, drawn, highlighted)")
        #expect(after.nodesLaidOut - before.nodesLaidOut == 0, "same size: nothing is measured again")
    }

    @Test func equalChildIsNotReEvaluated() {
        let app = show(EquatableParent(), width: 20, height: 2)
        let before = app.statistics.bodyEvaluations
        app.press(.enter)
        #expect(app.find("count 1") != nil)
        #expect(app.statistics.bodyEvaluations - before == 1, "the parent only; the equal child is skipped")
    }
}

@Suite("GeometryReader")
@MainActor
struct GeometryReaderTests {
    @Test func contentSeesTheSizeOffered() {
        let app = show(GeometryReader { proxy in
            Text("\(proxy.size.width)x\(proxy.size.height)")
        }, width: 12, height: 3)
        #expect(app.screen == "12x3\n\n")
        app.resize(to: Size(width: 9, height: 2))
        #expect(app.screen == "9x2\n")
    }

    @Test(arguments: [4, 6]) func nestedStacksInAHostAreMeasuredInProportionToTheirSize(depth: Int) {
        // Each level doubles the nodes; the measuring must grow with them, not with the depth's power.
        func nodesLaidOut(_ depth: Int) -> Int {
            let window = Window()
            let stack = StackWidget(axis: .vertical)
            stack.frame = Rect(x: 0, y: 0, width: 80, height: 30)
            stack.addArrangedSubview(HostWidget { Nest(depth: depth) })
            stack.addArrangedSubview(LabelWidget("Below"))
            window.addSubview(stack)
            let app = run(window, width: 80, height: 30)
            #expect(app.find("Below") != nil)
            return app.statistics.nodesLaidOut
        }
        let smaller = nodesLaidOut(depth - 2)
        let larger = nodesLaidOut(depth)
        #expect(larger <= 8 * smaller, "4 times the nodes: \(smaller) measured, then \(larger)")
    }
}
