import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Dispatch sources of a running application: terminal input, SIGWINCH, the signals that stop it
/// (SIGINT, SIGTERM, SIGHUP, SIGQUIT), SIGTSTP (suspend) and SIGCONT (continued: repaint). Under a
/// synchronous `Application.run()` the input is the ``MainThreadRunLoop``'s (read on the main thread
/// when `poll` finds it readable) and only the signals are Dispatch sources.
///
/// They are installed before the terminal starts: the signals TermHost handles are ignored in their
/// default sense while the application runs, so that ncurses, which installs handlers of its own for
/// signals left at their default action, installs none (its SIGTSTP handler would give the terminal back
/// without TermHost's modes, and its SIGWINCH handler would resize the screen behind TermHost's back).
@MainActor
final class RunLoopSources {
    private unowned let application: Application
    private var sources: [DispatchSourceProtocol] = []
    var stopContinuation: CheckedContinuation<Void, Never>?
    /// When the application last took the terminal again after a stop (a SIGCONT it caused itself is
    /// then already handled).
    var continuedAt: ContinuousClock.Instant?

    static let stopSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Every signal whose action ``start()`` changes and ``cancel()`` puts back.
    static let handledSignals = stopSignals + [SIGTSTP, SIGWINCH]

    init(application: Application) {
        self.application = application
    }

    /// Installs the sources; with `readingInput` false, the terminal's input is left to the caller.
    func start(readingInput: Bool) {
        let app = application
        signal(SIGPIPE, SIG_IGN)
        if readingInput, let fd = app.terminal.inputFileDescriptor {
            let input = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            input.setEventHandler { MainActor.assumeIsolated { app.readInput() } }
            input.resume()
            sources.append(input)
        }
        // A resize between ignoring SIGWINCH and Dispatch listening for it would be lost: once the source
        // is registered, the size is read once more.
        watch(SIGWINCH, registered: { app.terminalSizeMayHaveChanged() }) { app.terminalDidResize() }
        for number in Self.stopSignals { watch(number) { app.stop() } }
        watch(SIGTSTP) { app.suspend() }
        // SIGCONT keeps its default action (the process continues whatever the handler).
        watch(SIGCONT, ignoring: false) { app.terminalDidContinue() }
    }

    private func watch(_ number: Int32, ignoring: Bool = true, registered: (@MainActor () -> Void)? = nil,
                       _ handler: @escaping @MainActor () -> Void) {
        if ignoring { signal(number, SIG_IGN) }
        let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
        source.setEventHandler { MainActor.assumeIsolated { handler() } }
        if let registered {
            source.setRegistrationHandler { MainActor.assumeIsolated { registered() } }
        }
        source.resume()
        sources.append(source)
    }

    /// The signals a thread that runs the application blocks: those handled here (Dispatch takes them
    /// from its own thread), and SIGTTOU and SIGTTIN, so that the terminal calls of a process in the
    /// background (``Application/suspend()`` giving the terminal back after a `bg`) are not stopped
    /// half-way. Dispatch's own threads block these already; the main thread blocks them while the
    /// synchronous `Application.run()` serves it.
    static let threadBlockedSignals = handledSignals + [SIGCONT, SIGTTOU, SIGTTIN]

    /// Blocks ``threadBlockedSignals`` on the calling thread; returns the mask to put back.
    static func blockSignalsOnCallingThread() -> sigset_t {
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for number in threadBlockedSignals { sigaddset(&blocked, number) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        return previous
    }

    /// Puts back a mask returned by ``blockSignalsOnCallingThread()``.
    static func restoreSignalMask(_ mask: sigset_t) {
        var mask = mask
        pthread_sigmask(SIG_SETMASK, &mask, nil)
    }

    func cancel() {
        for source in sources { source.cancel() }
        sources.removeAll()
        for number in Self.handledSignals { signal(number, SIG_DFL) }
    }
}
