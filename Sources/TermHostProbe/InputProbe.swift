import TermHost
#if canImport(Glibc)
import Glibc
#endif

/// A focused TextViewWidget that records every change in the directory given on the command line:
/// `changes` gets one line per change (the change number and the text's length in characters) and
/// `text` the whole text after the last change. The second row shows the window's size and the
/// application's state changes (`states` gets one line per state, `size` the size last laid out).
/// Ctrl-C quits (the application's default).
@MainActor
enum InputProbe {
    static func makeWindow(_ app: Application, reportDirectory: String) -> Window {
        let status = placedLabel("", y: 1, width: 60)
        let window = SizeReportingWindow(status: status, reportPath: reportDirectory + "/size")
        window.addSubview(placedLabel("Input probe ready", y: 0, width: 30))
        window.addSubview(status)
        app.addStateObserver { state in
            ReportFile.append("\(state)\n", to: reportDirectory + "/states")
        }
        let editor = TextViewWidget()
        editor.frame = Rect(x: 1, y: 2, width: 40, height: 5)
        var changes = 0
        editor.onChange = { text in
            changes += 1
            ReportFile.write(text, to: reportDirectory + "/text")
            ReportFile.append("\(changes) \(text.count)\n", to: reportDirectory + "/changes")
        }
        window.addSubview(editor)
        _ = editor.becomeFirstResponder()
        return window
    }
}

/// A window that shows its size in a label whenever it is laid out, and writes it to `reportPath`.
final class SizeReportingWindow: Window {
    private let status: LabelWidget
    private let reportPath: String
    private var reported = ""

    init(status: LabelWidget, reportPath: String) {
        self.status = status
        self.reportPath = reportPath
        super.init()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = "\(bounds.width)x\(bounds.height)"
        status.text = "size " + size
        if size != reported {
            reported = size
            ReportFile.write(size + "\n", to: reportPath)
        }
    }
}

/// Files the probes write for the tests that drive them.
enum ReportFile {
    /// Replaces the file at `path` with `text`.
    static func write(_ text: String, to path: String) {
        save(text, to: path, flags: O_WRONLY | O_CREAT | O_TRUNC)
    }

    /// Adds `text` to the end of the file at `path`.
    static func append(_ text: String, to path: String) {
        save(text, to: path, flags: O_WRONLY | O_CREAT | O_APPEND)
    }

    private static func save(_ text: String, to path: String, flags: Int32) {
        let descriptor = open(path, flags | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
