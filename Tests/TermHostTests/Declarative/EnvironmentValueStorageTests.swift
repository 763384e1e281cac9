import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

private struct CountKey: EnvironmentKey { static let defaultValue = 3 }
private struct LabelKey: EnvironmentKey { static let defaultValue: String? = "default" }

/// Values stored under keys of the environment: each read gives what was last set under that key,
/// of that key's type, or its default.
@Suite("Environment value storage")
@MainActor
struct EnvironmentValueStorageTests {
    @Test func aKeyNeverSetReadsItsDefault() {
        #expect(EnvironmentValues()[CountKey.self] == 3)
        #expect(EnvironmentValues()[LabelKey.self] == "default")
    }

    @Test func aSetValueIsReadBackAndCopiesAreIndependent() {
        var values = EnvironmentValues()
        values[CountKey.self] = 7
        var copy = values
        copy[CountKey.self] = 8
        #expect(values[CountKey.self] == 7)
        #expect(copy[CountKey.self] == 8)
    }

    @Test func anOptionalKeySetToNilReadsNilNotItsDefault() {
        var values = EnvironmentValues()
        values[LabelKey.self] = nil
        #expect(values[LabelKey.self] == nil)
    }
}
