@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
import TermHostTesting
import Testing

/// A view that contains itself `depth` times, as a recursive outline or thread view does.
private struct Nested: View {
    let depth: Int

    var body: some View {
        if depth == 0 {
            Text("leaf")
        } else {
            Nested(depth: depth - 1)
        }
    }
}

/// A column that counts how often it is asked for its size.
private struct CountingColumn: Layout {
    let counter: Counter

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        counter.calls += 1
        return subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: proposal)
    }
}

/// `depth` counting columns, each holding the next, around a text.
private struct NestedColumns: View {
    let depth: Int
    let counter: Counter

    var body: some View {
        if depth == 0 {
            Text("leaf")
        } else {
            CountingColumn(counter: counter) { NestedColumns(depth: depth - 1, counter: counter) }
        }
    }
}

/// A chain of `depth` widgets, each filling its superview and following its size, with a label at the bottom.
@MainActor
private func widgetChain(depth: Int) -> Widget {
    let bottom = LabelWidget("leaf")
    bottom.frame = Rect(x: 0, y: 0, width: 4, height: 1)
    var top: Widget = bottom
    for _ in 0..<depth {
        let widget = Widget(frame: Rect(x: 0, y: 0, width: 20, height: 4))
        widget.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        widget.addSubview(top)
        top = widget
    }
    return top
}

/// `depth` vertical stacks, each arranging the next, around a label.
@MainActor
private func stackChain(depth: Int, make: (Widget) -> StackWidget = { StackWidget(axis: .vertical, arrangedSubviews: [$0]) }) -> Widget {
    var top: Widget = LabelWidget("leaf")
    for _ in 0..<depth { top = make(top) }
    return top
}

@MainActor
private func showWidget(_ widget: Widget, size: Size = Size(width: 30, height: 6)) -> HeadlessApp {
    HeadlessApp(size: size) { _ in
        let window = Window()
        widget.frame = Rect(origin: .zero, size: size)
        widget.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(widget)
        return window
    }
}

@MainActor
private func depthReports(in app: HeadlessApp) -> [String] {
    app.application.diagnostics.filter { $0.contains("nested deeper than") }
}

/// A stack that counts how often it is asked for its size.
private final class CountingStack: StackWidget {
    var counter: Counter?

    override func sizeThatFits(_ size: Size) -> Size {
        counter?.calls += 1
        return super.sizeThatFits(size)
    }

    override var intrinsicContentSize: Size {
        counter?.calls += 1
        return super.intrinsicContentSize
    }
}

private final class Counter {
    var calls = 0
}

/// Trees deeper than a thread's stack allows to walk recursively (a recursive outline or thread view) show
/// their first frame: what lies past the depth limit is a drawn placeholder, reported once.
@MainActor
@Suite struct DeepTreeTests {
    @Test func twoThousandNestedViewsShowAPlaceholderAndOneDiagnostic() {
        let app = show(Nested(depth: 2_000).topLeading(), width: 20, height: 3)
        #expect(app.line(0).hasPrefix(TreeDepthLimit.placeholder))
        #expect(depthReports(in: app).count == 1)
        app.resize(to: Size(width: 24, height: 4))
        #expect(app.line(0).hasPrefix(TreeDepthLimit.placeholder))
        #expect(depthReports(in: app).count == 1, "reported once")
    }

    @Test func viewsWithinTheLimitAreShownWhole() {
        let app = show(Nested(depth: 200).topLeading(), width: 20, height: 3)
        #expect(app.line(0).hasPrefix("leaf"))
        #expect(depthReports(in: app).isEmpty)
    }

    @Test func tenThousandNestedWidgetsShowAPlaceholderAndOneDiagnostic() {
        let chain = widgetChain(depth: 10_000)
        let app = showWidget(chain)
        #expect(app.line(0).hasPrefix(TreeDepthLimit.placeholder))
        #expect(depthReports(in: app).count == 1)
        let before = chain.frame.size
        app.resize(to: Size(width: 40, height: 8))
        #expect(chain.frame.size == Size(width: before.width + 10, height: before.height + 2))
        #expect(app.line(0).hasPrefix(TreeDepthLimit.placeholder))
        #expect(depthReports(in: app).count == 1, "reported once")
    }

    @Test func widgetsWithinTheLimitAreShownWholeAndFollowTheirMasks() {
        let chain = widgetChain(depth: 200)
        let app = showWidget(chain)
        #expect(app.line(0).hasPrefix("leaf"))
        #expect(depthReports(in: app).isEmpty)
        let before = chain.frame.size
        app.resize(to: Size(width: 40, height: 8))
        var deepest = chain
        while let next = deepest.subviews.first, !(next is LabelWidget) { deepest = next }
        #expect(chain.frame.size == Size(width: before.width + 10, height: before.height + 2))
        #expect(deepest !== chain && deepest.frame.size == chain.frame.size, "every level followed its autoresizing mask")
    }

    @Test func fiveThousandNestedStacksShowAPlaceholderAndOneDiagnostic() {
        let app = showWidget(stackChain(depth: 5_000))
        #expect(app.line(0).hasPrefix(TreeDepthLimit.placeholder))
        #expect(depthReports(in: app).count == 1)
    }

    @Test func stacksWithinTheLimitAreShownWhole() {
        let app = showWidget(stackChain(depth: 200))
        #expect(app.line(0).hasPrefix("leaf"))
        #expect(depthReports(in: app).isEmpty)
    }

    /// Each level of nested layouts is asked for its size a bounded number of times in the first frame.
    @Test func nestedLayoutsAreMeasuredInWorkLinearInDepth() {
        func sizeQueries(depth: Int) -> Int {
            let counter = Counter()
            _ = show(NestedColumns(depth: depth, counter: counter), width: 20, height: 3)
            return counter.calls
        }
        let single = sizeQueries(depth: 100), double = sizeQueries(depth: 200)
        #expect(single > 0)
        #expect(Double(double) / Double(single) < 2.5, "\(single) queries at depth 100, \(double) at 200")
    }

    /// Each level of nested stacks is asked for its size a bounded number of times in the first frame, so
    /// twice the depth is twice the work (measuring every level's whole subtree again would be four times).
    @Test func nestedStacksAreMeasuredInWorkLinearInDepth() {
        func sizeQueries(depth: Int) -> Int {
            let counter = Counter()
            let chain = stackChain(depth: depth) { inner in
                let stack = CountingStack(axis: .vertical, arrangedSubviews: [inner])
                stack.counter = counter
                return stack
            }
            _ = showWidget(chain)
            return counter.calls
        }
        let single = sizeQueries(depth: 100), double = sizeQueries(depth: 200)
        #expect(single > 0)
        #expect(Double(double) / Double(single) < 2.5, "\(single) queries at depth 100, \(double) at 200")
    }
}
