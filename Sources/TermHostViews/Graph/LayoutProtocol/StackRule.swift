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
        var gaps: [Int] = []
        gaps.reserveCapacity(subviews.count - 1)
        for index in 0..<(subviews.count - 1) {
            gaps.append(spacing ?? subviews[index].spacing.distance(to: subviews[index + 1].spacing, along: axis))
        }
        return gaps
    }

    func arrange(_ subviews: LayoutSubviews, proposal: ProposedViewSize) -> Arrangement {
        let items = Array(subviews)
        let gaps = gaps(items)
        let proposals = distribute(items, proposal: proposal, gaps: gaps)
        // Loops, not closures: a closure in main-actor code checks its executor on every call.
        var sizes: [Size] = []
        sizes.reserveCapacity(items.count)
        var length = gaps.reduce(0, +)
        for index in items.indices {
            let size = items[index].sizeThatFits(proposals[index])
            sizes.append(size)
            length += size.length(along: axis)
        }
        // A geometric guide's default needs only the size; a custom one may read other guides.
        let lineUp: GuideLineUp
        if alignment.fraction == nil {
            var dimensions: [ViewDimensions] = []
            dimensions.reserveCapacity(items.count)
            for index in items.indices { dimensions.append(items[index].dimensions(in: proposals[index])) }
            lineUp = GuideLineUp(alignment, dimensions: dimensions)
        } else {
            var explicitValues: [Double?] = []
            explicitValues.reserveCapacity(items.count)
            for index in items.indices { explicitValues.append(items[index].node.guide(alignment, proposal: proposals[index])) }
            lineUp = GuideLineUp(alignment, sizes: sizes, explicitValues: explicitValues)
        }
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
        guard let offered = proposal[axis] else { return Array(repeating: offer(nil), count: items.count) }
        var priorities: [Double] = []
        priorities.reserveCapacity(items.count)
        for item in items { priorities.append(item.priority) }
        let offers = Self.share(offered - gaps.reduce(0, +), priorities: priorities) { index, main in
            items[index].sizeThatFits(offer(main)).length(along: axis)
        }
        var proposals: [ProposedViewSize] = []
        proposals.reserveCapacity(offers.count)
        for main in offers { proposals.append(offer(main)) }
        return proposals
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
