import TermHost
#if canImport(Glibc)
import Glibc
#endif

/// Starts a probe screen the way an application does (`Application.launch(_:)`), with `q` to quit:
/// on the main thread (the synchronous launch), or, with `TERMHOST_PROBE_LOOP=async` in the environment,
/// through the asynchronous launch on Dispatch's threads (as a `static func main() async` runs).
@MainActor
enum ProbeRunner {
    /// Runs `makeContent` on the real terminal; `q` stops; exits the process when the application stops.
    static func run(_ makeContent: @escaping (Application) -> RootContent) -> Never {
        let content: (Application) -> RootContent = { app in
            let content = makeContent(app)
            let previous = app.unhandledKeyHandler
            app.unhandledKeyHandler = { key in
                if previous?(key) == true { return true }
                guard key == .character("q") else { return false }
                app.stop()
                return true
            }
            return content
        }
        guard let loop = getenv("TERMHOST_PROBE_LOOP"), String(cString: loop) == "async" else {
            Application.launch(content)
        }
        Task { @MainActor in await Application.launch(content) }
        dispatchMain()
    }
}

/// One line to standard error.
enum StandardErrorLine {
    static func write(_ line: String) {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { Glibc.write(STDERR_FILENO, $0.baseAddress, $0.count) }
    }
}

/// A label placed at a fixed frame.
@MainActor
func placedLabel(_ text: String, x: Int = 1, y: Int, width: Int = 60) -> LabelWidget {
    let label = LabelWidget(text)
    label.frame = Rect(x: x, y: y, width: width, height: 1)
    return label
}
