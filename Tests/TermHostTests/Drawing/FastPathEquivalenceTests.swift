import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// The ASCII and fill fast paths must give exactly what drawing character by character gives.
@Suite("Fast path equivalence")
struct FastPathEquivalenceTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func background(_ canvas: Canvas, _ rng: inout SplitMix) {
        for y in 0..<canvas.size.height {
            canvas.drawText(String((0..<12).map { _ in ["世", "a", "界", "b", " "].randomElement(using: &rng) ?? " " }),
                            at: Point(x: Int.random(in: -1...1, using: &rng), y: y),
                            style: Style(background: .ansi(UInt8.random(in: 0...15, using: &rng))))
        }
    }

    private func changes(_ buffer: ScreenBuffer) -> [String] {
        var result: [String] = []
        buffer.takeChanges { cell, point in result.append("\(point)\(cell.character)\(cell.width)") }
        return result
    }

    @Test func asciiTextMatchesCharacterByCharacterDrawing() {
        var rng = SplitMix(state: 42)
        for _ in 0..<500 {
            let fast = ScreenBuffer(size: Size(width: 12, height: 3))
            let slow = ScreenBuffer(size: Size(width: 12, height: 3))
            var fastRng = rng, slowRng = rng
            background(Canvas(buffer: fast), &fastRng)
            background(Canvas(buffer: slow), &slowRng)
            rng = fastRng
            _ = changes(fast)
            _ = changes(slow)
            let clip = Rect(x: Int.random(in: -2...6, using: &rng), y: Int.random(in: -1...2, using: &rng),
                            width: Int.random(in: 0...10, using: &rng), height: Int.random(in: 0...3, using: &rng))
            let text = String((0..<Int.random(in: 0...14, using: &rng)).map { _ in
                Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &rng)))
            })
            let point = Point(x: Int.random(in: -4...8, using: &rng), y: Int.random(in: -1...3, using: &rng))
            let style = Style(foreground: .red, attributes: .bold)
            let fastAdvance = Canvas(buffer: fast).subcanvas(clip).drawText(text, at: point, style: style)
            let slowCanvas = Canvas(buffer: slow).subcanvas(clip)
            var x = point.x
            for character in text where x < slowCanvas.clip.maxX - slowCanvas.origin.x {
                x += slowCanvas.put(character, at: Point(x: x, y: point.y), style: style)
            }
            #expect(fastAdvance == x - point.x)
            #expect(fast.text() == slow.text())
            #expect(allCells(of: fast).map(\.0) == allCells(of: slow).map(\.0))
            #expect(changes(fast) == changes(slow))
            #expect(wideCellsAreConsistent(fast))
        }
    }

    @Test func fillMatchesCellByCellWrites() {
        var rng = SplitMix(state: 7)
        for _ in 0..<300 {
            let fast = ScreenBuffer(size: Size(width: 12, height: 3))
            let slow = ScreenBuffer(size: Size(width: 12, height: 3))
            var fastRng = rng, slowRng = rng
            background(Canvas(buffer: fast), &fastRng)
            background(Canvas(buffer: slow), &slowRng)
            rng = fastRng
            _ = changes(fast)
            _ = changes(slow)
            let rect = Rect(x: Int.random(in: -2...10, using: &rng), y: Int.random(in: -1...2, using: &rng),
                            width: Int.random(in: 0...8, using: &rng), height: Int.random(in: 0...3, using: &rng))
            let style = Style(foreground: .green)
            Canvas(buffer: fast).fill(rect, with: "#", style: style)
            let slowCanvas = Canvas(buffer: slow)
            for y in rect.minY..<max(rect.minY, rect.maxY) {
                for x in rect.minX..<max(rect.minX, rect.maxX) { slowCanvas.put("#", at: Point(x: x, y: y), style: style) }
            }
            #expect(allCells(of: fast).map(\.0) == allCells(of: slow).map(\.0))
            #expect(changes(fast) == changes(slow))
        }
    }
}
