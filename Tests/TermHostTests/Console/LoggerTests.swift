import Testing
@testable @_spi(TermHostInternal) import TermHostCore

/// `Logger` in `os.Logger`'s shape: its levels, its interpolation and the line it writes.
@Suite struct LoggerTests {
    @Test func writesTheLevelSubsystemAndCategoryBeforeTheMessage() {
        let logger = Logger(subsystem: "com.example.notes", category: "sync")
        #expect(logger.line(level: .error, "Sync failed") == "error com.example.notes/sync: Sync failed")
        #expect(Logger().line(level: .default, "Started") == "notice: Started")
    }

    @Test func interpolatesValuesWithPrivacyAndAlignmentOptions() {
        let count = 3
        let name = "notes.db"
        let message: OSLogMessage = "Loaded \(count) items from \(name, privacy: .private) [\(count, align: .right(columns: 4))]"
        #expect(message.text == "Loaded 3 items from notes.db [   3]")
        let left: OSLogMessage = "[\(name, align: .left(columns: 10), privacy: .public)]"
        #expect(left.text == "[notes.db  ]")
    }

    @Test func levelsAreOrderedFromDebugToFaultAndNamedAsTheConsoleShowsThem() {
        #expect(OSLogType.allLevels == [.debug, .info, .default, .error, .fault])
        #expect(OSLogType.allLevels.sorted() == OSLogType.allLevels)
        #expect(OSLogType.allLevels.map(\.description) == ["debug", "info", "notice", "error", "fault"])
    }
}
