import TermHostCore

/// The node of a `Text`: wraps to the offered width and draws its styled runs over the
/// environment's text style (font, colour, emphasis).
///
/// Its sizes are measured once per string and proposal (``MeasuredText``), and drawing wraps only
/// the rows that fit in its frame, so a 1,000,000-character `Text` costs a screenful per frame.
@MainActor
final class TextNode: ViewNode {
    private var text = Text("")
    private var measured = MeasuredText("")
    /// Where each run ends (a UTF-8 offset into the joined string) and its style.
    private var runEnds: [(end: Int, style: Style)] = []
    /// The environment's line limit, row alignment and truncation, read when it changes.
    private var layoutValues = TextLayoutValues()
    private var hasReadLayoutValues = false

    /// Texts up to this many bytes are measured on change to see whether their layout moved.
    private static let comparedLength = 4_096
    /// Texts up to this many bytes are measured by the node itself, not shared through the graph's
    /// ``TextMeasurementCache``: finding a string there (hashing it, keeping it, letting older ones go)
    /// costs more than measuring a short one, which walks a few dozen bytes.
    private static let ownMeasurementLength = 64

    override var drawsContent: Bool { true }

    override func update(with view: any View) {
        // Read once here, then at each environment change (not at every update: a list's texts update often).
        if !hasReadLayoutValues { readLayoutValues() }
        guard let newText = view as? Text, newText != text else { return }
        text = newText
        // A plain loop over the stored runs: `runs` would build an array, and a closure here would
        // check the main actor per call. The ends are rewritten in the array the node already has
        // (taken out of the property, so that it is changed in place with no access open).
        var end = newText.firstRun.string.utf8.count
        var ends = runEnds
        runEnds = []
        ends.removeAll(keepingCapacity: true)
        ends.append((end, newText.firstRun.style))
        for run in newText.otherRuns {
            end += run.string.utf8.count
            ends.append((end, run.style))
        }
        runEnds = ends
        let string = newText.string
        if string != measured.string {
            // Layout is invalidated only when the line widths change (a counter's digits do not move
            // anything); a long text is not measured just to compare: it is laid out again.
            let previous = measured
            let old = previous.knownLineWidths ?? (previous.string.utf8.count <= Self.comparedLength ? previous.lineWidths() : nil)
            measured = string.utf8.count <= Self.ownMeasurementLength
                ? MeasuredText(string) : graph.textMeasurements.measured(string)
            if let old, string.utf8.count <= Self.comparedLength, old == measured.lineWidths() {} else { invalidateLayout() }
        }
        setNeedsDisplay()
    }

    override func environmentDidChange() {
        readLayoutValues()
        setNeedsDisplay()
    }

    private func readLayoutValues() {
        hasReadLayoutValues = true
        let values = TextLayoutValues(environment)
        guard values != layoutValues else { return }
        if values.lineLimit != layoutValues.lineLimit { invalidateLayout() }
        layoutValues = values
        setNeedsDisplay()
    }

