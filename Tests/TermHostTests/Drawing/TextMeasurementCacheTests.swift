import Testing
@testable import TermHost

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

    @Test func upToTwiceTheCapacityEveryStringStays() {
        let cache = TextMeasurementCache()
        let first = cache.measured("first")
        for index in 0..<(2 * TextMeasurementCache.capacity - 1) { _ = cache.measured("filler \(index)") }
        #expect(cache.measured("first") === first)
    }

    @Test func beyondTwiceTheCapacityTheMostRecentlyUsedStay() {
        let cache = TextMeasurementCache()
        let kept = cache.measured("kept")
        let dropped = cache.measured("dropped")
        for index in 0..<(2 * TextMeasurementCache.capacity - 2) { _ = cache.measured("filler \(index)") }
        _ = cache.measured("kept") // used again: now the most recent
        _ = cache.measured("one more") // over twice the capacity: the least recently used go
        #expect(cache.measured("kept") === kept)
        #expect(cache.measured("dropped") !== dropped)
    }
}
