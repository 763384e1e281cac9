import Glibc

/// Runs a program as a child process and collects what it prints on standard output.
enum ChildProcess {
    /// The path of this executable (to re-run itself for one scenario).
    static func ownExecutablePath() throws(BenchError) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { throw .system("readlink /proc/self/exe", errno) }
        return String(decoding: buffer[0..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `path` is an executable file.
    static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
    }

    /// Runs `path` with `arguments`, standard output to a pipe (standard error inherited), waits for it
    /// and returns its output. Throws when it cannot start, is killed or exits non-zero.
    static func run(_ path: String, arguments: [String]) throws(BenchError) -> String {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw .system("pipe", errno) }
        let readEnd = pipeEnds[0], writeEnd = pipeEnds[1]
        let pid: pid_t
        do {
            pid = try spawn(path, arguments: arguments, descriptors: [(writeEnd, STDOUT_FILENO)], closing: [readEnd, writeEnd])
        } catch {
            close(writeEnd)
            close(readEnd)
            throw error
        }
        close(writeEnd)

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let got = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if got > 0 {
                output.append(contentsOf: buffer[0..<got])
            } else if got < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        close(readEnd)

        let status = try waitForExit(of: pid)
        let text = String(decoding: output, as: UTF8.self)
        let signal = status & 0x7F
        if signal != 0 { throw .child("\(path) \(arguments.joined(separator: " ")) was killed by signal \(signal)") }
        let code = (status >> 8) & 0xFF
        if code != 0 { throw .child("\(path) \(arguments.joined(separator: " ")) exited with status \(code)") }
        return text
    }

    /// Starts `path` with `arguments` (the path is the first argument), each of `descriptors` duplicated
    /// onto its target number in the child and each of `closing` closed there, and returns its pid.
    static func spawn(_ path: String, arguments: [String], descriptors: [(Int32, onto: Int32)],
                      closing: [Int32]) throws(BenchError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, target) in descriptors { posix_spawn_file_actions_adddup2(&actions, descriptor, target) }
        for descriptor in closing { posix_spawn_file_actions_addclose(&actions, descriptor) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw .system("posix_spawn \(path)", spawned) }
        return pid
    }

    /// Waits for child `pid` to end and returns its wait status.
    static func waitForExit(of pid: pid_t) throws(BenchError) -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw .system("waitpid", errno) }
        }
        return status
    }

    /// The last non-empty line of `output`.
    static func lastLine(of output: String) -> String {
        output.split(separator: "\n").last.map(String.init) ?? ""
    }
}
