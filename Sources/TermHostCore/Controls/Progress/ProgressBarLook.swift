/// How a progress bar looks in both halves: one row, the done part filled, the rest a dimmed track.
/// `ProgressBarWidget` (UIProgressView) and SwiftUI's linear `ProgressView` adapt it, so the same
/// fraction draws the same cells.
///
/// `████░░░░` (with `#` and `-` where the terminal cannot draw blocks); an unknown fraction draws the
/// track dotted (`········`, SwiftUI's indeterminate linear view; a terminal does not animate it). The
/// filled part is in the progress tint (`progressTintColor`, SwiftUI's `.tint`; the text colour when
/// none), the track dimmed (or in `trackTintColor`). A percentage (`ProgressBarWidget.showsPercentage`,
/// TermHost's own; UIKit and SwiftUI show none) takes the last five columns: ` 42%` right-aligned after
/// a space. The filled cells are the bar's width times the fraction rounded down, a fraction within a
/// millionth below a cell counting as reaching it (a `Float` progress such as 0.7 is 0.6999999 as a
/// `Double`, and both halves must fill the same cells).
///
/// Not `Equatable` on purpose: a synthesized `==` over its styles gives `Style`'s `==` a caller more, and
/// the whole-module optimizer then inlines `ScreenBuffer.fillRun`'s closure differently (measured with
/// `scripts/instructions.sh`: list-1000-cells 91.9k -> 92.1k instructions per change).
package struct ProgressBarLook: Sendable {
    /// The width a bar asks for when nothing proposes one (SwiftUI's ideal).
    package static let idealWidth = 20

    /// The fraction done, from 0 to 1; `nil` when unknown.
    package var fraction: Double?
    /// The style of the filled part.
    package var filledStyle: Style
    /// The style of the track.
    package var trackStyle: Style
    /// Whether the percentage is shown after the bar.
    package var showsPercentage: Bool

    /// A bar for `fraction` (clamped to 0...1; a NaN counts as 0).
    package init(fraction: Double?, filledStyle: Style = .plain, trackStyle: Style = .dim, showsPercentage: Bool = false) {
        self.fraction = fraction.map { $0.isNaN ? 0 : min(1, max(0, $0)) }
        self.filledStyle = filledStyle
        self.trackStyle = trackStyle
        self.showsPercentage = showsPercentage
    }

    /// The fraction's whole units out of `scale`, rounded down with the tolerance described above.
    private static func units(_ fraction: Double, of scale: Int) -> Int {
        min(scale, Int((Double(scale) * fraction * (1 + 1e-6)).rounded(.down)))
    }

    /// Draws the bar on `row` across the canvas's width.
    package func draw(in canvas: Canvas, row: Int) {
        let label = percentageLabel
        let barWidth = max(0, canvas.size.width - label.count)
        let blocks = canvas.lineDrawing
        if let fraction {
            let filled = Self.units(fraction, of: barWidth)
            canvas.fill(Rect(x: 0, y: row, width: filled, height: 1), with: blocks ? "█" : "#", style: filledStyle)
            canvas.fill(Rect(x: filled, y: row, width: barWidth - filled, height: 1), with: blocks ? "░" : "-", style: trackStyle)
        } else {
            canvas.fill(Rect(x: 0, y: row, width: barWidth, height: 1), with: "·", style: trackStyle)
        }
        if !label.isEmpty { canvas.drawText(label, at: Point(x: barWidth, y: row)) }
    }

    /// ` 42%`, right-aligned in five columns, when shown and known; else empty.
    private var percentageLabel: String {
        guard showsPercentage, let fraction else { return "" }
        let percent = String(Self.units(fraction, of: 100))
        return " " + String(repeating: " ", count: max(0, 3 - percent.count)) + percent + "%"
    }
}
