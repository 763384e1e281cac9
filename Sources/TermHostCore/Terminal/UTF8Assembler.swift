/// Assembles Unicode scalars from the bytes `wgetch` returns, keeping an incomplete sequence across reads.
///
/// ncurses' own `wget_wch` loses a character whose bytes arrive in two reads: on the non-blocking input
/// descriptor the second half is not there yet, and the first half is dropped (with a megabyte paste,
/// about one character per 4 KB chunk the terminal writes). Reading bytes with `wgetch` and assembling
/// them here keeps the first half until the rest arrives.
///
/// Invalid bytes (a stray continuation byte, a lead byte that cannot start a sequence, an overlong or
/// surrogate encoding) are dropped; a sequence interrupted by another lead byte or ASCII is dropped and
/// the new byte starts afresh.
struct UTF8Assembler {
    private var pending: [UInt8] = []
    private var expected = 0

    /// Whether part of a sequence is waiting for its remaining bytes.
    var hasPartialSequence: Bool { !pending.isEmpty }

    /// Adds one byte; returns the scalar it completes, if any.
    mutating func push(_ byte: UInt8) -> Unicode.Scalar? {
        if !pending.isEmpty {
            if byte & 0xC0 == 0x80 {
                pending.append(byte)
                guard pending.count == expected else { return nil }
                defer { reset() }
                return Self.decode(pending)
            }
            reset()
        }
        switch byte {
        case 0x00...0x7F:
            return Unicode.Scalar(byte)
        case 0xC2...0xDF:
            start(byte, length: 2)
        case 0xE0...0xEF:
            start(byte, length: 3)
        case 0xF0...0xF4:
            start(byte, length: 4)
        default:
            break
        }
        return nil
    }

    /// Drops a partial sequence (a key code or mouse report came between its bytes).
    mutating func reset() {
        pending.removeAll(keepingCapacity: true)
        expected = 0
    }

    private mutating func start(_ byte: UInt8, length: Int) {
        pending.append(byte)
        expected = length
    }

    /// The scalar of one complete sequence, or `nil` when it is overlong or encodes a surrogate.
    private static func decode(_ bytes: [UInt8]) -> Unicode.Scalar? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }
}
