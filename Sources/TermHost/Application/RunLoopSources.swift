import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The Dispatch sources of a running application: terminal input, SIGWINCH, and the signals that stop it.
@MainActor
final class RunLoopSources {
    private unowned let application: Application
    private var sources: [DispatchSourceProtocol] = []
    var stopContinuation: CheckedContinuation<Void, Never>?

    init(application: Application) {
        self.application = application
    }

    func start() {
        let app = application
        signal(SIGPIPE, SIG_IGN)
        if let fd = app.terminal.inputFileDescriptor {
            let input = DispatchSource.makeReadSource(fileDescriptor: fd, queue: .main)
            input.setEventHandler { MainActor.assumeIsolated { app.readInput() } }
            input.resume()
            sources.append(input)
        }
        let resize = DispatchSource.makeSignalSource(signal: SIGWINCH, queue: .main)
        resize.setEventHandler { MainActor.assumeIsolated { app.terminalDidResize() } }
        resize.resume()
        sources.append(resize)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
            source.setEventHandler { MainActor.assumeIsolated { app.stop() } }
            source.resume()
            sources.append(source)
        }
    }

    func cancel() {
        for source in sources { source.cancel() }
        sources.removeAll()
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] { signal(number, SIG_DFL) }
    }
}
