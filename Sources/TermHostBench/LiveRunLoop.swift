import Dispatch
import Glibc
import TermHost

/// `--live`: the list-1000 change measured through the REAL run loop, which every other scenario
/// leaves out (they drive the pipeline with a ManualScheduler).
///
///     TermHostBench --live [--pairs K] [--changes N] [--json]
///
/// Each run is a child process (`--live-child LOOP N`) on a pseudo-terminal of its own (standard input
/// and output are its slave; the parent drains the master): a full-screen ListWidget of 1,000 hosted rows
/// whose row 5 a repeating 20 ms timer changes N times (200 by default), then the application stops.
/// The child reports its own CPU time (user + system, all threads) and context switches over the
/// changes (getrusage, from the first tick to the tick after the last change). LOOP is
/// `dispatch` (`await app.run()` with `dispatchMain()`, as `static func main() async` runs) or
/// `main-thread` (the synchronous `app.run()`, as `Application.launch` without `await` runs); the
/// parent runs both alternately, K pairs (5 by default), and prints the medians.
@MainActor
enum LiveRunLoop {
    static let loops = ["dispatch", "main-thread"]
    static let interval = Duration.milliseconds(20)

    /// Handles the `--live` and `--live-child` arguments; `nil` when the arguments are for the other modes.
    static func main(_ arguments: [String]) -> Int32? {
        guard let first = arguments.first, first == "--live" || first == "--live-child" else { return nil }
        do throws(BenchError) {
            if first == "--live-child" {
                guard arguments.count >= 3, LiveRunLoop.loops.contains(arguments[1]), let changes = Int(arguments[2]) else {
                    throw BenchError.usage("--live-child needs a loop (\(loops.joined(separator: ", "))) and a number of changes")
                }
                let descriptor = arguments.count >= 5 && arguments[3] == "--result-fd" ? Int32(arguments[4]) ?? 2 : 2
                child(loop: arguments[1], changes: changes, resultDescriptor: descriptor)
            }
            var pairs = 5, changes = 200, json = false
            var index = 1
            while index < arguments.count {
                switch arguments[index] {
                case "--json": json = true
                case "--pairs" where index + 1 < arguments.count:
                    index += 1
                    pairs = max(1, Int(arguments[index]) ?? pairs)
                case "--changes" where index + 1 < arguments.count:
                    index += 1
                    changes = max(1, Int(arguments[index]) ?? changes)
                default: throw BenchError.usage("--live takes --pairs K, --changes N and --json; not '\(arguments[index])'")
                }
                index += 1
            }
            try parent(pairs: pairs, changes: changes, json: json)
            return 0
        } catch {
            writeError(error.description)
            return 2
        }
    }

    // MARK: Parent

    static func parent(pairs: Int, changes: Int, json: Bool) throws(BenchError) {
        let path = try ChildProcess.ownExecutablePath()
        var samples: [String: [Sample]] = [:]
        for _ in 0..<pairs {
            for loop in loops {
                samples[loop, default: []].append(try runChild(path: path, loop: loop, changes: changes))
            }
        }
        if json {
            let entries = loops.map { "\(JSON.quoted($0)): [" + (samples[$0] ?? []).map(\.json).joined(separator: ", ") + "]" }
            print("{" + entries.joined(separator: ", ") + "}")
            return
        }
        print("live-list-1000: 1,000 hosted rows, row 5 changed by a 20 ms timer, \(changes) changes, \(pairs) runs per loop (medians; CPU low-high)")
        print(Format.left("loop", 13) + Format.right("CPU µs/change", 16) + Format.right("low-high", 14)
              + Format.right("vol cs/chg", 12) + Format.right("invol cs/chg", 14) + Format.right("frames/chg", 12))
        for loop in loops {
            let runs = samples[loop] ?? []
            let cpu = runs.map(\.cpuMicrosecondsPerUpdate)
            func median(_ key: String) -> Double { Paired.median(runs.compactMap { $0.extra(key) }) ?? 0 }
            print(Format.left(loop, 13) + Format.right(Format.figure(Paired.median(cpu) ?? 0), 16)
                  + Format.right("\(Format.figure(cpu.min() ?? 0))-\(Format.figure(cpu.max() ?? 0))", 14)
                  + Format.right(Format.fixed(median("voluntary_switches_per_update"), decimals: 2), 12)
                  + Format.right(Format.fixed(median("involuntary_switches_per_update"), decimals: 2), 14)
                  + Format.right(Format.fixed(Paired.median(runs.map(\.framesPerUpdate)) ?? 0, decimals: 2), 12))
        }
    }

    /// Runs one child on a fresh pseudo-terminal, draining its output, and reads its result.
    static func runChild(path: String, loop: String, changes: Int) throws(BenchError) -> Sample {
        let pty = try PseudoTerminal(columns: Harness.screenSize.width, rows: Harness.screenSize.height)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw .system("pipe", errno) }
        let resultRead = ends[0], resultWrite = ends[1]
        unsetenv("LINES")
        unsetenv("COLUMNS")
        setenv("TERM", "xterm-256color", 1)

