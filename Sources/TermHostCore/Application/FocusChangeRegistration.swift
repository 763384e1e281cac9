/// A handler registered with ``FocusEngine/addFocusChangeHandler(_:)``; pass it to
/// ``FocusEngine/removeFocusChangeHandler(_:)`` to stop the calls.
public struct FocusChangeRegistration: Hashable, Sendable {
    /// The registration's number, unique within its focus engine.
    let id: Int
}
