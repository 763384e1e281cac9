import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// Characters whose bytes arrive in separate reads are kept whole; invalid bytes are dropped.
@Suite
struct UTF8AssemblerTests {
    private func assemble(_ bytes: [UInt8], into assembler: inout UTF8Assembler) -> String {
        var result = String.UnicodeScalarView()
        for byte in bytes { if let scalar = assembler.push(byte) { result.append(scalar) } }
        return String(result)
    }

    @Test func everySplitOfAMultibyteCharacterIsKept() {
        for text in ["é", "世", "🙂"] {
            let bytes = Array(text.utf8)
            for cut in 1..<bytes.count {
                var assembler = UTF8Assembler()
                let first = assemble(Array(bytes[..<cut]), into: &assembler)
                #expect(first.isEmpty && assembler.hasPartialSequence)
                #expect(assemble(Array(bytes[cut...]), into: &assembler) == text)
                #expect(!assembler.hasPartialSequence)
            }
        }
    }

    @Test func invalidBytesAreDroppedAndTheNextCharacterSurvives() {
        var assembler = UTF8Assembler()
        let cases: [[UInt8]] = [[0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xF5, 0x80], [0xFF], [0xED, 0xA0, 0x80],
                                [0xE0, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE4, 0xB8], [0xF0, 0x9F, 0x99]]
        for bytes in cases {
            #expect(assemble(bytes + Array("x".utf8), into: &assembler) == "x", "\(bytes)")
        }
    }

    @Test func resetDropsAPartialSequence() {
        var assembler = UTF8Assembler()
        _ = assemble([0xE4, 0xB8], into: &assembler)
        assembler.reset()
        #expect(assemble([0x96], into: &assembler).isEmpty)
        #expect(assemble(Array("世".utf8), into: &assembler) == "世")
    }
}
