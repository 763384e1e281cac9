/// Cutting one line of a label to a width, at its end, its start or its middle.
enum LabelTruncation {
    /// `line` fitted into `width` columns as `mode` says.
    static func cut(_ line: String, toWidth width: Int, mode: LabelWidget.LineBreakMode) -> String {
        guard width > 0 else { return "" }
        if TextWidth.of(line) <= width { return line }
        let characters = Array(line)
        switch mode {
        case .byClipping:
            return String(prefix(characters, columns: width))
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
