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
        // Written with loops, not closures: a closure in main-actor code checks its executor on every call.
        let count = priorities.count
        if offered >= Int.infinity / 2 { return Array(repeating: .infinity, count: count) }
        var minima: [Int] = []
        var flexibility: [Int] = []
        var ideals: [Int] = []
        minima.reserveCapacity(count)
        flexibility.reserveCapacity(count)
        ideals.reserveCapacity(count)
        for index in 0..<count {
            let minimum = length(index, 0)
            minima.append(minimum)
            flexibility.append(length(index, .infinity) - minimum)
            ideals.append(length(index, nil))
        }
        var offers = Array(repeating: 0, count: count)
        var remaining = max(0, offered)
        var levels = Array(Set(priorities))
        levels.sort(by: >)
        for priority in levels {
            var group: [Int] = []
            var reserved = 0
            var idealRest = 0
            for index in 0..<count {
                if priorities[index] == priority {
                    group.append(index)
                    idealRest += ideals[index]
                } else if priorities[index] < priority {
                    reserved += minima[index]
                }
            }
            group.sort(by: Self.lessFlexible(flexibility))
            var available = remaining - reserved
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

    /// Orders subview indices by flexibility, then by index (a `nonisolated` comparator: it checks no executor).
    private nonisolated static func lessFlexible(_ flexibility: [Int]) -> (Int, Int) -> Bool {
        { (flexibility[$0], $0) < (flexibility[$1], $1) }
    }
}
