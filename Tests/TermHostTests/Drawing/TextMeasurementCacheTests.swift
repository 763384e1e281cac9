import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// The measured strings shared by the nodes of one graph: found by value, and bounded.
@Suite("Text measurement cache")
@MainActor
struct TextMeasurementCacheTests {
    @Test func anEqualStringFindsTheSameMeasurement() {
        let cache = TextMeasurementCache()
        let first = cache.measured("Row 5 changed 12")
        let again = cache.measured(String("Row 5 changed 1") + "2")
        #expect(first === again)
        #expect(cache.measured("Row 5 changed 13") !== first)
    }

    @Test func stringsEqualOnlyAsUnicodeAreOtherEntries() {
        let cache = TextMeasurementCache()
        let precomposed = cache.measured("caf\u{E9}")
        let decomposed = cache.measured("cafe\u{301}")
        #expect("caf\u{E9}" == "cafe\u{301}", "Swift equates them")
        #expect(precomposed !== decomposed, "their bytes differ, and measurements hold byte offsets")
        #expect(cache.measured("caf\u{E9}") === precomposed)
    }

    @Test func longStringsWithTheSameEndsAreToldApart() {
        let cache = TextMeasurementCache()
        let middle = String(repeating: "a", count: 10_000)
        let one = cache.measured("start " + middle + "x" + middle + " end")
        let other = cache.measured("start " + middle + "y" + middle + " end")
        #expect(one !== other)
        #expect(cache.measured("start " + middle + "x" + middle + " end") === one)
    }

    @Test func aFreshCacheKeepsEveryStringUpToTwiceTheCapacity() {
        let cache = TextMeasurementCache()
        let first = cache.measured("first")
        for index in 0..<(2 * TextMeasurementCache.capacity - 1) { _ = cache.measured("filler \(index)") }
        #expect(cache.measured("first") === first)
    }

    @Test func aStringUsedAgainStaysAndOneNotUsedGoes() {
        let cache = TextMeasurementCache()
        let kept = cache.measured("kept")
        let dropped = cache.measured("dropped")
        for index in 0..<(2 * TextMeasurementCache.capacity - 2) { _ = cache.measured("filler \(index)") }
        _ = cache.measured("kept") // used again: now among the recent ones
        _ = cache.measured("one more")
        #expect(cache.measured("kept") === kept)
        #expect(cache.measured("dropped") !== dropped)
    }

    @Test(arguments: [0, 1, 7, 31, 32, 33])
    func theLastCapacityStringsAskedForStay(extra: Int) {
        let cache = TextMeasurementCache()
        var made: [MeasuredText] = []
        for index in 0..<(4 * TextMeasurementCache.capacity + extra) { made.append(cache.measured("text \(index)")) }
        // From the most recent back: each found string becomes recent again, and none of the last
        // `capacity` has gone.
        for back in 1...TextMeasurementCache.capacity {
            let index = made.count - back
            #expect(cache.measured("text \(index)") === made[index], "\(back) strings back")
        }
    }

    @Test func theCacheHoldsAtMostAboutTwiceTheCapacity() {
        let cache = TextMeasurementCache()
        let first = cache.measured("first")
        for index in 0..<(2 * TextMeasurementCache.capacity + 1) { _ = cache.measured("filler \(index)") }
        #expect(cache.measured("first") !== first, "over twice the capacity of other strings later, it is let go")
    }
}
