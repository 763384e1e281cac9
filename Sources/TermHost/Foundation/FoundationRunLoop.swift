import Foundation
import TermHostCore

/// Foundation's main run loop, served by TermHost's main-thread loop in every turn: `Timer.scheduledTimer`,
/// `RunLoop.main.perform` and `RunLoop.main.add(_:forMode:)` work under `Application.run()`, as they do under
/// `UIApplicationMain`. (The core finds this type by name; see `ForeignRunLoops`.)
enum FoundationRunLoop: ForeignRunLoop {
    static func serveDue() {
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
    }

    static func timeUntilNextTimer() -> Duration? {
        guard let next = RunLoop.main.limitDate(forMode: .default), next != .distantFuture else { return nil }
        let seconds = max(0, next.timeIntervalSinceNow)
        return .nanoseconds(Int64(min(seconds, 86_400) * 1_000_000_000))
    }
}
