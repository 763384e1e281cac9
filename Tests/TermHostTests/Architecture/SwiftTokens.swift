/// A Swift source file's code tokens, for the layer check: identifiers (with their line and whether a `.`
/// came just before them) and braces. Comments (line, block, nested block) and the text of string literals
/// (single-line, multi-line, raw) are skipped; the code inside a string's interpolation `\( … )` is read.
struct SwiftTokens {
    enum Kind: Equatable {
        case identifier(String)
        case openBrace
        case closeBrace
        /// `<`, `>` or `,`: what generic parameter lists are read by.
        case punctuation(Character)
    }

    struct Token: Equatable {
        var kind: Kind
        var line: Int
        /// Whether the token follows a `.` (a member: `x.Name`, `.name`), so it names no top-level type.
        var isMember: Bool
    }

    private(set) var tokens: [Token] = []

    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lastWasDot = false

    init(_ source: String) {
        bytes = Array(source.utf8)
        readCode(untilCloseParenthesis: false)
    }

    // MARK: Code

    /// Reads code until the end, or, inside an interpolation, until the `)` that closes it.
    private mutating func readCode(untilCloseParenthesis: Bool) {
        var parentheses = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"):
                line += 1
                index += 1
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "\""):
                readString(hashes: 0)
                lastWasDot = false
            case UInt8(ascii: "#") where startsRawString():
                var hashes = 0
                while peek(0) == UInt8(ascii: "#") { hashes += 1; index += 1 }
                readString(hashes: hashes)
                lastWasDot = false
            case UInt8(ascii: "("):
                parentheses += 1
                index += 1
                lastWasDot = false
            case UInt8(ascii: ")"):
                if untilCloseParenthesis && parentheses == 0 {
                    index += 1
                    return
                }
                parentheses -= 1
                index += 1
                lastWasDot = false
            case UInt8(ascii: "{"):
                append(.openBrace)
                index += 1
            case UInt8(ascii: "}"):
                append(.closeBrace)
                index += 1
            case UInt8(ascii: "."):
                lastWasDot = true
                index += 1
            case UInt8(ascii: "-") where peek(1) == UInt8(ascii: ">"):
                index += 2
                lastWasDot = false
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ","):
                append(.punctuation(Character(Unicode.Scalar(byte))))
                index += 1
            case UInt8(ascii: "`"):
                let start = index + 1
                index = start
                while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") {
                    index += 1
                }
                append(.identifier(String(decoding: bytes[start..<index], as: UTF8.self)))
                index += 1
            case _ where Self.startsIdentifier(byte):
                let start = index
                while index < bytes.count, Self.continuesIdentifier(bytes[index]) { index += 1 }
                append(.identifier(String(decoding: bytes[start..<index], as: UTF8.self)))
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                index += 1
            default:
                // Digits start number literals; read them whole so `1.e` or `0x1F` make no identifiers.
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    while index < bytes.count, Self.continuesIdentifier(bytes[index]) || bytes[index] == UInt8(ascii: ".")
                        && peek(1).map({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) == true {
                        index += 1
                    }
                } else {
                    index += 1
                }
                lastWasDot = false
            }
        }
    }

    private mutating func append(_ kind: Kind) {
        tokens.append(Token(kind: kind, line: line, isMember: lastWasDot))
        lastWasDot = false
    }

    private func peek(_ offset: Int) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// `#` followed by more `#` and then `"`: a raw string (not `#if`, `#selector`, `#/regex/#`).
    private func startsRawString() -> Bool {
        var offset = 0
        while peek(offset) == UInt8(ascii: "#") { offset += 1 }
        return peek(offset) == UInt8(ascii: "\"")
    }

    private mutating func skipBlockComment() {
        var depth = 0
        repeat {
            if peek(0) == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if peek(0) == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
            } else {
                if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                index += 1
            }
        } while depth > 0 && index < bytes.count
    }

    // MARK: Strings

    /// Reads a string literal from its opening quote(s), `hashes` being the `#` count of a raw string.
    private mutating func readString(hashes: Int) {
        let multiline = peek(0) == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        index += multiline ? 3 : 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                index += 1
                if !multiline { return }
            } else if byte == UInt8(ascii: "\\") && hashesFollow(hashes, at: index + 1) {
                index += 1 + hashes
                if peek(0) == UInt8(ascii: "(") {
                    index += 1
                    readCode(untilCloseParenthesis: true)
                } else {
                    if peek(0) == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
            } else if byte == UInt8(ascii: "\"") && closesString(multiline: multiline, hashes: hashes) {
                index += (multiline ? 3 : 1) + hashes
                return
            } else {
                index += 1
            }
        }
    }

    private func hashesFollow(_ count: Int, at position: Int) -> Bool {
        (0..<count).allSatisfy { position + $0 < bytes.count && bytes[position + $0] == UInt8(ascii: "#") }
    }

    private func closesString(multiline: Bool, hashes: Int) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where peek(offset) != UInt8(ascii: "\"") { return false }
        return hashesFollow(hashes, at: index + quotes)
    }

    // MARK: Characters

    private static func startsIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    private static func continuesIdentifier(_ byte: UInt8) -> Bool {
        startsIdentifier(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}
