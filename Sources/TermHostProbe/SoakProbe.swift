import TermHost
#if canImport(Glibc)
import Glibc
#endif

/// A long run on the real terminal: a timer every millisecond creates a host, moves hosts between two
/// containers, removes the oldest and changes a model, until `frames` frames were drawn. Prints the
/// resident set size at the start and the end (after the terminal is restored).
@MainActor
enum SoakProbe {
    static func run(frames: Int) -> Never {
        do {
            let terminal = try NcursesTerminal()
            let app = Application(terminal: terminal)
            let scenario = SoakScenario()
            app.rootContent = scenario.window
            let startRSS = ResidentMemory.bytes()
            var ticks = 0
            func tick() {
                guard app.isRunning else { return }
                if app.statistics.frames >= frames {
                    app.stop()
                    return
                }
                scenario.step(ticks)
                ticks += 1
                app.scheduler.schedule(after: .milliseconds(1)) { tick() }
            }
            app.scheduler.schedule(after: .milliseconds(1)) { tick() }
            try app.run()
            let endRSS = ResidentMemory.bytes()
            StandardErrorLine.write(
                "soak frames=\(app.statistics.frames) ticks=\(ticks) rss_start_kb=\(startRSS / 1024) rss_end_kb=\(endRSS / 1024) hosts=\(scenario.liveHosts)")
            exit(0)
        } catch {
            StandardErrorLine.write("\(error)")
            exit(1)
        }
    }
}

/// The soak's widget tree: two containers that hosts move between.
@MainActor
final class SoakScenario {
    let window = Window()
    private let left = Widget(frame: Rect(x: 0, y: 1, width: 30, height: 10))
    private let right = Widget(frame: Rect(x: 30, y: 1, width: 30, height: 10))
    private var hosts: [HostWidget<SoakRow>] = []
    private let status = placedLabel("", x: 0, y: 0, width: 60)

    init() {
        window.addSubview(status)
        window.addSubview(left)
        window.addSubview(right)
    }

    /// How many hosts are on screen.
    var liveHosts: Int { hosts.count }

    /// One tick: add a host, re-parent one, remove the oldest beyond eight, update a row.
    func step(_ tick: Int) {
        let host = HostWidget(rootView: SoakRow(value: tick))
        host.frame = Rect(x: 0, y: tick % 10, width: 28, height: 1)
        (tick % 2 == 0 ? left : right).addSubview(host)
        hosts.append(host)
        if hosts.count > 1 {
            let moved = hosts[tick % hosts.count]
            (moved.superview === left ? right : left).addSubview(moved)
        }
        if hosts.count > 8 { hosts.removeFirst().removeFromSuperview() }
        hosts.last?.rootView = SoakRow(value: tick * 2)
        status.text = "soak tick \(tick)"
    }
}

/// A hosted row.
struct SoakRow: View {
    let value: Int
    var body: some View {
        HStack {
            Text("row")
            Text("\(value)")
        }
    }
}

/// The process's resident set size, from /proc/self/statm.
enum ResidentMemory {
    static func bytes() -> Int {
        let descriptor = open("/proc/self/statm", O_RDONLY)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 128)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return 0 }
        let fields = buffer[..<count].split(separator: UInt8(ascii: " "))
        guard fields.count > 1, let pages = Int(String(decoding: fields[1], as: UTF8.self)) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
