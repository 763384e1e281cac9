/// A tab bar's state and rules, for every tab bar (a `TabView`'s today; UIKit's `UITabBarController`,
/// TermHost's `TabBarController` to come, adapts the same): how many tabs there are and which is chosen.
package struct TabBarModel: Equatable, Sendable {
    /// How many tabs the bar shows.
    package var count: Int
    /// The chosen tab.
    package var selectedIndex: Int

    /// A bar of `count` tabs with `selectedIndex` chosen.
    package init(count: Int, selectedIndex: Int) {
        self.count = count
        self.selectedIndex = selectedIndex
    }

    /// The tab `command` chooses, or `nil` when it chooses none (a number past the last tab): the
    /// previous and next tabs stop at the ends, as a tab bar does not wrap.
    package func index(after command: TabBarCommand) -> Int? {
        guard count > 0 else { return nil }
        switch command {
        case .previous: return max(0, selectedIndex - 1)
        case .next: return min(count - 1, selectedIndex + 1)
        case .select(let index): return index < count ? index : nil
        }
    }
}
