#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Job control: Ctrl-Z / SIGTSTP suspends, `fg` / SIGCONT continues.
extension Application {
    /// Suspends the application as Ctrl-Z does any terminal program: the state goes to `.inactive` and
    /// `.background`, the terminal is given back exactly as it was before the application started, and the
    /// process (with its process group, the shell's job) stops. When it is continued (`fg`), the terminal is
    /// taken again with every mode (alternate screen, keypad, mouse, bracketed paste), the current size is
    /// read, the whole screen is repainted and the state goes to `.inactive` and `.active`.
    ///
    /// Called for an unhandled Ctrl-Z (see ``suspendsOnControlZ``) and on SIGTSTP. The process is stopped
    /// with SIGSTOP (shells report the job as stopped by a signal). An application that is not running its
    /// run loop (in tests) goes through the same steps without stopping the process.
    public func suspend() {
        guard applicationState == .active, !isStopped else { return }
        setApplicationState(.inactive)
        setApplicationState(.background)
        terminal.restore()
        if isRunning { Self.stopProcessGroup() }
        continueAfterStop()
    }

    /// Stops the process group (the shell's job) and returns once this process is continued.
    ///
    /// The other processes of the group (a pipeline's) get SIGSTOP; this process stops itself with a
    /// signal to the calling thread, which is acted on before the call returns. (A SIGSTOP to the whole
    /// group would reach this process whenever one of its threads notices it: before or after it would
    /// have stopped itself, so that `fg` could find it stopped a second time.)
    private static func stopProcessGroup() {
        let group = getpgrp()
        let me = getpid()
        for member in ProcessGroup.members(group) where member != me { kill(member, SIGSTOP) }
        pthread_kill(pthread_self(), SIGSTOP)
    }

    /// Takes the terminal again after the process was continued and repaints everything.
    private func continueAfterStop() {
        runLoop?.continuedAt = .now
        do {
            try terminal.start()
        } catch {
            report("TermHost: the terminal could not be taken again after a stop: \(error)")
            stop()
            return
        }
        _ = terminal.updateSize()
        setNeedsFullRedraw()
        if applicationState != .active {
            setApplicationState(.inactive)
            setApplicationState(.active)
        }
        renderFrame()
    }

    /// SIGCONT: the process was continued. After ``suspend()`` the terminal is already taken again.
    /// After a stop from outside (`kill -STOP`, a debugger) the shell or other programs may have changed
    /// the terminal's modes and contents: in the foreground, the terminal is given back and taken again
    /// and everything repainted; continued in the background (a shell's `bg`, or `kill -CONT` after the
    /// shell took the terminal back), the application gives the terminal up and stops again until `fg`.
    func terminalDidContinue() {
        if let continuedAt = runLoop?.continuedAt, ContinuousClock.now - continuedAt < .seconds(1) {
            runLoop?.continuedAt = nil
            return
        }
        guard isRunning else { return }
        if isInForeground {
            terminal.restore()
            continueAfterStop()
        } else {
            suspend()
        }
    }

    /// Whether this process is the terminal's foreground process group (true when it cannot be told).
    private var isInForeground: Bool {
        guard let descriptor = terminal.inputFileDescriptor else { return true }
        let group = tcgetpgrp(descriptor)
        return group < 0 || group == getpgrp()
    }
}

/// The processes of a process group, from `/proc` (Linux).
enum ProcessGroup {
    static func members(_ group: pid_t) -> [pid_t] {
        guard let directory = opendir("/proc") else { return [] }
        defer { closedir(directory) }
        var members: [pid_t] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let pid = pid_t(name), getpgid(pid) == group else { continue }
            members.append(pid)
        }
        return members
    }
}
