import Glibc
import TermHost

/// One application under measurement, on a real ncurses terminal over a pseudo-terminal (or on a
/// headless terminal), driven by a manual scheduler: each change is followed by `runUntilIdle()`, so
/// the whole pipeline (updates, layout, drawing, ncurses output) runs once per change without waiting.
@MainActor
final class Harness {
    static let screenSize = Size(width: 120, height: 40)

    let scheduler = ManualScheduler()
    let application: Application
    /// Whether the app draws on a headless terminal (no bytes are counted).
    let isHeadless: Bool
    /// CPU time when the harness started to set up (before the terminal was opened).
    let setupStartCPU: Double
    /// Wall-clock time when the harness started to set up.
    let setupStartWall: Double
    private let pseudoTerminal: PseudoTerminal?
    private let ncurses: NcursesTerminal?
    /// Bytes the terminal received before the measured updates (initialisation and the first frame).
    private(set) var setupBytes = 0
    /// Objects the scenario needs kept alive (weakly referenced data sources, models).
    private var retained: [AnyObject] = []

    init(headless: Bool) throws(BenchError) {
        setupStartCPU = ProcessStats.cpuMicroseconds()
        setupStartWall = ProcessStats.wallMicroseconds()
        isHeadless = headless
        if headless {
            pseudoTerminal = nil
            ncurses = nil
            application = Application(terminal: HeadlessTerminal(size: Self.screenSize), scheduler: scheduler)
            return
        }
        let pty = try PseudoTerminal(columns: Self.screenSize.width, rows: Self.screenSize.height)
        // ncurses prefers LINES and COLUMNS from the environment to the TTY's size: take them out.
        unsetenv("LINES")
        unsetenv("COLUMNS")
        setenv("TERM", "xterm-256color", 1)
        // As under Application.run, which handles SIGTSTP and SIGWINCH itself and ignores them in their
        // default sense before the terminal starts: ncurses then installs no handler for them, and its
        // `doupdate` does not block SIGTSTP around every frame (two system calls a frame that a running
        // application does not make).
        signal(SIGTSTP, SIG_IGN)
        signal(SIGWINCH, SIG_IGN)
        let terminal: NcursesTerminal
        do {
            terminal = try NcursesTerminal(inputFileDescriptor: pty.slave, outputFileDescriptor: pty.slave, termName: "xterm-256color")
            try terminal.start()
        } catch {
            throw .terminal(error.description)
        }
        pseudoTerminal = pty
        ncurses = terminal
        application = Application(terminal: terminal, scheduler: scheduler)
        setupBytes = pty.drain()
    }

    /// Keeps `object` alive for as long as the harness.
    func retain(_ object: AnyObject) {
        retained.append(object)
    }

    /// Shows `content` and renders the first frame.
    func show(_ content: RootContent) {
        application.rootContent = content
        scheduler.runUntilIdle()
        setupBytes += drain()
    }

    /// Reads what the terminal received since the last call (0 on a headless terminal).
    func drain() -> Int {
        pseudoTerminal?.drain() ?? 0
    }

    /// Runs `updates` changes, each followed by one run of the scheduler until idle and a drain of
    /// the terminal's output, and returns the figures per change. CPU is measured around the loop only.
    func measure(_ name: String, n: Int, updates: Int, change: (Int) -> Void) -> Sample {
        scheduler.runUntilIdle()
        _ = drain()
        let before = application.statistics
        var bytes = 0
        let startUsage = ProcessStats.resourceUsage()
        for index in 0..<updates {
            change(index)
            scheduler.runUntilIdle()
            bytes += drain()
        }
        let endUsage = ProcessStats.resourceUsage()
        let cpu = ProcessStats.cpuMicroseconds(in: endUsage) - ProcessStats.cpuMicroseconds(in: startUsage)
        let after = application.statistics
        let count = Double(max(1, updates))
        var sample = Sample(scenario: name, n: n)
        sample.cpuMicrosecondsPerUpdate = cpu / count
        sample.bytesPerUpdate = Double(bytes) / count
        sample.framesPerUpdate = Double(after.frames - before.frames) / count
        sample.bodyEvaluationsPerUpdate = Double(after.bodyEvaluations - before.bodyEvaluations) / count
        sample.widgetsLaidOutPerUpdate = Double(after.widgetsLaidOut - before.widgetsLaidOut) / count
        sample.cellsDrawnPerUpdate = Double(after.cellsDrawn - before.cellsDrawn) / count
        sample.extras = [
            ("updates", Double(updates)),
            ("nodes_laid_out_per_update", Double(after.nodesLaidOut - before.nodesLaidOut) / count),
            ("node_frames_changed_per_update", Double(after.nodeFramesChanged - before.nodeFramesChanged) / count),
            ("draws_per_update", Double(after.draws - before.draws) / count),
            ("cells_presented_per_update", Double(after.cellsPresented - before.cellsPresented) / count),
            // Memory given to or taken back from the heap while changing. (The kernel's user/system split of
            // the CPU time is not shown: it is sampled by clock ticks, a few per run, so it says nothing here.)
            ("page_faults_per_update", Double(endUsage.ru_minflt - startUsage.ru_minflt + endUsage.ru_majflt - startUsage.ru_majflt) / count),
        ]
        return sample
    }

    /// CPU (and wall time, bytes, frames, cells drawn) to the first frame of the content `make` builds:
    /// the clock starts before `make` runs and stops once the frame is drawn.
    func measureFirstFrame(_ name: String, n: Int, make: () -> RootContent) -> Sample {
        let cpuBefore = ProcessStats.cpuMicroseconds()
        let wallBefore = ProcessStats.wallMicroseconds()
        application.rootContent = make()
        scheduler.runUntilIdle()
        var sample = Sample(scenario: name, n: n)
        sample.cpuMicrosecondsPerUpdate = ProcessStats.cpuMicroseconds() - cpuBefore
        sample.bytesPerUpdate = Double(drain())
        let statistics = application.statistics
        sample.framesPerUpdate = Double(statistics.frames)
        sample.bodyEvaluationsPerUpdate = Double(statistics.bodyEvaluations)
        sample.cellsDrawnPerUpdate = Double(statistics.cellsDrawn)
        sample.extras = [("wall_us", ProcessStats.wallMicroseconds() - wallBefore), ("nodes_laid_out", Double(statistics.nodesLaidOut))]
        return sample
    }

    /// Gives the terminal back and records the peak RSS in `sample`.
    func finish(_ sample: inout Sample) {
        ncurses?.restore()
        _ = drain()
        sample.peakRSSKilobytes = ProcessStats.peakRSSKilobytes()
    }
}
