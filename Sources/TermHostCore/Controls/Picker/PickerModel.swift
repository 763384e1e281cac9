/// A picker's state and rules, for every picker (SwiftUI's `Picker` today; UIKit's `UISegmentedControl`
/// and pop-up buttons can adapt the same): its options, the chosen one, the highlighted one, and for the
/// menu look whether the options show. Opening highlights the chosen option; the highlight stops at the
/// ends; the segments choose directly.
package struct PickerModel: Equatable, Sendable {
    /// How many options there are.
    package var count: Int
    /// The chosen option, if one of the options is chosen.
    package var selectedIndex: Int?
    /// The highlighted option (Enter chooses it).
    package var highlighted = 0
    /// Whether a menu picker shows its options (``setOpen(_:)`` opens it by the rules).
    package var isOpen = false

    /// A picker of `count` options, `selectedIndex` chosen, closed.
    package init(count: Int, selectedIndex: Int?) {
        self.count = count
        self.selectedIndex = selectedIndex
    }

    /// Opens or closes the options; opening highlights the chosen option (or the first).
    package mutating func setOpen(_ open: Bool) {
        guard open != isOpen else { return }
        isOpen = open
        if open { highlighted = selectedIndex ?? 0 }
    }

    /// Moves the highlight `step` places (-1 up, 1 down); returns whether it moved (it stops at the ends).
    @discardableResult
    package mutating func moveHighlight(by step: Int) -> Bool {
        let target = highlighted + step
        guard (0..<count).contains(target) else { return false }
        highlighted = target
        return true
    }

    /// The segment `step` places from the chosen one (-1 left, 1 right), if there is one.
    package func segment(by step: Int) -> Int? {
        let target = (selectedIndex ?? -1) + step
        return (0..<count).contains(target) ? target : nil
    }
}
