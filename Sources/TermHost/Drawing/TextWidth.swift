import CNcurses

/// Display width of text in terminal columns.
///
/// Widths come from the C library's `wcwidth` for each scalar and Swift's `Character` for grapheme
/// clusters: a cluster is as wide as its first visible scalar (CJK and emoji take 2), combining
/// marks join the previous cell, zero-width characters take none, and an emoji presentation
/// selector (U+FE0F) makes a cluster two columns wide.
public enum TextWidth {
    /// The display width of one grapheme cluster: 0, 1 or 2.
    public static func of(_ character: Character) -> Int {
        // ASCII (controls included: they are drawn as a one-column placeholder).
        if character.asciiValue != nil { return 1 }
        LocaleSetup.ensureUTF8()
        var width = 0
        var sawVisible = false
        for scalar in character.unicodeScalars {
            if scalar.value == 0xFE0F { return sawVisible ? 2 : width }
            if sawVisible { continue }
            let w = Int(th_wcwidth(scalar.value))
            if w > 0 {
                width = min(w, 2)
                sawVisible = true
            }
        }
        return width
    }

    /// The display width of a string.
    public static func of(_ text: some StringProtocol) -> Int {
        var total = 0
        for byte in text.utf8 {
            if byte >= 0x80 { return slowWidth(text) }
            total += 1
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
/// UTF-8 character type once.
enum LocaleSetup {
    nonisolated(unsafe) private static var done = false

    static func ensureUTF8() {
        if done { return }
        done = true
        if th_wcwidth(0x4E16) == 2 { return }
        if setlocale(LC_CTYPE, "") == nil || th_wcwidth(0x4E16) != 2 {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
    }
}