        let pid: pid_t
        do {
            pid = try ChildProcess.spawn(path, arguments: ["--live-child", loop, String(changes), "--result-fd", "3"],
                                         descriptors: [(pty.slave, 0), (pty.slave, 1), (resultWrite, 3)], closing: [resultRead])
        } catch {
            close(resultWrite)
            close(resultRead)
            throw error
        }
        close(resultWrite)

        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var descriptors = [pollfd(fd: pty.master, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: resultRead, events: Int16(POLLIN), revents: 0)]
        reading: while true {
            _ = poll(&descriptors, 2, -1)
            _ = pty.drain()
            if descriptors[1].revents != 0 {
                let got = buffer.withUnsafeMutableBytes { read(resultRead, $0.baseAddress, $0.count) }
                if got > 0 {
                    output.append(contentsOf: buffer[0..<got])
                } else if !(got < 0 && errno == EINTR) {
                    break reading
                }
            }
        }
        close(resultRead)
        let status = try ChildProcess.waitForExit(of: pid)
        _ = pty.drain()
        guard status == 0 else { throw .child("\(loop) live child ended with status \(status)") }
        return try Sample(json: ChildProcess.lastLine(of: String(decoding: output, as: UTF8.self)))
    }

    // MARK: Child

    /// The process's CPU time (all threads) and context switches now.
    struct Usage {
        let cpuMicroseconds: Double
        let voluntarySwitches: Int
        let involuntarySwitches: Int
        let wallMicroseconds: Double

        static func now() -> Usage {
            let usage = ProcessStats.resourceUsage()
            return Usage(cpuMicroseconds: ProcessStats.cpuMicroseconds(in: usage), voluntarySwitches: usage.ru_nvcsw,
                         involuntarySwitches: usage.ru_nivcsw,
                         wallMicroseconds: ProcessStats.wallMicroseconds())
        }
    }

    /// The program under measurement: never returns.
    static func child(loop: String, changes: Int, resultDescriptor: Int32) -> Never {
        let app: Application
        do {
            app = Application(terminal: try NcursesTerminal())
        } catch {
            writeError("live child: \(error)")
            exit(1)
        }
        let rows = TextRows(count: 1_000)
        let window = Window()
        let list = ListWidget(frame: Rect(origin: .zero, size: Harness.screenSize))
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.register(ListCellWidget.self, forCellReuseIdentifier: "text")
        list.dataSource = rows
        window.addSubview(list)
        app.rootContent = window

        var tick = 0
        var start: Usage?
        var end: Usage?
        var frames = (start: 0, end: 0)
        func step() {
            if tick == 0 {
                start = .now()
                frames.start = app.statistics.frames
            }
            if tick == changes {
                end = .now()
                frames.end = app.statistics.frames
                app.stop()
                return
            }
            tick += 1
            // A timer of either loop runs where the main actor's dynamic check holds (this traps otherwise).
            MainActor.assumeIsolated {}
            rows.texts[5] = "Row 5 changed \(tick)"
            list.reloadRows(at: [IndexPath(row: 5, section: 0)], with: .none)
            app.scheduler.schedule(after: interval) { step() }
        }
        app.scheduler.schedule(after: interval) { step() }

        func report() -> Never {
            guard let start, let end else {
                writeError("live child: the application stopped before the changes were made")
                exit(1)
            }
            let count = Double(changes)
            var sample = Sample(scenario: "live-list-1000", n: rows.texts.count)
            sample.cpuMicrosecondsPerUpdate = (end.cpuMicroseconds - start.cpuMicroseconds) / count
            sample.framesPerUpdate = Double(frames.end - frames.start) / count
            sample.peakRSSKilobytes = ProcessStats.peakRSSKilobytes()
            sample.extras = [
                ("updates", count),
                ("voluntary_switches_per_update", Double(end.voluntarySwitches - start.voluntarySwitches) / count),
                ("involuntary_switches_per_update", Double(end.involuntarySwitches - start.involuntarySwitches) / count),
                ("wall_ms_per_update", (end.wallMicroseconds - start.wallMicroseconds) / count / 1_000),
            ]
            sample.note = loop
            let line = Array((sample.json + "\n").utf8)
            _ = line.withUnsafeBytes { write(resultDescriptor, $0.baseAddress, $0.count) }
            exit(0)
        }

        if loop == "main-thread" {
            do {
                try app.run()
            } catch {
                writeError("live child: \(error)")
                exit(1)
            }
            report()
        }
        Task { @MainActor in
            do {
                try await app.run()
            } catch {
                writeError("live child: \(error)")
                exit(1)
            }
            report()
        }
        dispatchMain()
    }
}
