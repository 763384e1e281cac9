/// Why the synchronous `Application.run()` could not start: the calling thread cannot serve the
/// Dispatch main queue (it is not the process's main thread, `dispatch_main` already gave the main queue
/// to Dispatch's own threads, as a `static func main() async` does, or the platform has no main-queue
/// wake-up descriptor). The asynchronous `Application.run()` works there.
public struct RunLoopUnavailableError: Error, Equatable, CustomStringConvertible {
    /// Creates the error.
    public init() {}

    /// One line saying what happened and what to do.
    public var description: String {
        "TermHost: this thread cannot serve the main queue; call Application.run() (or launch) from the main thread before dispatch_main, or use `await` with it"
    }
}
