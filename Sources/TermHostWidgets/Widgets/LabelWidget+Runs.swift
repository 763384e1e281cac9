import TermHostCore

extension LabelWidget {
    /// Shows `text` with `runs` drawn over the label's style, and keeps `original` (the attributed
    /// string given to `attributedText`, which reads it back). Setting ``text`` drops both.
    @usableFromInline package func setStyledText(_ text: String?, runs: [TextRun], original: AnyObject?) {
        self.text = text
        textRuns = runs.filter { !$0.range.isEmpty && $0.style != .plain }
        attributedOriginal = original
        setNeedsDisplay()
    }

    /// The character offset each shown line starts at, for the first `count` lines at `width` (a single
    /// line starts at 0; a line cut at its head or middle is matched from its start, as if cut at its tail).
    func lineStartOffsets(width: Int, count: Int) -> [Int] {
        guard numberOfLines != 1 else { return [0] }
        let text = textStorage
        return measured.rows(width: width, limit: max(1, count), wrapping: wrapping).rows.map {
            text.distance(from: text.startIndex, to: $0.content.lowerBound)
        }
    }

    /// Draws the runs over one shown line: `line` starts at character `start` of the text and was drawn
    /// at column `x` of row `row`.
    func drawRuns(over line: String, start: Int, x: Int, row: Int, in canvas: Canvas) {
        let characters = Array(line)
        let lineRange = start..<(start + characters.count)
        for run in textRuns {
            let shown = run.range.clamped(to: lineRange)
            guard !shown.isEmpty else { continue }
            let column = TextWidth.of(String(characters[0..<(shown.lowerBound - start)]))
            let width = TextWidth.of(String(characters[(shown.lowerBound - start)..<(shown.upperBound - start)]))
            canvas.applyStyle(run.style, to: Rect(x: x + column, y: row, width: width, height: 1))
        }
    }
}
