#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Application {
    /// Runs a program on the real terminal and exits the process when it stops.
    ///
    /// `makeContent` builds the root content (a widget `Window` or a declarative root) once the
    /// application exists. When standard input or output is not a terminal, or `TERM` cannot be
    /// driven, one line explaining why goes to standard error and the process exits with status 1,
    /// without any terminal output.
    ///
    /// ```swift
    /// @main struct Hello {
    ///     static func main() async {
    ///         await Application.launch { app in
    ///             let window = Window()
    ///             window.addSubview(LabelWidget("Hello"))
    ///             return window
    ///         }
    ///     }
    /// }
    /// ```
    public static func launch(_ makeContent: (Application) throws -> RootContent) async -> Never {
        do {
            let terminal = try NcursesTerminal()
            let app = Application(terminal: terminal)
            app.rootContent = try makeContent(app)
            try await app.run()
            exit(0)
        } catch let error as TerminalError {
            StandardError.write(error.description)
            exit(1)
        } catch {
            StandardError.write("TermHost: \(error)")
            exit(1)
        }
    }
}
