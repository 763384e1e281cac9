/// A small deterministic generator (SplitMix64) so randomized tests repeat exactly from their seed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D1_33D3_1EB1_11EB
        return z ^ (z >> 31)
    }

    /// A random element of a non-empty array.
    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &self)] }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &self) < p }
}

/// Byte sequences that terminals send, or that are almost what they send: the building blocks of
/// randomized input (escape sequences, SGR and X10 mouse reports, bracketed paste, UTF-8).
enum InputCorpus {
    static let sequences: [[UInt8]] = [
        "\u{1b}[A", "\u{1b}[1;5C", "\u{1b}OP", "\u{1b}[15~", "\u{1b}[3;5~", "\u{1b}[Z", "\u{1b}", "\u{1b}\u{1b}",
        "\u{1b}[<0;10;5M", "\u{1b}[<0;10;5m", "\u{1b}[<64;1;1M", "\u{1b}[<35;200;100M", "\u{1b}[M !!",
        "\u{1b}[200~", "\u{1b}[201~", "\u{1b}[2J", "\u{1b}]52;c;aGVsbG8=\u{7}", "\u{1b}c", "\r\n", "\t",
        "é", "世", "🙂", "e\u{301}", "👩\u{200D}👩\u{200D}👧", "\u{202E}", "a", "q", " ",
    ].map { Array($0.utf8) } + [[0x9B], [0x7F], [0x00], [0x03], [0xC3], [0xE4, 0xB8], [0xF0, 0x9F, 0x99], [0xFF], [0x80]]

    /// One random chunk: a corpus sequence, a mutated one (byte flipped, cut, doubled), random bytes,
    /// an SGR mouse report with random (possibly absurd) parameters, or truncated UTF-8.
    static func chunk(using random: inout SeededRandom) -> [UInt8] {
        switch Int.random(in: 0..<6, using: &random) {
        case 0:
            return random.pick(sequences)
        case 1:
            var bytes = random.pick(sequences)
            let index = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
            case 1: bytes.removeSubrange(index...)
            default: bytes += bytes
            }
            return bytes
        case 2:
            return (0..<Int.random(in: 1...12, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
        case 3:
            let count = Int.random(in: 0...14, using: &random)
            let parameters = (0..<count).map { _ in String(Int.random(in: -5...100_000, using: &random)) }
            let final = random.pick(["M", "m", "", "X"])
            return Array(("\u{1b}[<" + parameters.joined(separator: ";") + final).utf8)
        case 4:
            let text = random.pick(["é", "世", "🙂", "👩\u{200D}👧"])
            let bytes = Array(text.utf8)
            return Array(bytes[..<Int.random(in: 1...bytes.count, using: &random)])
        default:
            let characters = (0..<Int.random(in: 1...8, using: &random)).map { _ in
                Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
            }
            return Array(String(characters).utf8)
        }
    }
}
