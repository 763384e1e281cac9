#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Application {
    /// Runs a program on the real terminal, serving it on the main thread (the synchronous `run()`:
    /// the cheaper run loop), and exits the process when it stops.
    ///
    /// Call it from the main thread: top-level code in `main.swift` without `await`, or a synchronous
    /// `static func main()`. `makeContent` builds the root content (a widget `Window` or a declarative
    /// root) once the application exists. When standard input or output is not a terminal, `TERM` cannot
    /// be driven or the thread cannot serve the main queue (``RunLoopUnavailableError``), one line
    /// explaining why goes to standard error and the process exits with status 1, without any terminal
    /// output.
    ///
    /// ```swift
    /// @main struct Hello {
    ///     static func main() {
    ///         Application.launch { app in
    ///             let window = Window()
    ///             window.addSubview(LabelWidget("Hello"))
    ///             return window
    ///         }
    ///     }
    /// }
    /// ```
    public static func launch(_ makeContent: (Application) throws -> RootContent) -> Never {
        do {
            guard MainQueueWakeUp.descriptorForCurrentThread != nil else { throw RunLoopUnavailableError() }
            try makeApplication(makeContent).run()
            exit(0)
        } catch {
            failLaunch(error)
        }
    }

    /// Runs a program on the real terminal with the asynchronous `run()` and exits the process when it
    /// stops: for a `static func main() async` or top-level code that awaits other work, where Dispatch's threads
    /// serve the main queue (the synchronous `launch(_:)` is cheaper where it can be used).
    ///
    /// `makeContent` builds the root content once the application exists. When standard input or output
    /// is not a terminal, or `TERM` cannot be driven, one line explaining why goes to standard error and
    /// the process exits with status 1, without any terminal output.
    public static func launch(_ makeContent: (Application) throws -> RootContent) async -> Never {
        do {
            try await makeApplication(makeContent).run()
            exit(0)
        } catch {
            failLaunch(error)
        }
    }

    /// An application on the real terminal showing what `makeContent` builds (both launches' start).
    private static func makeApplication(_ makeContent: (Application) throws -> RootContent) throws -> Application {
        let app = Application(terminal: try NcursesTerminal())
        app.rootContent = try makeContent(app)
        return app
    }

    /// Writes one line about `error` to standard error and exits with status 1.
    private static func failLaunch(_ error: any Error) -> Never {
        switch error {
        case let error as TerminalError: StandardError.write(error.description)
        case let error as RunLoopUnavailableError: StandardError.write(error.description)
        default: StandardError.write("TermHost: \(error)")
        }
        exit(1)
    }
}
