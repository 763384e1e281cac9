import TermHost

/// The three long strings of the `long-text` scenario.
enum LongStrings {
    /// 1,000,000 ASCII characters in words.
    static let ascii = String(repeating: "lorem ipsum dolor sit amet consectetur ", count: 25_642).prefix(1_000_000).description
    /// 200,000 CJK characters (two columns each).
    static let cjk = String(repeating: "漢字仮名交じり文", count: 25_000)
    /// One letter with 10,000 combining marks (one character).
    static let marks = "e" + String(repeating: "\u{301}", count: 10_000)
    static let all = [ascii, cjk, marks]
}

/// The declarative text paths: Text, Button, TextField (text and prompt), Label, Picker, Section header.
struct LongTextForm: View {
    let text: String
    @State private var field: String
    @State private var choice = 0

    init(text: String) {
        self.text = text
        _field = State(initialValue: text)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(text)
            Button(text) {}
            TextField(text, text: $field)
            TextField(text, text: .constant(""))
            Label(text, systemImage: "star")
            Picker(text, selection: $choice) {
                Text(text).tag(0)
                Text("short").tag(1)
            }
            Form {
                Section(text) { Text("row") }
            }
        }
    }
}

/// A list of one row showing a long string.
@MainActor
final class LongRow: ListWidgetDataSource {
    let text: String
    init(text: String) { self.text = text }
    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "long", for: indexPath)
        cell.textLabel?.text = text
        return cell
    }
}

@MainActor
enum LongTextScenario {
    /// long-text: CPU to the first frame of a window showing a 1,000,000-character ASCII string, a
    /// 200,000-character CJK string and one letter with 10,000 combining marks, each through every
    /// text path: LabelWidget (one line and wrapping), ButtonWidget, TextFieldWidget text and
    /// placeholder, TextViewWidget, a ListWidget cell, a hosted Text / Button / TextField (text and
    /// prompt) / Label / Picker / Section header; the navigation title and an AlertController message
    /// show all three. The strings are made before the clock starts.
    static func run(_ harness: Harness, n: Int) -> Sample {
        let strings = LongStrings.all
        let cpuBefore = ProcessStats.cpuMicroseconds()
        let wallBefore = ProcessStats.wallMicroseconds()
        let content = WidgetController()
        content.title = strings.joined(separator: " ")
        let columnWidth = Harness.screenSize.width / strings.count
        for (column, text) in strings.enumerated() {
            addColumn(text, to: content.view, x: column * columnWidth, width: columnWidth, harness: harness)
        }
        let navigation = NavigationController(rootViewController: content)
        let window = Window()
        window.rootViewController = navigation
        harness.application.rootContent = window
        content.present(AlertController(title: "Long", message: strings.joined(separator: "\n")))
        harness.scheduler.runUntilIdle()
        let cpu = ProcessStats.cpuMicroseconds() - cpuBefore
        var sample = Sample(scenario: "long-text", n: n)
        sample.cpuMicrosecondsPerUpdate = cpu
        sample.bytesPerUpdate = Double(harness.drain())
        let statistics = harness.application.statistics
        sample.framesPerUpdate = Double(statistics.frames)
        sample.cellsDrawnPerUpdate = Double(statistics.cellsDrawn)
        sample.extras = [("wall_us", ProcessStats.wallMicroseconds() - wallBefore)]
        harness.finish(&sample)
        return sample
    }

    private static func addColumn(_ text: String, to view: Widget, x: Int, width: Int, harness: Harness) {
        var y = 1
        func place(_ widget: Widget, height: Int) {
            widget.frame = Rect(x: x, y: y, width: width - 1, height: height)
            view.addSubview(widget)
            y += height
        }
        place(LabelWidget(text), height: 1)
        let wrapping = LabelWidget(text)
        wrapping.numberOfLines = 0
        place(wrapping, height: 3)
        place(ButtonWidget(text), height: 1)
        place(TextFieldWidget(text: text), height: 1)
        place(TextFieldWidget(placeholder: text), height: 1)
        place(TextViewWidget(text: text), height: 3)
        let rows = LongRow(text: text)
        harness.retain(rows)
        let list = ListWidget(frame: .zero)
        list.dataSource = rows
        place(list, height: 2)
        let host = HostWidget { LongTextForm(text: text) }
        host.contentAlignment = .topLeading
        place(host, height: 14)
    }
}
