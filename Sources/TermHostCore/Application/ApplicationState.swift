/// Whether the application is in front of the user: `UIApplication.State`.
///
/// A terminal application is `.active` while it owns the terminal, and `.background` while it is
/// suspended (Ctrl-Z / SIGTSTP) until it is continued (`fg` / SIGCONT). `.inactive` is the moment
/// between the two (the terminal is being given back or taken again).
public enum ApplicationState: Sendable, Hashable {
    /// In front of the user, receiving events.
    case active
    /// Visible but not receiving events (between active and background).
    case inactive
    /// Suspended: the terminal belongs to the shell.
    case background
}

extension Application {
    /// Registers `observer` to be called on the main actor with the new state each time
    /// ``applicationState`` changes. Returns a token; pass it to ``removeStateObserver(_:)`` to stop.
    @discardableResult
    public func addStateObserver(_ observer: @escaping @MainActor (ApplicationState) -> Void) -> Int {
        stateObservers.add(observer)
    }

    /// Stops calling the observer registered with `token`.
    public func removeStateObserver(_ token: Int) {
        stateObservers.remove(token)
    }

    /// Moves the application to `state` and tells the observers (nothing happens when it is already there).
    /// The run loop calls this when the process is suspended and continued.
    public func setApplicationState(_ state: ApplicationState) {
        guard state != applicationState else { return }
        applicationState = state
        stateObservers.notify(state)
    }
}
