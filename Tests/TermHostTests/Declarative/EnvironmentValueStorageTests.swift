import Testing
@testable import TermHost

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
