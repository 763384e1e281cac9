import Glibc
import Testing
import TermHost
import TermHostTesting

/// A long headless run: timers on a ManualScheduler create hosts, move them between containers and
/// remove them, frame after frame. 5,000 frames by default; 100,000 with `TERMHOST_SOAK=full`.
/// Memory stays flat, removed hosts and their controllers are freed, and no work piles up.
@Suite
@MainActor
struct SoakTests {
    static var frameTarget: Int {
        getenv("TERMHOST_SOAK").map { String(cString: $0) } == "full" ? 100_000 : 5_000
    }

    @Test func hostsComeAndGoForThousandsOfFrames() {
        let scenario = SoakModel()
        let app = HeadlessApp(size: Size(width: 80, height: 24)) { _ in scenario.window }
        var ticks = 0
        var removed: [WeakBox] = []
        func tick() {
            removed += scenario.step(ticks)
            ticks += 1
            app.scheduler.schedule(after: .milliseconds(16)) { tick() }
        }
        app.scheduler.schedule(after: .milliseconds(16)) { tick() }
        let target = Self.frameTarget
        var warmRSS = 0
        let startRSS = ResidentMemory.bytes()
        while app.statistics.frames < target {
            app.advance(by: .milliseconds(16))
            if warmRSS == 0 && app.statistics.frames >= target / 10 { warmRSS = ResidentMemory.bytes() }
            if removed.count > 64 {
                #expect(removed.allSatisfy { $0.object == nil }, "removed hosts and controllers are freed")
                removed.removeAll(keepingCapacity: true)
            }
        }
        let endRSS = ResidentMemory.bytes()
        print("soak: frames=\(app.statistics.frames) ticks=\(ticks) rss_start_kb=\(startRSS / 1024) rss_warm_kb=\(warmRSS / 1024) rss_end_kb=\(endRSS / 1024)")
        #expect(removed.allSatisfy { $0.object == nil })
        #expect(scenario.liveHosts <= 8)
        #expect(app.scheduler.pendingCount == 1, "only the next timer is pending: nothing piles up")
        #expect(app.application.diagnostics.isEmpty, "\(app.application.diagnostics.prefix(3))")
        #expect(endRSS - warmRSS < 8 << 20, "memory stays flat after warm-up (\(warmRSS / 1024) KB → \(endRSS / 1024) KB)")
        #expect(app.find("soak tick \(ticks - 1)") != nil)
    }
}

/// A weak reference to check that something was freed.
struct WeakBox {
    weak var object: AnyObject?
}

/// Two containers that hosts move between; at most eight hosts live at once.
@MainActor
final class SoakModel {
    let window = Window()
    private let left = Widget(frame: Rect(x: 0, y: 1, width: 40, height: 10))
    private let right = Widget(frame: Rect(x: 40, y: 1, width: 40, height: 10))
    private let status = LabelWidget()
    private var hosts: [HostWidget<SoakRowView>] = []

    init() {
        status.frame = Rect(x: 0, y: 0, width: 40, height: 1)
        window.addSubview(status)
        window.addSubview(left)
        window.addSubview(right)
    }

    var liveHosts: Int { hosts.count }

    /// Adds a host, re-parents one, removes the oldest beyond eight, replaces a root view; returns weak
    /// references to what it removed.
    func step(_ tick: Int) -> [WeakBox] {
        let host = HostWidget(rootView: SoakRowView(value: tick))
        host.frame = Rect(x: 0, y: tick % 10, width: 38, height: 1)
        (tick % 2 == 0 ? left : right).addSubview(host)
        hosts.append(host)
        let moved = hosts[tick % hosts.count]
        (moved.superview === left ? right : left).addSubview(moved)
        var removed: [WeakBox] = []
        if hosts.count > 8 {
            let old = hosts.removeFirst()
            old.removeFromSuperview()
            removed = [WeakBox(object: old), WeakBox(object: old.hostingController)]
        }
        hosts.last?.rootView = SoakRowView(value: tick * 2)
        status.text = "soak tick \(tick)"
        return removed
    }
}

/// A hosted row with state of its own.
struct SoakRowView: View {
    let value: Int
    @State private var taps = 0

    var body: some View {
        HStack {
            Text("row \(value)")
            Button("tap \(taps)") { taps += 1 }
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
