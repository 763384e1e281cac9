import TermHost

/// The form typed into by the `typing` scenario.
struct TypingForm: View {
    @State private var name = ""
    @State private var note = ""

    var body: some View {
        Form {
            Section("Profile") {
                TextField("Name", text: $name)
                TextField("Note", text: $note)
            }
            Text("\(name.count) characters typed")
        }
    }
}

@MainActor
enum AppScenarios {
    static let launcherNames = ["list-1000", "label-in-big-tree", "host-resize", "list-100k", "startup", "typing"]

    /// startup: from before the terminal is opened to the first frame on screen, of a launcher-like
    /// window: a hosted title, a list of six scenario names and a status line.
    static func startup(_ harness: Harness, n: Int) -> Sample {
        let window = Window()
        let title = HostWidget { Text("TermHost Bench").bold() }
        title.contentAlignment = .topLeading
        title.frame = Rect(x: 1, y: 0, width: Harness.screenSize.width - 2, height: 1)
        window.addSubview(title)
        let names = NameRows(names: launcherNames)
        harness.retain(names)
        let list = ListWidget(frame: Rect(x: 1, y: 2, width: 40, height: launcherNames.count))
        list.dataSource = names
        window.addSubview(list)
        let status = StatusBarWidget([(key: "Enter", title: "Run"), (key: "q", title: "Quit")])
        status.frame = Rect(x: 0, y: Harness.screenSize.height - 1, width: Harness.screenSize.width, height: 1)
        window.addSubview(status)
        harness.show(window)
        let cpu = ProcessStats.cpuMicroseconds()
        var sample = Sample(scenario: "startup", n: n)
        sample.cpuMicrosecondsPerUpdate = cpu - harness.setupStartCPU
        sample.bytesPerUpdate = Double(harness.setupBytes)
        let statistics = harness.application.statistics
        sample.framesPerUpdate = Double(statistics.frames)
        sample.bodyEvaluationsPerUpdate = Double(statistics.bodyEvaluations)
        sample.widgetsLaidOutPerUpdate = Double(statistics.widgetsLaidOut)
        sample.cellsDrawnPerUpdate = Double(statistics.cellsDrawn)
        sample.extras = [
            ("process_cpu_us", cpu),
            ("wall_us", ProcessStats.wallMicroseconds() - harness.setupStartWall),
        ]
        harness.finish(&sample)
        return sample
    }

    /// typing: N characters typed, one key event and one frame each, into the first TextField of a
    /// hosted Form (it has the focus from the first frame).
    static func typing(_ harness: Harness, n: Int) -> Sample {
        let window = Window()
        let host = HostWidget { TypingForm() }
        host.contentAlignment = .topLeading
        host.frame = Rect(origin: .zero, size: Harness.screenSize)
        host.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(host)
        harness.show(window)
        let alphabet = Array("the quick brown fox jumps over the lazy dog ")
        var sample = harness.measure("typing", n: n, updates: n) { index in
            harness.application.handle(.key(KeyEvent(.character(alphabet[index % alphabet.count]))))
        }
        harness.finish(&sample)
        return sample
    }

    /// widget-memory: how much the resident set (and the heap) grows per plain `Widget`, for N widgets
    /// added to a window and drawn once.
    static func widgetMemory(_ harness: Harness, n: Int) -> Sample {
        let window = Window()
        let container = Widget(frame: Rect(origin: .zero, size: Harness.screenSize))
        window.addSubview(container)
        harness.show(window)
        let rssBefore = ProcessStats.currentRSSBytes()
        let heapBefore = ProcessStats.heapBytesInUse()
        let cpuBefore = ProcessStats.cpuMicroseconds()
        let width = Harness.screenSize.width, height = Harness.screenSize.height
        for index in 0..<n {
            container.addSubview(Widget(frame: Rect(x: index % width, y: (index / width) % height, width: 1, height: 1)))
        }
        harness.scheduler.runUntilIdle()
        _ = harness.drain()
        let cpu = ProcessStats.cpuMicroseconds() - cpuBefore
        let rssAfter = ProcessStats.currentRSSBytes()
        let heapAfter = ProcessStats.heapBytesInUse()
        var sample = Sample(scenario: "widget-memory", n: n)
        let count = Double(max(1, n))
        sample.cpuMicrosecondsPerUpdate = cpu / count
        sample.extras = [
            ("rss_bytes_per_widget", Double(rssAfter - rssBefore) / count),
            ("heap_bytes_per_widget", Double(heapAfter - heapBefore) / count),
        ]
        harness.finish(&sample)
        return sample
    }
}

/// A fixed list of names shown in plain list cells.
@MainActor
final class NameRows: ListWidgetDataSource {
    let names: [String]

    init(names: [String]) { self.names = names }

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }
}
