import Foundation
import TermHostViews

extension DynamicViewContent {
    /// Lets the list delete rows of this `ForEach`: Delete or Backspace on a row, the ⊖ of edit mode, or
    /// the Delete of its swipe actions (←). `action` gets the offsets of the rows to remove.
    @_alwaysEmitIntoClient
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ModifiedContent<Self, EditActionsModifier> {
        var delete: (@MainActor ([Int]) -> Void)?
        if let action { delete = { offsets in action(IndexSet(offsets)) } }
        return modifier(EditActionsModifier(delete: delete, move: nil))
    }

    /// Lets the list move rows of this `ForEach`: Alt-↑/Alt-↓ (or Shift-↑/Shift-↓) on a row. `action` gets
    /// the offsets moved and the offset they go before, counted before the move (down one place from `i`
    /// is `([i], i + 2)`, up one place is `([i], i - 1)`), ready for `move(fromOffsets:toOffset:)`.
    @_alwaysEmitIntoClient
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> ModifiedContent<Self, EditActionsModifier> {
        var move: (@MainActor ([Int], Int) -> Void)?
        if let action { move = { offsets, destination in action(IndexSet(offsets), destination) } }
        return modifier(EditActionsModifier(delete: nil, move: move))
    }
}
