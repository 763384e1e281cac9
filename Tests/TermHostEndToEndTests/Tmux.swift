import Foundation

/// A tmux server of its own (a private socket) running one program in a detached pane of a fixed
/// size, so tests can type into it and read the screen as a person would see it.
/// Sessions and the server are removed by ``close()`` (and by `deinit` as a fallback).
final class TmuxPane {
    let socket: String
    let session = "e2e"
    let directory: URL
    private var closed = false

    /// Starts the shell command line that `command` makes (given a scratch directory for the test's
    /// files) in a `width` x `height` pane.
    /// The pane keeps `historyLimit` lines of scrollback (tmux's default, 2,000, when `nil`).
    init(width: Int = 80, height: Int = 24, environment: [String: String] = [:], historyLimit: Int? = nil,
         command: (_ scratchDirectory: String) -> String) throws {
        socket = "termhost-e2e-\(getpid())-\(UUID().uuidString.prefix(8))"
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(socket)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let command = command(directory.path)
        var exports = "export LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=\(environment["TERM"] ?? "xterm-256color");"
        for (key, value) in environment where key != "TERM" { exports += " export \(key)='\(value)';" }
        // The server this starts keeps whatever descriptors it inherits: give it none of ours.
        let history = historyLimit.map { ["start-server", ";", "set-option", "-g", "history-limit", "\($0)", ";"] } ?? []
        try TmuxPane.run("/usr/bin/env", ["tmux", "-L", socket, "-f", "/dev/null"] + history + ["new-session", "-d", "-s", session,
                                          "-x", "\(width)", "-y", "\(height)", "sh", "-c", exports + " " + command],
                         captureOutput: false)
        _ = try? tmux(["set-option", "-g", "remain-on-exit", "on"])
    }

    deinit { close() }

    /// Kills the session and the private server, and removes the server's socket (tmux leaves it behind).
    func close() {
        guard !closed else { return }
        closed = true
        let socketPath = (try? tmux(["display-message", "-p", "#{socket_path}"]))?
            .trimmingCharacters(in: .whitespacesAndNewlines)
        _ = try? tmux(["kill-server"])
        if let socketPath, socketPath.hasSuffix("/" + socket) { unlink(socketPath) }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Runs tmux on this pane's private server.
    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        try TmuxPane.run("/usr/bin/env", ["tmux", "-L", socket] + arguments)
    }

    /// Sends keys as `tmux send-keys` understands them ("Enter", "C-c", "Tab", literal text).
    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", session] + keys)
    }

    /// Sends literal text (no key-name lookup).
    func type(_ text: String) throws {
        try tmux(["send-keys", "-t", session, "-l", text])
    }

    /// The pane's visible text.
    func capture() -> String {
        (try? tmux(["capture-pane", "-p", "-t", session])) ?? ""
    }

    /// A tmux format evaluated for the pane (e.g. "#{alternate_on}").
    func format(_ format: String) -> String {
        ((try? tmux(["display-message", "-p", "-t", session, format])) ?? "")
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until `predicate` holds for the captured screen; returns the last capture.
    @discardableResult
    func waitForScreen(timeout: Double = 10, _ predicate: (String) -> Bool) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let screen = capture()
            if predicate(screen) { return screen }
            usleep(50_000)
        }
        return nil
    }

    /// Waits until `text` is on screen.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10) -> String? {
        waitForScreen(timeout: timeout) { $0.contains(text) }
    }

    /// Waits until a file in the pane's scratch directory exists; returns its contents.
    func waitForFile(_ name: String, timeout: Double = 10) -> String? {
        let url = directory.appendingPathComponent(name)
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: url, encoding: .utf8), text.hasSuffix("\n") { return text }
            usleep(50_000)
        }
        return nil
    }

    /// The pid of the pane's first process.
    var panePID: Int32 { Int32(format("#{pane_pid}")) ?? 0 }

    /// Row `y` of a captured screen.
    static func line(_ screen: String, _ y: Int) -> String {
        let lines = screen.components(separatedBy: "\n")
        return y < lines.count ? lines[y] : ""
    }

    /// Runs a program and returns its standard output (see ``Spawn/run(_:_:standardInput:captureOutput:)``).
    @discardableResult
    static func run(_ path: String, _ arguments: [String], captureOutput: Bool = true) throws -> String {
        try Spawn.run(path, arguments, captureOutput: captureOutput).output
    }

}

/// Spawn attributes that give the child no blocked signals and default actions: tests run on Dispatch
/// worker threads, which block nearly every signal, and a tmux server that inherits that mask never
/// hears SIGCHLD or SIGTERM, so it outlives `kill-server` with zombie panes.
func cleanSignalAttributes() -> posix_spawnattr_t {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGCHLD, SIGWINCH] { sigaddset(&defaults, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    return attributes
}

/// Where the package's executables were built (beside the test bundle).
enum Products {
    static var directory: URL {
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return exe.deletingLastPathComponent()
    }

    static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// The children of process `pid` (from /proc).
    static func children(of pid: Int32) -> [Int32] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var result: [Int32] = []
        for entry in entries {
            guard let child = Int32(entry),
                  let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 2, Int32(fields[1]) == pid { result.append(child) }
        }
        return result
    }
}

/// A shell command that records `stty -g` before and after running `program`, and its exit status.
func recordingTerminalState(_ program: String, in directory: String) -> String {
    "stty -g > \(directory)/before; \(program); echo $? > \(directory)/status; stty -g > \(directory)/after; sleep 600"
}

/// Runs programs with posix_spawn and waitpid directly (Foundation's Process can hang waiting for
/// exit under a loaded test runner, and a tmux server started through it keeps its pipes open).
enum Spawn {
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    enum Failure: Error { case failed(String) }

    /// Runs `path` with `arguments`; standard input comes from `standardInput` (a file path, or
    /// /dev/null). Output and errors are captured unless `captureOutput` is false.
    static func run(_ path: String, _ arguments: [String], standardInput: String = "/dev/null",
                    captureOutput: Bool = true) throws -> Result {
        var out: [Int32] = [-1, -1]
        var err: [Int32] = [-1, -1]
        if captureOutput {
            guard pipe(&out) == 0, pipe(&err) == 0 else { throw Failure.failed("pipe") }
            // Other tests spawn processes (long-lived tmux servers among them) at the same time:
            // none of them may inherit these pipes, or a read here never sees end-of-file.
            for fd in out + err { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, standardInput, O_RDONLY, 0)
        if captureOutput {
            posix_spawn_file_actions_adddup2(&actions, out[1], 1)
            posix_spawn_file_actions_adddup2(&actions, err[1], 2)
            for fd in out + err { posix_spawn_file_actions_addclose(&actions, fd) }
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        var attributes = cleanSignalAttributes()
        defer { posix_spawnattr_destroy(&attributes) }
        let result = posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        if captureOutput { Glibc.close(out[1]); Glibc.close(err[1]) }
        guard result == 0 else {
            if captureOutput { Glibc.close(out[0]); Glibc.close(err[0]) }
            throw Failure.failed(path)
        }
        let output = captureOutput ? readAll(out[0]) : ""
        let errors = captureOutput ? readAll(err[0]) : ""
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return Result(status: exitStatus, output: output, errors: errors)
    }

    private static func readAll(_ fd: Int32) -> String {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        Glibc.close(fd)
        return String(decoding: data, as: UTF8.self)
    }
}
