/// A menu's state and rules (SwiftUI's `Menu` today; UIKit's `UIMenu` on a button will adapt the same):
/// whether it is open and which entry is highlighted. Opening highlights the first entry that can be
/// chosen; the highlight moves over the others (dividers, titles, disabled entries) and stops at the ends.
package struct MenuModel: Equatable, Sendable {
    /// The entries, top to bottom.
    package var entries: [MenuEntry]
    /// Whether the entries show.
    package private(set) var isOpen = false
    /// The highlighted entry's index.
    package private(set) var highlighted = 0

    /// A closed menu of `entries`.
    package init(entries: [MenuEntry]) {
        self.entries = entries
    }

    /// Opens or closes the menu; opening highlights the first entry that can be chosen.
    package mutating func setOpen(_ open: Bool) {
        guard open != isOpen else { return }
        isOpen = open
        if open { highlighted = entries.firstIndex { $0.isChoosable } ?? 0 }
    }

    /// Moves the highlight to the next entry that can be chosen `step` away (-1 up, 1 down); returns
    /// whether it moved.
    @discardableResult
    package mutating func moveHighlight(by step: Int) -> Bool {
        var index = highlighted + step
        while entries.indices.contains(index) {
            if entries[index].isChoosable {
                highlighted = index
                return true
            }
            index += step
        }
        return false
    }

    /// Whether the entry at `index` can be chosen.
    package func canChoose(_ index: Int) -> Bool { entries.indices.contains(index) && entries[index].isChoosable }
}
