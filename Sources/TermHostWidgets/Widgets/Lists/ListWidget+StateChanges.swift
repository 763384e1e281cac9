import FoundationEssentials
import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Changes to the list's hot collections made on a copy moved out of the property and put back, as
/// `ViewNode.changeChildren` does: a change may call into the runtime (hashing, growing the storage), and a
/// call made during an access to a class's stored property keeps every access to that property checked
/// for exclusivity at run time. Moved out, the property is only ever read or assigned whole.
extension ListWidget {
    /// Changes ``shown`` outside any access to it.
    func changeShown<Result>(_ change: (inout [Int: Widget]) -> Result) -> Result {
        var moved = shown
        shown = [:]
        defer { shown = moved }
        return change(&moved)
    }

    /// Changes ``selected`` outside any access to it.
    func changeSelected(_ change: (inout Set<IndexPath>) -> Void) {
        var moved = selected
        selected = []
        change(&moved)
        selected = moved
    }

    /// Records the height of `slot`, changing ``slots`` outside any access to it.
    func setHeight(_ height: Int, forSlot slot: Int) {
        var moved = slots
        slots = .none
        moved.heights.setHeight(height, forSlot: slot)
        slots = moved
    }
}
