import CNcurses

/// Display width of text in terminal columns.
///
/// Widths come from the C library's `wcwidth` for each scalar and Swift's `Character` for grapheme
/// clusters: a cluster is as wide as its first visible scalar (CJK and emoji take 2), combining
/// marks join the previous cell, zero-width characters take none, and an emoji presentation
/// selector (U+FE0F) or a flag (a pair of regional indicators) makes a cluster two columns wide.
/// A character the ``Sanitizer`` replaces measures as its one-column placeholder, so a measured
/// width always matches what a ``Canvas`` draws.
public enum TextWidth {
    /// The display width of one grapheme cluster: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        // ASCII, controls and "\r\n" included: they are drawn as a one-column placeholder. (Read from
        // the bytes: `asciiValue` compares with "\r\n" as strings, which is slow for other characters.)
        let bytes = character.utf8
        if let first = bytes.first, first < 0x80, bytes.count == 1 || (bytes.count == 2 && first == 0x0D && bytes.last == 0x0A) {
            return 1
        }
        LocaleSetup.ensureUTF8()
        var width = 0
        var sawVisible = false
        var emojiPresentation = false
        var regionalIndicators = 0
        for scalar in character.unicodeScalars {
            if Sanitizer.isUnsafe(scalar) { return 1 }
            let value = scalar.value
            if value == 0xFE0F {
                emojiPresentation = emojiPresentation || sawVisible
                continue
            }
            if value >= 0x1F1E6 && value <= 0x1F1FF { regionalIndicators += 1 }
            if sawVisible { continue }
            let w = Int(th_wcwidth(value))
            if w > 0 {
                width = min(w, 2)
                sawVisible = true
            }
        }
        return emojiPresentation || regionalIndicators >= 2 ? 2 : width
    }

    /// The display width of a string.
    public static func of(_ text: some StringProtocol) -> Int {
        if let width = text.utf8.withContiguousStorageIfAvailable(asciiWidth) { return width ?? slowWidth(text) }
        var total = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte >= 0x80 { return slowWidth(text) }
            // "\r\n" is one character, drawn as one placeholder.
            if byte != 0x0A || previous != 0x0D { total += 1 }
            previous = byte
        }
        return total
    }

    /// The width of all-ASCII UTF-8, or `nil` when there is a non-ASCII byte.
    private static func asciiWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var total = 0
        var previous: UInt8 = 0
        for byte in bytes {
            if byte >= 0x80 { return nil }
            if byte != 0x0A || previous != 0x0D { total += 1 }
            previous = byte
        }
        return total
    }

    private static func slowWidth(_ text: some StringProtocol) -> Int {
        var total = 0
        for character in text { total += of(character) }
        return total
    }
}

/// Makes sure `wcwidth` answers for Unicode: a process still in the "C" locale is switched to a
/// UTF-8 character type, once (the lazy static initialiser runs exactly once, thread-safely).
enum LocaleSetup {
    private static let isUTF8: Bool = {
        if th_wcwidth(0x4E16) == 2 { return true }
        if setlocale(LC_CTYPE, "") != nil, th_wcwidth(0x4E16) == 2 { return true }
        return setlocale(LC_CTYPE, "C.UTF-8") != nil && th_wcwidth(0x4E16) == 2
    }()

    /// Switches the character type to UTF-8 if it is not already (a no-op after the first call).
    @inline(__always)
    static func ensureUTF8() {
        _ = isUTF8
    }
}
