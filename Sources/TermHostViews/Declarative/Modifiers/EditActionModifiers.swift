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
    let delete: (@MainActor ([Int]) -> Void)?
    let move: (@MainActor ([Int], Int) -> Void)?

    /// The actions, given the offsets of the rows (ascending).
    @usableFromInline
    package init(delete: (@MainActor ([Int]) -> Void)?, move: (@MainActor ([Int], Int) -> Void)?) {
        self.delete = delete
        self.move = move
    }
    public typealias Body = Never
}
