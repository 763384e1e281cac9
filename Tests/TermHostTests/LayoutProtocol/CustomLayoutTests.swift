import Testing
import TermHost
import TermHostTesting

/// Apple's equal-width row: every subview as wide as the widest, with the subviews' spacing.
private struct EqualWidthHStack: Layout {
    private func maxSize(_ subviews: Subviews) -> Size {
        subviews.map { $0.sizeThatFits(.unspecified) }.reduce(.zero) {
            Size(width: max($0.width, $1.width), height: max($0.height, $1.height))
        }
    }

    private func spacing(_ subviews: Subviews) -> [Int] {
        subviews.indices.map { index in
            index == subviews.count - 1 ? 0 : subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: .horizontal)
        }
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let size = maxSize(subviews)
        return Size(width: size.width * subviews.count + spacing(subviews).reduce(0, +), height: size.height)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let size = maxSize(subviews)
        let gaps = spacing(subviews)
        var x = bounds.minX
        for index in subviews.indices {
            subviews[index].place(at: Point(x: x, y: bounds.midY), anchor: .leading,
                                  proposal: ProposedViewSize(width: size.width, height: size.height))
            x += size.width + gaps[index]
        }
    }
}

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

/// Lays subviews out top to bottom by rank, with a cache of the order that counts its updates.
private struct RankedColumn: Layout {
    final class Counts {
        var made = 0
        var updated = 0
    }
    let counts: Counts

    struct Cache {
        var order: [Int]
    }

    func makeCache(subviews: Subviews) -> Cache {
        counts.made += 1
        return Cache(order: subviews.indices.sorted { subviews[$0][Rank.self] < subviews[$1][Rank.self] })
    }

    func updateCache(_ cache: inout Cache, subviews: Subviews) {
        counts.updated += 1
        cache = makeCache(subviews: subviews)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> Size {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        var y = bounds.minY
        for index in cache.order {
            subviews[index].place(at: Point(x: bounds.minX, y: y), proposal: .unspecified)
            y += subviews[index].sizeThatFits(.unspecified).height
        }
    }
}

/// A column (the `VStackLayout` it wraps) whose leading guide is 2 columns into it.
private struct IndentedColumn: Layout {
    private let column = VStackLayout(alignment: .leading)

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        column.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        column.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: Rect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout ()) -> Int? {
        guide == .leading ? bounds.minX + 2 : nil
    }
}

/// Places only its first subview.
private struct FirstOnly: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> Size {
        proposal.replacingUnspecifiedDimensions(by: Size(width: 9, height: 3))
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: bounds.origin, proposal: .unspecified)
    }
}

@MainActor
private final class RankModel {
    var ranks = [3, 1, 2]
}

private struct Switcher: View {
    @State private var vertical = false
    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(alignment: .leading)) : AnyLayout(HStackLayout())
        layout {
            Button("flip") { vertical.toggle() }
            Tally()
        }
    }
}

private struct Tally: View {
    @State private var count = 0
    var body: some View {
        Button("n=\(count)") { count += 1 }
    }
}

/// The `Layout` protocol: a custom layout sizes and places its subviews through `LayoutSubview`
/// proxies; `AnyLayout` switches layouts keeping the subviews' state; `ViewThatFits` shows the
/// first child whose ideal size fits.
@Suite("SwiftUI layout: the Layout protocol, AnyLayout, ViewThatFits")
@MainActor
struct CustomLayoutTests {
    @Test func aCustomLayoutSizesAndPlacesItsSubviews() {
        let row = EqualWidthHStack {
            Button(action: {}) { Text("OK").frame(maxWidth: .infinity) }
            Button(action: {}) { Text("Cancel").frame(maxWidth: .infinity) }
        }
        #expect(measure(row, .unspecified) == Size(width: 10 + 1 + 10, height: 1))
        let app = show(row.topLeading(), width: 30, height: 1)
        #expect(app.lines[0] == "[   OK   ] [ Cancel ]")
    }

