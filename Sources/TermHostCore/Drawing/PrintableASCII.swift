/// The printable ASCII characters (U+0020-U+007E) by code, for drawing ASCII text without building
/// a `Character` per byte. Other codes hold the sanitizer's placeholder.
enum PrintableASCII {
    static let characters: [Character] = (0..<128).map { code in
        (0x20..<0x7F).contains(code) ? Character(Unicode.Scalar(UInt8(code))) : Sanitizer.placeholder
    }

    /// The code of `character` when it is printable ASCII, else `nil`; cheaper than `asciiValue`, which
    /// is not inlined (and is also set for `"\r\n"`).
    @inline(__always)
    static func code(of character: Character) -> UInt8? {
        let utf8 = character.utf8
        guard utf8.count == 1, let code = utf8.first, code >= 0x20, code < 0x7F else { return nil }
        return code
    }
}
