/// Greedy word wrapping of one paragraph (no line breaks inside).
struct LineWrapper {
    let width: Int
    var lines: [String] = []
    private var line = ""
    private var lineWidth = 0

    init(width: Int) {
        self.width = width
    }

    mutating func wrap(_ paragraph: Substring) {
        var gap = 0
        var isFirstWord = true
        for (i, word) in paragraph.split(separator: " ", omittingEmptySubsequences: false).enumerated() {
            if i > 0 { gap += 1 }
            if word.isEmpty { continue }
            if isFirstWord {
                place(String(repeating: " ", count: gap) + word, after: 0)
                isFirstWord = false
            } else {
                place(Substring(word), after: gap)
            }
            gap = 0
        }
        if gap > 0, lineWidth + gap <= width { line += String(repeating: " ", count: gap) }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
    }

    /// Places `word` after `gap` spaces on the current line, or starts a new line with it.
    private mutating func place(_ word: some StringProtocol, after gap: Int) {
        let wordWidth = TextWidth.of(word)
        if !line.isEmpty {
            if lineWidth + gap + wordWidth <= width {
                line += String(repeating: " ", count: gap)
                line += word
                lineWidth += gap + wordWidth
                return
            }
            flush()
        }
        if wordWidth <= width {
            line = String(word)
            lineWidth = wordWidth
            return
        }
        for character in word {
            let w = TextWidth.of(character)
            if lineWidth + w > width, !line.isEmpty { flush() }
            line.append(character)
            lineWidth += w
        }
    }

    private mutating func flush() {
        lines.append(line)
        line = ""
        lineWidth = 0
    }
}
