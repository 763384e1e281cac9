import CNcurses

/// The Dispatch main queue served by the main thread: while `dispatch_main` has not been called, the
/// main queue stays bound to the main thread, and libdispatch makes a descriptor readable whenever work
/// is queued on it (`DispatchQueue.main.async`, main-actor tasks, Dispatch sources and timers on the main
/// queue); draining it runs that work on the calling thread. This is how CoreFoundation's run loop
/// serves the main queue on Linux.
enum MainQueueWakeUp {
    /// The wake-up descriptor, when the calling thread can serve the main queue: it is the process's
    /// main thread and the platform has the descriptor (Linux). `nil` otherwise.
    static var descriptorForCurrentThread: Int32? {
        guard th_is_main_thread() != 0 else { return nil }
        let descriptor = th_main_queue_descriptor()
        return descriptor >= 0 ? descriptor : nil
    }

    /// Takes the wake-up and runs the work queued on the main queue (main thread only, once
    /// `descriptor` is readable).
    static func drain(_ descriptor: Int32) {
        th_main_queue_drain(descriptor)
    }
}
