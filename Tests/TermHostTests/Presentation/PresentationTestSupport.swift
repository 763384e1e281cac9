import TermHost
import TermHostTesting

extension HeadlessApp {
    /// The screen's rows, trailing spaces trimmed, trailing empty rows dropped.
    var grid: String {
        var rows = lines
        while rows.last == "" { rows.removeLast() }
        return rows.joined(separator: "\n")
    }
}