    /// The most rows the text may take for a proposed height.
    private func rowLimit(_ height: Int?) -> Int? {
        // No closures: in main-actor code each closure call checks its executor, and this runs per measure.
        var rows: Int?
        if let height { rows = max(1, height) }
        guard let lineLimit = layoutValues.lineLimit else { return rows }
        return min(lineLimit, rows ?? lineLimit)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        if proposal.width == 0 { return Size(width: 0, height: 1) }
        let measurement = measured.measure(width: proposal.width, lineLimit: rowLimit(proposal.height))
        let height = measurement.size.height
        guard let offered = proposal.width else {
            return Size(width: measured.measure(width: nil, lineLimit: layoutValues.lineLimit).size.width, height: height)
        }
        if measurement.isCut { return Size(width: offered, height: height) }
        return Size(width: min(offered, measurement.size.width), height: height)
    }

    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        textBaseline(key, proposal: proposal)
    }

    override func draw(in canvas: Canvas) {
        guard isVisible, canvas.size.width > 0, canvas.size.height > 0 else { return }
        let base = textStyle
        let string = measured.string
        let width = canvas.size.width
        let height = rowLimit(canvas.size.height) ?? canvas.size.height
        let (rows, more) = measured.rows(width: width, limit: min(height, max(1, canvas.visibleRect.maxY)))
        if more, height == 1, layoutValues.truncationMode != .tail {
            drawCutRow(in: canvas, width: width, style: (runEnds.first?.style ?? .plain).over(base))
            return
        }
        let placement = layoutValues.alignment.placement
        // Only the visible columns are drawn: a text laid out at its ideal width can be far wider
        // than the screen, and placed far to its left (centred in a narrow row).
        let visible = canvas.visibleRect
        let shownWidth = min(width, max(0, visible.maxX))
        var run = 0
        for (y, row) in rows.enumerated() {
            let isLastShown = more && y == height - 1
            // The characters left of the visible columns are skipped (measured, not drawn).
            // A row narrower than the text starts where `.multilineTextAlignment` puts it.
            let indent = isLastShown ? 0 : placement == .start ? 0 : placement.offset(of: row.width, in: width)
            let hidden = TextLayout.walk(string, from: row.content.lowerBound, to: row.content.upperBound) { glyph, used in
                indent + used + glyph.width > visible.minX
            }
            if !isLastShown, let style = singleRunStyle(of: row.content, in: string, base: base) {
                // One style and no ellipsis: the canvas draws the row's visible part as a run (printable
                // ASCII in one buffer write, stopping at the clip), with the same cells as the loop below.
                canvas.drawText(string[hidden.index..<row.content.upperBound], at: Point(x: indent + hidden.used, y: y), style: style)
                continue
            }
            var x = indent + hidden.used
            var index = hidden.index
            while index < row.content.upperBound, x < shownWidth {
                let offset = string.utf8Offset(of: index)
                while run < runEnds.count - 1, offset >= runEnds[run].end { run += 1 }
                let style = (runEnds.isEmpty ? Style.plain : runEnds[run].style).over(base)
                let character = string[index]
                if isLastShown && x + TextWidth.of(character) > width - 1 {
                    canvas.put("…", at: Point(x: x, y: y), style: style)
                    break
                }
                x += canvas.put(character, at: Point(x: x, y: y), style: style)
                // Past the character by its bytes: `index(after:)` would find the cluster again.
                index = string.utf8.index(index, offsetBy: character.utf8.count)
            }
            if isLastShown && x <= width - 1 && row.width <= width - 1 {
                canvas.put("…", at: Point(x: x, y: y), style: base)
            }
        }
    }

    /// Draws the text on one row cut at its start (`…of the text`) or middle (`The s…text`), in `style`.
    /// Only the characters kept are visited: from the start for the head, from the end for the tail.
    private func drawCutRow(in canvas: Canvas, width: Int, style: Style) {
        let string = measured.string
        let room = max(0, width - 1)
        var head: [Character] = []
        var headEnd = string.startIndex
        var used = 0
        if layoutValues.truncationMode == .middle {
            // The start gets the larger half, as "The s…text" keeps more of the start.
            while headEnd < string.endIndex {
                let character = Self.shownOnOneRow(string[headEnd])
                guard used + TextWidth.of(character) <= (room + 1) / 2 else { break }
                used += TextWidth.of(character)
                head.append(character)
                headEnd = string.index(after: headEnd)
            }
        }
        var tail: [Character] = []
        var tailStart = string.endIndex
        while tailStart > headEnd {
            let before = string.index(before: tailStart)
            let character = Self.shownOnOneRow(string[before])
            guard used + TextWidth.of(character) <= room else { break }
            used += TextWidth.of(character)
            tail.append(character)
            tailStart = before
        }
        application?.statistics.textCharactersVisited += head.count + tail.count
        var x = 0
        for character in head { x += canvas.put(character, at: Point(x: x, y: 0), style: style) }
        x += canvas.put("…", at: Point(x: x, y: 0), style: style)
        for character in tail.reversed() { x += canvas.put(character, at: Point(x: x, y: 0), style: style) }
    }

    /// A line break shows as a space on a row cut to one line.
    private static func shownOnOneRow(_ character: Character) -> Character {
        character == "\n" || character == "\r\n" ? " " : character
    }

    /// The style of `range` when one run covers it whole, else `nil` (the row is drawn character by
    /// character, each with its run's style).
    private func singleRunStyle(of range: Range<String.Index>, in string: String, base: Style) -> Style? {
        guard let first = runEnds.first else { return Style.plain.over(base) }
        guard runEnds.count > 1 else { return first.style.over(base) }
        let start = string.utf8Offset(of: range.lowerBound), end = string.utf8Offset(of: range.upperBound)
        var run = 0
        while run < runEnds.count, runEnds[run].end <= start { run += 1 }
        guard run < runEnds.count, end <= runEnds[run].end else { return nil }
        return runEnds[run].style.over(base)
    }
}

extension Text: NodeRepresentable {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        TextNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}

/// What a text's layout reads from its environment.
struct TextLayoutValues: Equatable {
    var lineLimit: Int?
    var alignment = TextAlignment.leading
    var truncationMode = Text.TruncationMode.tail

    init() {}

    init(_ environment: EnvironmentValues) {
        lineLimit = environment.lineLimit
        alignment = environment.multilineTextAlignment
        truncationMode = environment.truncationMode
    }
}
