import CNcurses
import Dispatch

/// Runs work on the main actor: at once when already on the main thread, else on the main queue.
/// Observation change callbacks arrive on whichever thread made the change; this brings them home.
public enum MainThread {
    /// True on the process's main thread.
    public static var isCurrent: Bool {
        th_is_main_thread() != 0
    }

    /// Runs `work` on the main actor, synchronously when possible.
    public static func run(_ work: @escaping @MainActor @Sendable () -> Void) {
        if isCurrent {
            MainActor.assumeIsolated { work() }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { work() } }
        }
    }
}
