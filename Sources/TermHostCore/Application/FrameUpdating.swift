/// Something that has to bring itself up to date at the start of a frame, before layout:
/// a view graph re-evaluating its dirty bodies, for example.
@MainActor
public protocol FrameUpdating: AnyObject {
    /// Performs the pending update. Called at most once per request, inside the next frame.
    func performFrameUpdate()
}

/// Something that takes part in a frame's size-negotiation phase, after every update and before layout:
/// a host telling its container that its content's size changed.
@MainActor
package protocol FrameSizeNegotiating: AnyObject {
    /// Measures again and tells the containers what changed (their layout follows in the same frame).
    func negotiateSizes()
}
