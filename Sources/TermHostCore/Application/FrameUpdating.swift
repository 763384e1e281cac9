/// Something that has to bring itself up to date at the start of a frame, before layout:
/// a view graph re-evaluating its dirty bodies, for example.
@MainActor
public protocol FrameUpdating: AnyObject {
    /// Performs the pending update. Called at most once per request, inside the next frame.
    func performFrameUpdate()
}
