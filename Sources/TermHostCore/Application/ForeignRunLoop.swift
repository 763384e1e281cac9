import CNcurses

/// A run loop of another library that shares the main thread: Foundation's `RunLoop.main`, whose sources
/// (`Timer.scheduledTimer`, `RunLoop.main.perform`, `NotificationCenter` observers queued on it) fire only
/// while it runs. ``MainThreadRunLoop`` serves it in every turn and wakes for its next timer.
@MainActor
package protocol ForeignRunLoop {
    /// Runs the sources and timers that are due, without waiting.
    static func serveDue()
    /// The time until the foreign loop's next timer, or `nil` when it has none.
    static func timeUntilNextTimer() -> Duration?
}

/// Foundation's main run loop (CoreFoundation's `CFRunLoop`), reached through weak C references: the library's
/// layers do not import Foundation, and a statically linked program that never uses Foundation's run loop does
/// not carry it; a program that does (or any dynamically linked one) has it served in every turn.
package enum CoreFoundationRunLoop: ForeignRunLoop {
    package static func serveDue() {
        th_cf_run_loop_serve()
    }

    package static func timeUntilNextTimer() -> Duration? {
        let seconds = th_cf_run_loop_next_timer()
        guard seconds >= 0 else { return nil }
        return .nanoseconds(Int64(min(seconds, 86_400) * 1_000_000_000))
    }
}

/// Finds the ``ForeignRunLoop`` a program links.
package enum ForeignRunLoops {
    /// Foundation's run loop when the program links it, else `nil`.
    @MainActor
    package static var linked: (any ForeignRunLoop.Type)? {
        th_cf_run_loop_linked() != 0 ? CoreFoundationRunLoop.self : nil
    }
}
