/// Cutting one line of a label to a width, at its end, its start or its middle.
enum LabelTruncation {
    /// `line` fitted into `width` columns as `mode` says.
    static func cut(_ line: String, toWidth width: Int, mode: LineBreakMode) -> String {
        guard width > 0 else { return "" }
        if TextWidth.of(line) <= width { return line }
        let characters = Array(line)
        switch mode {
        case .byClipping, .byCharWrapping:
            return String(prefix(characters, columns: width))
        case .byWordWrapping:
            return TextLayout.wrap(line, width: width).first ?? ""
        case .byTruncatingTail:
            return String(prefix(characters, columns: width - 1)) + "…"
        case .byTruncatingHead:
            return "…" + String(suffix(characters, columns: width - 1))
        case .byTruncatingMiddle:
            let room = width - 1
            let head = prefix(characters, columns: (room + 1) / 2)
            return String(head) + "…" + String(suffix(characters, columns: room - TextWidth.of(String(head))))
        }
    }

    /// `line` ending in `…` to show that more text follows, within `width` columns.
    static func withEllipsis(_ line: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let characters = Array(line)
        var kept = prefix(characters, columns: width - 1)
        while let last = kept.last, last == " " { kept.removeLast() }
        return String(kept) + "…"
    }

    /// `paragraph` broken into lines of at most `width` columns between any two characters.
    static func characterWrap(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var rest = Array(paragraph)[...]
        while !rest.isEmpty {
            var taken = prefix(Array(rest), columns: width)
            if taken.isEmpty, let first = rest.first { taken = [first] }
            lines.append(String(taken))
            rest = rest.dropFirst(taken.count)
        }
        return lines.isEmpty ? [""] : lines
    }

    /// `line` widened to `width` columns by spreading its spaces between words evenly (left ones first).
    static func justify(_ line: String, width: Int) -> String {
        let words = line.split(separator: " ")
        let room = width - words.reduce(0) { $0 + TextWidth.of($1) }
        guard words.count > 1, room >= words.count - 1 else { return line }
        let gaps = words.count - 1
        var result = ""
        for (index, word) in words.enumerated() {
            result += word
            if index < gaps { result += String(repeating: " ", count: room / gaps + (index < room % gaps ? 1 : 0)) }
        }
        return result
    }

    private static func prefix(_ characters: [Character], columns: Int) -> [Character] {
        var used = 0, count = 0
        for character in characters {
            let w = TextWidth.of(character)
            if used + w > columns { break }
            used += w
            count += 1
        }
        return Array(characters[..<count])
    }

    private static func suffix(_ characters: [Character], columns: Int) -> [Character] {
        var used = 0, start = characters.count
        while start > 0 {
            let w = TextWidth.of(characters[start - 1])
            if used + w > columns { break }
            used += w
            start -= 1
        }
        return Array(characters[start...])
    }
}
