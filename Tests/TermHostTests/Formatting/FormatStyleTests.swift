import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting
import TermHostTesting

/// Numbers and dates written as Foundation's format styles write them in en_US. (This test target
/// imports Foundation in another file, so the shorthands here resolve to Foundation's; TermHost's own
/// styles are named with their module. The compatibility corpus, which has no Foundation, uses TermHost's
/// shorthands.)
@Suite("Format styles: number, percent, currency, dates")
@MainActor
struct FormatStyleTests {
    private typealias Integers = TermHost.IntegerFormatStyle<Int>
    private typealias Doubles = TermHost.FloatingPointFormatStyle<Double>

    @Test func numbers() {
        #expect(Integers().format(1234) == "1,234")
        #expect(Integers().format(-1234567) == "-1,234,567")
        #expect(Doubles().format(1234.5) == "1,234.5")
        #expect(Doubles().format(3.14159265) == "3.141593", "six digits after the point at most")
        #expect(Doubles().format(5.0) == "5")
        #expect(Doubles().precision(.fractionLength(2)).format(2.5) == "2.50")
        #expect(Doubles().grouping(.never).format(1234.5) == "1234.5")
    }

    @Test func percentages() {
        #expect(Integers.Percent().format(25) == "25%", "an integer is already a percentage")
        #expect(Doubles.Percent().format(0.256) == "25.6%", "a fraction is multiplied by 100")
        #expect(Doubles.Percent().format(0.2) == "20%")
    }

    @Test func currencies() {
        #expect(Integers.Currency(code: "USD").format(5) == "$5.00")
        #expect(Doubles.Currency(code: "USD").format(1234.5) == "$1,234.50")
        #expect(Doubles.Currency(code: "USD").format(-3.5) == "-$3.50")
        #expect(Doubles.Currency(code: "EUR").format(12.345) == "€12.34", "half to even: 12.345 is 12.3449… as a Double")
        #expect(Doubles.Currency(code: "JPY").format(1234.6) == "¥1,235")
        #expect(Doubles.Currency(code: "CHF").format(12.5) == "CHF 12.50")
    }

    @Test func parsing() throws {
        #expect(try Integers().parseStrategy.parse("1,234") == 1234)
        #expect(try Doubles().parseStrategy.parse(" -12.5 ") == -12.5)
        #expect(try Doubles.Currency(code: "USD").parseStrategy.parse("$1,234.50") == 1234.5)
        #expect(try Doubles.Currency(code: "USD").parseStrategy.parse("50") == 50)
        #expect(try Doubles.Percent().parseStrategy.parse("25%") == 0.25)
        #expect(throws: NumberParseError.self) { try Integers().parseStrategy.parse("12a") }
        #expect(throws: NumberParseError.self) { try Integers().parseStrategy.parse("1.5") }
    }

    @Test func interpolationAndText() {
        let total = 42.5
        #expect("Total: \(total, format: Doubles.Currency(code: "USD"))" == "Total: $42.50")
        let app = show(VStack(alignment: .leading) {
            Text(total, format: Doubles.Currency(code: "USD"))
            Text(0.15, format: Doubles.Percent())
            Text("\(3, format: Integers()) people")
        }.topLeading(), width: 16, height: 3)
        #expect(app.screen == "$42.50\n15%\n3 people")
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
