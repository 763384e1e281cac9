import TermHostCore

extension StackRule {
    /// SwiftUI's sharing of `offered` cells among items along one axis: items in groups of
    /// descending priority (a group leaves the lower groups their minimum lengths), within a group
    /// the least flexible first, each offered an equal share of what remains, and at least its ideal
    /// length while the rest of the group fits at theirs. `length(index, offer)` is what item
    /// `index` takes for an offer (`nil` asks for its ideal, 0 its minimum, `.infinity` its maximum).
    /// Returns each item's offer. Stacks share among their subviews, grids among their columns and rows.
    /// Asked for the maximum, every item is offered its maximum (an equal share of an unbounded
    /// length is unbounded).
    static func share(_ offered: Int, priorities: [Double], length: (Int, Int?) -> Int) -> [Int] {
        if offered >= Int.infinity / 2 { return priorities.map { _ in .infinity } }
        let indices = priorities.indices
        let minima = indices.map { length($0, 0) }
        let flexibility = indices.map { length($0, .infinity) - minima[$0] }
        let ideals = indices.map { length($0, nil) }
        var offers = indices.map { _ in 0 }
        var remaining = max(0, offered)
        for priority in Set(priorities).sorted(by: >) {
            let group = indices.filter { priorities[$0] == priority }
                .sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
            let reserved = indices.filter { priorities[$0] < priority }.reduce(0) { $0 + minima[$1] }
            var available = remaining - reserved
            var idealRest = group.reduce(0) { $0 + ideals[$1] }
            for (position, index) in group.enumerated() {
                let share = max(0, available / (group.count - position))
                let offer = idealRest <= available ? max(share, ideals[index]) : share
                offers[index] = offer
                let taken = length(index, offer)
                available -= taken
                remaining -= taken
                idealRest -= ideals[index]
            }
        }
        return offers
    }
}
