extension Application {
    /// The running application, as `UIApplication.shared` is: the application at work on the current call
    /// (launching a delegate, delivering input, rendering a frame; see ``Screen/main``), else the
    /// application made last that still exists (a program has one). Before any application is made it is
    /// a stand-in on a zero-sized headless terminal whose frames run only when asked (never run): its properties answer (no delegate, no
    /// windows shown), and what is set on it reaches no screen. TermHost has no global application
    /// otherwise: several can exist (tests run many), and code that has a widget or responder should
    /// prefer its ``Responder/application``.
    @MainActor
    public static var shared: Application {
        if let current = ApplicationScope.current { return current }
        if let latest = ApplicationRegistry.latest { return latest }
        return ApplicationRegistry.standIn
    }
}

/// The applications ``Application/shared`` answers with.
@MainActor
enum ApplicationRegistry {
    /// The application made last, while it exists.
    static weak var latest: Application?
    /// The stand-in answered before any application is made.
    static let standIn = Application(terminal: HeadlessTerminal(size: .zero), scheduler: ManualScheduler())
}
