/// Replaces characters that could drive a terminal with a visible placeholder.
///
/// C0 controls (U+0000-U+001F), DEL (U+007F), C1 controls (U+0080-U+009F, including the 8-bit CSI
/// 0x9B) and the bidirectional override and isolate controls (U+202A-U+202E, U+2066-U+2069) become
/// U+FFFD, so text from users, files or the network can never send an escape sequence.
/// Every string that reaches a ``Canvas`` passes through here.
///
/// A grapheme cluster is also cut to its first ``maximumClusterScalars`` scalars when it is drawn (and
/// measured, see ``TextWidth``): combining marks stacked without end (a letter with 10,000 of them)
/// would otherwise cost every terminal and ncurses without showing anything more.
public enum Sanitizer {
    /// The placeholder shown instead of a control character.
    public static let placeholder: Character = "\u{FFFD}"

    /// The most scalars one cell shows: a cluster's first scalar and 16 more (combining marks, joiners,
    /// selectors, modifiers). Enough for every emoji ZWJ sequence (a family is 7) and for the stacked
    /// marks of real scripts; text piling more marks on one letter is cut there.
    public static let maximumClusterScalars = 17

    /// True when `scalar` must not reach the terminal.
    @inline(__always)
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v < 0x20 || v == 0x7F { return true }
        if v < 0x80 { return false }
        if v <= 0x9F { return true }
        return (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
    }

    /// True when `text` needs no replacement (fast for plain ASCII).
    public static func isClean(_ text: some StringProtocol) -> Bool {
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F { return false }
            if byte >= 0x80 { return !text.unicodeScalars.contains(where: isUnsafe) }
        }
        return true
    }

    /// True when `character` is or holds a C0 or C1 control character or DEL (line breaks and tabs
    /// included): what text editors drop from typed and pasted text after handling line breaks.
    @inline(__always)
    public static func isControl(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F }
        return character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// `character` itself (cut to ``maximumClusterScalars`` scalars), or the placeholder when any of the
    /// scalars kept is unsafe.
    @inline(__always)
    public static func sanitize(_ character: Character) -> Character {
        if let ascii = character.asciiValue { return (ascii < 0x20 || ascii == 0x7F) ? placeholder : character }
        var count = 0
        for scalar in character.unicodeScalars {
            count += 1
            if count > maximumClusterScalars { return bounded(character) }
            if isUnsafe(scalar) { return placeholder }
        }
        return character
    }

    /// The first ``maximumClusterScalars`` scalars of a longer cluster (the placeholder if they are
    /// unsafe or do not make one character).
    private static func bounded(_ character: Character) -> Character {
        var kept = String.UnicodeScalarView()
        for scalar in character.unicodeScalars.prefix(maximumClusterScalars) {
            if isUnsafe(scalar) { return placeholder }
            kept.append(scalar)
        }
        let text = String(kept)
        guard let first = text.first, text.count == 1 else { return placeholder }
        return first
    }

    /// `text` with every unsafe character replaced by the placeholder.
    public static func sanitize(_ text: String) -> String {
        if isClean(text) { return text }
        return String(text.map { sanitize($0) })
    }
}
