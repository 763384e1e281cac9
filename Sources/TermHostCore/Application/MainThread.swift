import CNcurses
import Dispatch

/// Runs work on the main actor: at once when already there, else on the main queue.
/// Observation change callbacks arrive on whichever thread made the change; this brings them home.
public enum MainThread {
    private static let key = DispatchSpecificKey<UInt8>()
    private static let marked: Bool = {
        DispatchQueue.main.setSpecific(key: key, value: 1)
        return true
    }()

    /// True when running on the main queue (where the main actor runs) or on the process's main thread.
    public static var isCurrent: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) != nil || th_is_main_thread() != 0
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