    @Test func layoutValuesReachTheLayoutAndTheCacheFollowsChanges() {
        let counts = RankedColumn.Counts()
        let model = RankModel()
        let root = ViewRoot(rootView: ranked(counts, model.ranks))
        let app = HeadlessApp(size: Size(width: 10, height: 3)) { _ in root }
        #expect(app.screen == "b\nc\na")
        #expect(counts.made == 1)
        root.setRootView(ranked(counts, [1, 3, 2]))
        app.waitUntilIdle()
        #expect(app.screen == "a\nc\nb")
        #expect(counts.updated >= 1, "a subview changed: the cache is brought up to date")
    }

    private func ranked(_ counts: RankedColumn.Counts, _ ranks: [Int]) -> some View {
        RankedColumn(counts: counts) {
            Text("a").layoutValue(key: Rank.self, value: ranks[0])
            Text("b").layoutValue(key: Rank.self, value: ranks[1])
            Text("c").layoutValue(key: Rank.self, value: ranks[2])
        }
        .topLeading()
    }

    @Test func aLayoutsExplicitAlignmentLinesItUp() {
        let view = VStack(alignment: .leading, spacing: 0) {
            Text("abcd")
            IndentedColumn { Text("x"); Text("y") }
        }
        let shown = show(view.topLeading(), width: 10, height: 3)
        #expect(shown.screen == "  abcd\nx\ny", "the column's leading guide is 2 columns into it")
    }

    @Test func anUnplacedSubviewGoesToTheCentreWithItsIdealSize() {
        let app = show(FirstOnly { Text("a"); Text("b") }.topLeading(), width: 9, height: 3)
        #expect(app.find("a") == Point(x: 0, y: 0))
        #expect(app.find("b") == Point(x: 4, y: 1))
    }

    @Test func spacersFollowTheStackLayoutTheyAreIn() {
        #expect(measure(HStackLayout { Text("a"); Spacer(); Text("b") }, ProposedViewSize(width: 9, height: 3))
                == Size(width: 9, height: 1))
        #expect(measure(AnyLayout(VStackLayout()) { Text("a"); Spacer(); Text("b") }, ProposedViewSize(width: 9, height: 5))
                == Size(width: 1, height: 5))
    }

    @Test func switchingAnyLayoutKeepsTheSubviewsState() {
        let app = show(Switcher().topLeading(), width: 20, height: 2)
        #expect(app.lines[0] == "[ flip ] [ n=0 ]")
        app.press(.tab)
        app.press(.enter)
        app.press(.enter)
        #expect(app.lines[0] == "[ flip ] [ n=2 ]")
        app.press(.tab)
        app.press(.enter)
        #expect(app.screen == "[ flip ]\n[ n=2 ]", "a column now, the count kept")
        #expect(app.focusedDescription == "flip")
    }

    @Test func viewThatFitsShowsTheFirstChildWhoseIdealSizeFits() {
        let choices = ViewThatFits(in: .horizontal) {
            Text("a rather long title")
            Text("short title")
            Text("t")
        }
        #expect(show(choices.topLeading(), width: 30, height: 1).lines[0] == "a rather long title")
        #expect(show(choices.topLeading(), width: 12, height: 1).lines[0] == "short title")
        #expect(show(choices.topLeading(), width: 5, height: 1).lines[0] == "t")
        #expect(measure(choices, ProposedViewSize(width: 12, height: 1)) == Size(width: 11, height: 1))
        let boxes = ViewThatFits {
            Color.red.frame(width: 5, height: 1)
            Color.blue.frame(width: 3, height: 1)
        }
        #expect(measure(boxes, ProposedViewSize(width: 2, height: 1)) == Size(width: 3, height: 1), "none fits: the last")
        #expect(measure(boxes, ProposedViewSize(width: 5, height: 1)) == Size(width: 5, height: 1))
        #expect(measure(boxes, ProposedViewSize(width: 9, height: 0)) == Size(width: 3, height: 1),
                "on both axes by default: the height must fit too")
    }

    @Test func onlyTheChosenViewTakesFocus() {
        let choices = ViewThatFits(in: .horizontal) {
            HStack { Button("first wide") {}; Button("second wide") {} }
            Button("narrow") {}
        }
        let app = show(choices.topLeading(), width: 12, height: 1)
        #expect(app.focusedDescription == "narrow")
        app.press(.tab)
        #expect(app.focusedDescription == "narrow")
    }
}
