import TermHostCore

/// A view made of a collection's elements, like `ForEach`: what `.onDelete` and `.onMove` apply to.
@MainActor
public protocol DynamicViewContent: View {
    /// The collection of elements.
    associatedtype Data: Collection
    /// The elements.
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    public var data: Content.Data { content.data }
}

/// The delete and move actions of a `ForEach` in a list (`.onDelete`, `.onMove`).
public struct EditActionsModifier: ViewModifier {
    let delete: (@MainActor (IndexSet) -> Void)?
    let move: (@MainActor (IndexSet, Int) -> Void)?
    public typealias Body = Never
}

extension DynamicViewContent {
    /// Lets the list delete rows of this `ForEach`: Delete or Backspace on a row, the ⊖ of edit mode, or
    /// the Delete of its swipe actions (←). `action` gets the offsets of the rows to remove.
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ModifiedContent<Self, EditActionsModifier> {
        modifier(EditActionsModifier(delete: action, move: nil))
    }

    /// Lets the list move rows of this `ForEach`: Alt-↑/Alt-↓ (or Shift-↑/Shift-↓) on a row. `action` gets
    /// the offsets moved and the offset they go before, counted before the move (down one place from `i`
    /// is `([i], i + 2)`, up one place is `([i], i - 1)`), ready for `move(fromOffsets:toOffset:)`.
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> ModifiedContent<Self, EditActionsModifier> {
        modifier(EditActionsModifier(delete: nil, move: action))
    }
}
