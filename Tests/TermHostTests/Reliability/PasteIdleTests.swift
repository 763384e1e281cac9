import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// A slow read of a long paste does not count as idle time: the paste is not cut in two, and what
/// follows is not taken as typed keys.
@Suite
struct PasteIdleTests {
    @Test func timeSpentReadingIsNotIdleTime() {
        var decoder = NcursesInputDecoder()
        let start = ContinuousClock.now
        #expect(decoder.decode([.keyCode(NcursesKeyCodes.pasteStart), .scalar(0x61)], now: start).isEmpty)
        // The read of the next chunk took two seconds (a slow process), then the decoder is told so.
        decoder.noteActivity(at: start + .seconds(2))
        let events = decoder.decode([.scalar(0x62), .keyCode(NcursesKeyCodes.pasteEnd)], now: start + .seconds(2) + .milliseconds(5))
        #expect(events == [.paste("ab")])
    }

    @Test func aLostEndStillTimesOut() {
        var decoder = NcursesInputDecoder()
        let start = ContinuousClock.now
        _ = decoder.decode([.keyCode(NcursesKeyCodes.pasteStart), .scalar(0x61)], now: start)
        decoder.noteActivity(at: start)
        let events = decoder.decode([.scalar(0x71)], now: start + .seconds(2))
        #expect(events == [.paste("a"), .key(KeyEvent(.character("q")))])
    }
}
