import TermHostCore

/// SwiftUI's stack rule, the one implementation behind `HStack`, `VStack`, their ``HStackLayout`` /
/// ``VStackLayout`` forms and every internal column.
///
/// Along the axis, the space proposed minus the spacing is shared out: subviews are taken in groups
/// of descending ``LayoutSubview/priority`` (a group leaves the minimum lengths of the lower groups
/// untouched); within a group the least flexible subview (maximum minus minimum length, measured
/// with proposals of 0 and `.infinity`) comes first and is offered an equal share of what remains.
/// When the rest of the group fits at its ideal lengths, a subview is offered at least its ideal
/// length, so when everything fits every subview gets its ideal size (`HStack { Button("abc") {};
/// Text("World") }` shows both whole). Without a proposal along the axis each subview takes its
/// ideal length. Across the axis every subview gets the stack's proposal and they line up on the
/// alignment guide; the stack is as thick as their union.
@MainActor
struct StackRule {
    let axis: Axis
    /// The guide the subviews line up on, across the axis.
    let alignment: AlignmentKey
    /// The cells between neighbours; `nil` takes the subviews' spacing preferences.
    let spacing: Int?

    /// How the subviews are arranged for one proposal.
    struct Arrangement {
        let proposals: [ProposedViewSize]
        let sizes: [Size]
        let gaps: [Int]
        let lineUp: GuideLineUp
        /// The stack's size.
        let size: Size
    }

    /// The space between subview `index` and the next.
    private func gaps(_ subviews: [LayoutSubview]) -> [Int] {
        guard subviews.count > 1 else { return [] }
        return (0..<(subviews.count - 1)).map { index in
            spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis)
        }
    }

    func arrange(_ subviews: LayoutSubviews, proposal: ProposedViewSize) -> Arrangement {
        let items = Array(subviews)
        let gaps = gaps(items)
        let proposals = distribute(items, proposal: proposal, gaps: gaps)
        let sizes = zip(items, proposals).map { $0.sizeThatFits($1) }
        let length = sizes.reduce(0) { $0 + $1.length(along: axis) } + gaps.reduce(0, +)
        // A geometric guide's default needs only the size; a custom one may read other guides.
        let lineUp = alignment.fraction == nil
            ? GuideLineUp(alignment, dimensions: zip(items, proposals).map { $0.dimensions(in: $1) })
            : GuideLineUp(alignment, sizes: sizes,
                          explicitValues: items.indices.map { items[$0].node.guide(alignment, proposal: proposals[$0]) })
        return Arrangement(proposals: proposals, sizes: sizes, gaps: gaps, lineUp: lineUp,
                           size: Size(along: axis, main: length, cross: lineUp.length))
    }

    /// The proposal each subview gets.
    private func distribute(_ items: [LayoutSubview], proposal: ProposedViewSize, gaps: [Int]) -> [ProposedViewSize] {
        let cross = proposal[axis.crossing]
        func offer(_ length: Int?) -> ProposedViewSize {
            var result = ProposedViewSize.unspecified
            result[axis] = length
            result[axis.crossing] = cross
            return result
        }
        guard let offered = proposal[axis] else { return items.map { _ in offer(nil) } }
        let offers = Self.share(offered - gaps.reduce(0, +), priorities: items.map(\.priority)) { index, main in
            items[index].sizeThatFits(offer(main)).length(along: axis)
        }
        return offers.map(offer)
    }

    func sizeThatFits(_ proposal: ProposedViewSize, subviews: LayoutSubviews) -> Size {
        subviews.isEmpty ? .zero : arrange(subviews, proposal: proposal).size
    }

    func placeSubviews(in bounds: Rect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
        guard !subviews.isEmpty else { return }
        let arrangement = arrange(subviews, proposal: proposal)
        let crossLength = bounds.size.length(along: axis.crossing)
        let crossStart = bounds.origin.coordinate(along: axis.crossing)
        var position = bounds.origin.coordinate(along: axis)
        for (index, subview) in subviews.enumerated() {
            let cross = crossStart + arrangement.lineUp.origin(of: index, in: crossLength)
            subview.place(at: Point(along: axis, main: position, cross: cross), proposal: arrangement.proposals[index])
            position += arrangement.sizes[index].length(along: axis)
            if index < arrangement.gaps.count { position += arrangement.gaps[index] }
        }
    }
}
