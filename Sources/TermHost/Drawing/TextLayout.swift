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

    /// `text` broken into lines of at most `width` columns.
    ///
    /// Every line break (`\n`, `\r\n`, `\r`, U+2028 ...) is kept, words wrap at spaces (the spaces at a
    /// break are dropped, indentation at the start of a paragraph is kept), and a word longer than
    /// a line is broken between characters. A character wider than the whole line gets a line of
    /// its own. A `nil` (or non-positive) width only breaks at line breaks.
    public static func wrap(_ text: String, width: Int?) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            guard let width, width > 0 else {
                lines.append(String(paragraph))
                continue
            }
            if TextWidth.of(paragraph) <= width {
                lines.append(String(paragraph))
            } else {
                var wrapper = LineWrapper(width: width)
                wrapper.wrap(paragraph)
                lines.append(contentsOf: wrapper.lines)
            }
        }
        return lines
    }
}
