/// Line breaking and truncation of text measured in display columns.
public enum TextLayout {
    /// `text` cut to at most `width` columns, ending with `…` when something was cut.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if TextWidth.of(text) <= width { return text }
        var result = ""
        var used = 0
        for character in text {
            let w = TextWidth.of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        result.append("…")
        return result
    }

    /// `text` broken into lines of at most `width` columns: explicit line breaks are kept, words wrap
    /// at spaces, and a word longer than a line is broken between characters. A `nil` width only
    /// breaks at explicit line breaks.
    public static func wrap(_ text: String, width: Int?) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let width, width > 0 else {
                lines.append(String(paragraph))
                continue
            }
            wrapParagraph(Substring(paragraph), width: width, into: &lines)
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: Substring, width: Int, into lines: inout [String]) {
        if TextWidth.of(paragraph) <= width {
            lines.append(String(paragraph))
            return
        }
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = TextWidth.of(word)
            let needed = line.isEmpty ? wordWidth : lineWidth + 1 + wordWidth
            if needed <= width {
                if !line.isEmpty { line.append(" "); lineWidth += 1 }
                line += word
                lineWidth += wordWidth
                continue
            }
            if !line.isEmpty {
                lines.append(line)
                line = ""
                lineWidth = 0
            }
            if wordWidth <= width {
                line = String(word)
                lineWidth = wordWidth
                continue
            }
            for character in word {
                let w = TextWidth.of(character)
                if lineWidth + w > width, !line.isEmpty {
                    lines.append(line)
                    line = ""
                    lineWidth = 0
                }
                line.append(character)
                lineWidth += w
            }
        }
        lines.append(line)
    }
}
