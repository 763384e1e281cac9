import CNcurses

/// Display width of text in terminal columns.
///
/// Widths come from the C library's `wcwidth` for each scalar, with the rules of grapheme clusters on top
/// (one `Character` is one cluster, drawn in one cell that covers its width):
///
/// - An emoji cluster is two columns: a ZWJ sequence (👩‍👩‍👧‍👦), an emoji with a skin-tone modifier
///   (👍🏽), a pair of regional indicators (a flag, 🇯🇵), and a character made an emoji by the
///   presentation selector VS16 (❤️, #️⃣, whatever its own `wcwidth`).
/// - Any other cluster is the sum of its scalars' widths: combining marks and joiners add nothing (é, e
///   with six marks, Hangul jamo), spacing marks add theirs, as terminals draw them (हि is 2, न्दी 3,
///   กำ 2). Zero-width clusters take no column.
/// - Only the first ``Sanitizer/maximumClusterScalars`` scalars of a cluster count (and are drawn):
///   a letter with 10,000 combining marks measures, and draws, as its first marks.
/// - A character the ``Sanitizer`` replaces measures as its one-column placeholder, so a measured
///   width always matches what a ``Canvas`` draws.
public enum TextWidth {
    /// The display width of one grapheme cluster: 0 for zero-width characters, 1 or 2 for most, more
    /// for a cluster of several spacing scalars (Indic conjuncts).
    public static func of(_ character: Character) -> Int {
        // ASCII, controls and "\r\n" included: they are drawn as a one-column placeholder. (Read from
        // the bytes: `asciiValue` compares with "\r\n" as strings, which is slow for other characters.)
        let bytes = character.utf8
        if let first = bytes.first, first < 0x80, bytes.count == 1 || (bytes.count == 2 && first == 0x0D && bytes.last == 0x0A) {
            return 1
        }
        LocaleSetup.ensureUTF8()
        var total = 0
        var isEmoji = false
        var regionalIndicators = 0
        var previous: Unicode.Scalar?
        var afterJoiner = false
        var count = 0
        for scalar in character.unicodeScalars {
            count += 1
            if count > Sanitizer.maximumClusterScalars { break }
            if Sanitizer.isUnsafe(scalar) { return 1 }
            let value = scalar.value
            switch value {
            case 0xFE0F:
                // VS16: the character before it is shown as an emoji, two columns wide.
                if let previous, previous.properties.isEmoji { isEmoji = true }
            case 0x200D:
                afterJoiner = true
                previous = scalar
                continue
            case 0x1F1E6...0x1F1FF:
                regionalIndicators += 1
                if regionalIndicators == 2 { isEmoji = true }
                total += max(0, Int(th_wcwidth(value)))
            case 0x1F3FB...0x1F3FF where previous?.properties.isEmojiModifierBase == true:
                // A skin-tone modifier after an emoji joins it.
                isEmoji = true
            default:
                let width = max(0, Int(th_wcwidth(value)))
                // An emoji after a joiner is part of a ZWJ sequence: it adds no column.
                if afterJoiner, width > 0, scalar.properties.isEmoji, previous != nil {
                    isEmoji = true
                } else {
                    total += width
                }
            }
            afterJoiner = false
            previous = scalar
        }
        return isEmoji ? 2 : total
    }

    /// The display width of a string (the generic form, specialized here for the other layers' calls).
    public static func of(_ text: String) -> Int {
        width(of: text)
    }

    /// The display width of a substring (the generic form, specialized here for the other layers' calls).
    public static func of(_ text: Substring) -> Int {
        width(of: text)
    }

    /// The display width of a string.
    public static func of(_ text: some StringProtocol) -> Int {
        width(of: text)
    }

    /// The display width of a string (every form of ``of(_:)``).
    @inline(__always)
    private static func width(of text: some StringProtocol) -> Int {
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
