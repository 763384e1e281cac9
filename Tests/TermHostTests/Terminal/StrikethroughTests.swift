import Testing
@testable import TermHostCore

@Suite("Strikethrough on a terminal library without a strikeout attribute")
@MainActor
struct StrikethroughTests {
    /// A struck-through cell is written with U+0336 COMBINING LONG STROKE OVERLAY after its character,
    /// one cluster in one cell.
    @Test func aStruckCharacterCarriesTheCombiningLongStrokeOverlay() {
        let struck = NcursesTerminal.struckThrough("a")
        #expect(struck.unicodeScalars.map(\.value) == [0x61, 0x336])
        #expect(NcursesTerminal.struckThrough(" ").unicodeScalars.map(\.value) == [0x20, 0x336])
        #expect(TextWidth.of(String(struck)) == 1)
    }
}
