import Testing
@testable import TermHost
@testable @_spi(TermHostInternal) import TermHostCore
@testable @_spi(TermHostInternal) import TermHostAutoLayout
@testable @_spi(TermHostInternal) import TermHostWidgets
@testable @_spi(TermHostInternal) import TermHostViews
@testable @_spi(TermHostInternal) import TermHostHosting

/// A short line of printable ASCII is measured from its length: the same sizes and rows as the wrapper
/// gives, without a wrapper pass at widths it fits in.
@Suite("Plain line measurement")
@MainActor
struct PlainLineMeasurementTests {
    nonisolated static let strings = [
        "a", " ", "  indented", "trailing  ", "a b  c", "Row 5 changed 12", "~!@#$%^&*()_+{}|:<>?",
        String(repeating: "x", count: MeasuredText.plainLineLimit),
        String(repeating: "y", count: MeasuredText.plainLineLimit + 1), "tab\there", "two\nlines", "caf\u{E9}",
    ]

    /// The rows the wrapper itself makes.
    private func wrapperRows(_ string: String, width: Int?, wrapping: LineWrapper.Wrapping, limit: Int)
        -> [(content: Range<String.Index>, width: Int)] {
        var rows: [(content: Range<String.Index>, width: Int)] = []
        LineWrapper(string, width: width, wrapping: wrapping).forEachRow { row in
            rows.append((row.content, row.width))
            return rows.count < limit
        }
        return rows
    }

    @Test(arguments: strings)
    func sizesAndRowsAreTheWrappers(string: String) {
        let count = string.utf8.count
        for wrapping in [LineWrapper.Wrapping.words, .characters] {
            for width in [nil, 0, 1, 3, count - 1, count, count + 1, 2 * count, 2 * count + 1] as [Int?] {
                let expected = wrapperRows(string, width: width, wrapping: wrapping, limit: .max)
                let measured = MeasuredText(string)
                let size = measured.measure(width: width, wrapping: wrapping).size
                #expect(size == Size(width: expected.map(\.width).max() ?? 0, height: expected.count),
                        "\(string) at \(String(describing: width))")
                let rows = MeasuredText(string).rows(width: width, limit: 1_000, wrapping: wrapping)
                #expect(rows.rows.map(\.content) == expected.map(\.content), "\(string) at \(String(describing: width))")
                #expect(rows.rows.map(\.width) == expected.map(\.width))
                #expect(rows.more == false)
            }
        }
        let unwrapped = wrapperRows(string, width: nil, wrapping: .words, limit: .max)
        #expect(MeasuredText(string).lineWidths() == unwrapped.map(\.width))
    }

    @Test func aPlainLineIsWalkedOnceForItsWidthsSizesAndRows() {
        let string = "Row 5 changed 12"
        let measured = MeasuredText(string)
        _ = measured.rows(width: 40, limit: 1)
        _ = measured.measure(width: 40)
        _ = measured.measure(width: nil)
        _ = measured.lineWidths()
        #expect(measured.bytesMeasured == string.utf8.count, "one check of its bytes, no wrapper pass")
    }

    @Test func aNarrowerWidthStillWraps() {
        let measured = MeasuredText("one two three")
        #expect(measured.measure(width: 7).size == Size(width: 7, height: 2))
        #expect(measured.rows(width: 7, limit: 5).rows.count == 2)
    }
}
