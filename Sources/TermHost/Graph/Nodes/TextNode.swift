/// The node of a `Text`: wraps to the offered width and draws its styled runs over the
/// environment's text style (font, colour, emphasis).
@MainActor
final class TextNode: ViewNode {
    private var text = Text("")
    private var lineWidths: [Int] = [0]

    override var drawsContent: Bool { true }

    override func update(with view: any View) {
        guard let newText = view as? Text, newText != text else { return }
        text = newText
        let widths = TextLayout.wrap(text.string, width: nil).map { TextWidth.of($0) }
        if widths != lineWidths {
            lineWidths = widths
            invalidateLayout()
        }
        setNeedsDisplay()
    }

    override func environmentDidChange() {
        setNeedsDisplay()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        if proposal.width == 0 { return Size(width: 0, height: 1) }
        let lines = TextLayout.wrap(text.string, width: proposal.width)
        let width = lines.map { TextWidth.of($0) }.max() ?? 0
        var height = lines.count
        if let limit = proposal.height { height = min(height, max(1, limit)) }
        if height < lines.count, let offered = proposal.width { return Size(width: offered, height: height) }
        return Size(width: proposal.width.map { min($0, width) } ?? width, height: height)
    }

    override func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize) -> Double? {
        textBaseline(key, proposal: proposal)
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        let base = textStyle
        let lines = TextLayout.wrap(text.string, width: canvas.size.width)
        var styles = StyledCharacters(text.runs)
        for (row, line) in lines.prefix(canvas.size.height).enumerated() {
            let isLastShown = row == canvas.size.height - 1 && lines.count > canvas.size.height
            var x = 0
            for character in line {
                let style = styles.style(for: character).over(base)
                if isLastShown && x + TextWidth.of(character) > canvas.size.width - 1 {
                    canvas.put("…", at: Point(x: x, y: row), style: style)
                    break
                }
                x += canvas.put(character, at: Point(x: x, y: row), style: style)
            }
            if isLastShown && x <= canvas.size.width - 1 && TextWidth.of(line) <= canvas.size.width - 1 {
                canvas.put("…", at: Point(x: x, y: row), style: base)
            }
        }
    }
}

/// Walks the characters of styled runs alongside wrapped lines (which only drop spaces and line breaks).
struct StyledCharacters {
    private var characters: [(Character, Style)] = []
    private var index = 0

    init(_ runs: [Text.Run]) {
        for run in runs {
            for character in run.string { characters.append((character, run.style)) }
        }
    }

    mutating func style(for character: Character) -> Style {
        while index < characters.count {
            let (candidate, style) = characters[index]
            index += 1
            if candidate == character { return style }
        }
        return .plain
    }
}

extension Text: NodeRepresentable {
    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        TextNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
