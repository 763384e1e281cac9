import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting
import TermHostTesting

/// Values shown through format styles: `Text(_:format:)` and `TextField(_:value:format:)` take any
/// `FormatStyle`, Foundation's (which `import TermHost` brings) or the app's own; dates for
/// `Text(_:style:)` are written as SwiftUI does in en_US.
@Suite("Format styles: Foundation's and the app's own, dates")
@MainActor
struct FormatStyleTests {
    /// A format style an app writes itself.
    struct Stars: FormatStyle {
        func format(_ value: Int) -> String { String(repeating: "*", count: value) }
    }

    private let enUS = Locale(identifier: "en_US")

    @Test func textShowsFoundationsFormatStyles() {
        let total = 42.5
        let app = show(VStack(alignment: .leading) {
            Text(total, format: .currency(code: "USD").locale(enUS))
            Text(0.15, format: .percent.locale(enUS))
            Text(1234, format: .number.locale(enUS))
        }.topLeading(), width: 16, height: 3)
        #expect(app.screen == "$42.50\n15%\n1,234")
    }

    @Test func textShowsAnAppsOwnFormatStyle() {
        let app = show(Text(3, format: Stars()).topLeading(), width: 8, height: 1)
        #expect(app.screen == "***")
        #expect("Rating: \(4, format: Stars())" == "Rating: ****")
    }

    @Test func dateStyles() {
        // 2019-06-03 15:04:05 UTC
        let date = Date(timeIntervalSince1970: 1_559_574_245)
        let utc = TimeZone(identifier: "UTC") ?? .current
        let later = date.addingTimeInterval(2 * 3_600 + 23 * 60 + 5)
        #expect(DateText.format(date, style: .date, now: date, timeZone: utc) == "June 3, 2019")
        #expect(DateText.format(date, style: .time, now: date, timeZone: utc) == "3:04 PM")
        #expect(DateText.format(date, style: .relative, now: later, timeZone: utc) == "2 hours, 23 minutes")
        #expect(DateText.format(later, style: .offset, now: date, timeZone: utc) == "+2 hours")
        #expect(DateText.format(later, style: .timer, now: date, timeZone: utc) == "2:23:05")
    }
}
