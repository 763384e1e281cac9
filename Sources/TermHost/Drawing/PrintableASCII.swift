/// The printable ASCII characters (U+0020-U+007E) by code, for drawing ASCII text without building
/// a `Character` per byte. Other codes hold the sanitizer's placeholder.
enum PrintableASCII {
    static let characters: [Character] = (0..<128).map { code in
        (0x20..<0x7F).contains(code) ? Character(Unicode.Scalar(UInt8(code))) : Sanitizer.placeholder
    }
}
