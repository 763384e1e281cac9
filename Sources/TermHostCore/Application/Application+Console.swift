import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension Application {
    /// Starts capturing standard output and standard error (see ``capturesOutput``) when they go to the
    /// terminal being drawn on.
    func startCapturingOutput() {
        guard capturesOutput, outputCapture == nil, let descriptor = terminal.outputFileDescriptor else { return }
        let path = getenv(OutputCapture.logFileVariable).map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 }
        outputCapture = OutputCapture.start(terminal: descriptor, buffer: console.buffer, logFilePath: path) { [weak self] in
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.outputDidArrive() }
            }
        }
    }

    /// New captured lines: a frame when the console shows them.
    private func outputDidArrive() {
        console.buffer.takeNotification()
        if console.isOpen { setNeedsFrame() }
    }

    /// The console opened, closed or scrolled: a frame, and the content drawn in full again once it closed.
    func consoleDidChange(closed: Bool) {
        if closed { setNeedsFullRedraw() } else { setNeedsFrame() }
    }
}
