/// A run loop of another library that shares the main thread: Foundation's `RunLoop.main`, whose sources
/// (`Timer.scheduledTimer`, `RunLoop.main.perform`, `NotificationCenter` observers queued on it) fire only
/// while it runs. ``MainThreadRunLoop`` serves it in every turn and wakes for its next timer.
///
/// The library's layers do not import Foundation (a statically linked app carries only the parts of
/// Foundation it uses), so the `TermHost` module, which does, provides the conformance; the loop finds it by
/// its type name when a program links that module (``linked``), and runs without it otherwise.
@MainActor
package protocol ForeignRunLoop {
    /// Runs the sources and timers that are due, without waiting.
    static func serveDue()
    /// The time until the foreign loop's next timer, or `nil` when it has none.
    static func timeUntilNextTimer() -> Duration?
}

/// Finds the ``ForeignRunLoop`` a program links.
package enum ForeignRunLoops {
    /// The mangled name of the `TermHost` module's `FoundationRunLoop`.
    package static let foundationTypeName = "8TermHost17FoundationRunLoopO"

    /// The foreign run loop the program links (Foundation's, through the `TermHost` module), if any.
    @MainActor
    package static var linked: (any ForeignRunLoop.Type)? {
        _typeByName(foundationTypeName) as? any ForeignRunLoop.Type
    }
}
