import FoundationEssentials
import TermHostCore

/// Writes dates for `Text(_:style:)` as SwiftUI does in `en_US`, with the Gregorian calendar in the
/// process's time zone.
enum DateText {
    private static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                                 "September", "October", "November", "December"]

    static func format(_ date: Date, style: Text.DateStyle, now: Date, timeZone: TimeZone = .current) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        switch style.kind {
        case .date:
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            let month = months[max(0, min(11, (parts.month ?? 1) - 1))]
            return "\(month) \(parts.day ?? 1), \(parts.year ?? 1970)"
        case .time:
            let parts = calendar.dateComponents([.hour, .minute], from: date)
            let hour = parts.hour ?? 0, minute = parts.minute ?? 0
            let twelve = hour % 12 == 0 ? 12 : hour % 12
            return "\(twelve):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
        case .relative:
            return relative(seconds: Int(abs(date.timeIntervalSince(now)).rounded()), units: 2)
        case .offset:
            let seconds = Int(date.timeIntervalSince(now).rounded())
            return (seconds < 0 ? "-" : "+") + relative(seconds: abs(seconds), units: 1)
        case .timer:
            let seconds = Int(abs(date.timeIntervalSince(now)).rounded())
            let hours = seconds / 3_600, minutes = seconds / 60 % 60, rest = seconds % 60
            let clock = "\(minutes < 10 && hours > 0 ? "0" : "")\(minutes):\(rest < 10 ? "0" : "")\(rest)"
            return hours > 0 ? "\(hours):\(clock)" : clock
        }
    }

    /// `seconds` in its largest `units` units: `2 hours, 23 minutes`.
    private static func relative(seconds: Int, units: Int) -> String {
        let sizes: [(Int, String)] = [(86_400 * 365, "year"), (86_400 * 30, "month"), (86_400 * 7, "week"),
                                      (86_400, "day"), (3_600, "hour"), (60, "minute"), (1, "second")]
        var rest = seconds
        var parts: [String] = []
        for (size, name) in sizes where parts.count < units {
            let count = rest / size
            if count > 0 || (!parts.isEmpty) {
                if count > 0 { parts.append("\(count) \(name)\(count == 1 ? "" : "s")") }
                rest -= count * size
                if !parts.isEmpty && count == 0 { break }
            }
        }
        return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
    }
}
