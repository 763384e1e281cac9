/// The measured strings of one tree of views: nodes showing the same string (a title used as a
/// `Text`, a button label and a section header) measure it once between them. Strings are found by a
/// hash of their length and first and last bytes (a long text is not hashed whole). Beyond twice
/// ``capacity`` strings, the ``capacity`` most recently used are kept (one sort per ``capacity`` new
/// strings, so a text that changes every frame costs no scan per change).
@MainActor
final class TextMeasurementCache {
    private var entries: [MeasuredKey: (text: MeasuredText, lastUse: Int)] = [:]
    private var uses = 0
    /// How many strings are kept at least (the most recently used).
    static let capacity = 32

    /// The measurements of `string`, shared with every other holder of the same string.
    func measured(_ string: String) -> MeasuredText {
        uses += 1
        let key = MeasuredKey(string: string)
        if let found = entries[key] {
            entries[key] = (found.text, uses)
            return found.text
        }
        let made = MeasuredText(string)
        entries[key] = (made, uses)
        if entries.count > 2 * Self.capacity { keepMostRecentlyUsed() }
        return made
    }

    private func keepMostRecentlyUsed() {
        var recent: [Int] = []
        recent.reserveCapacity(entries.count)
        // Plain loops: a closure here would check the main actor at every entry.
        for entry in entries.values { recent.append(entry.lastUse) }
        recent.sort()
        let oldestKept = recent[recent.count - Self.capacity]
        var kept: [MeasuredKey: (text: MeasuredText, lastUse: Int)] = [:]
        kept.reserveCapacity(2 * Self.capacity + 1)
        for (key, entry) in entries where entry.lastUse >= oldestKept { kept[key] = entry }
        entries = kept
    }
}

/// A string as the cache's key: hashed by its UTF-8 length and its first and last bytes, equal when
/// its UTF-8 bytes are. (A measurement holds byte offsets, so strings that are canonically equivalent
/// with other bytes, which `==` on `String` equates, are other keys.)
private struct MeasuredKey: Hashable {
    let string: String
    /// How many bytes at each end are hashed.
    static let hashedBytes = 32

    func hash(into hasher: inout Hasher) {
        let utf8 = string.utf8
        hasher.combine(utf8.count)
        let hashed: Void? = utf8.withContiguousStorageIfAvailable { bytes in
            let count = min(bytes.count, Self.hashedBytes)
            hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[..<count])))
            hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: bytes[(bytes.count - count)...])))
        }
        if hashed == nil {
            for byte in utf8.prefix(Self.hashedBytes) { hasher.combine(byte) }
            for byte in utf8.suffix(Self.hashedBytes) { hasher.combine(byte) }
        }
    }

    static func == (lhs: MeasuredKey, rhs: MeasuredKey) -> Bool {
        let left = lhs.string.utf8, right = rhs.string.utf8
        guard left.count == right.count else { return false }
        let compared: Bool?? = left.withContiguousStorageIfAvailable { leftBytes in
            right.withContiguousStorageIfAvailable { rightBytes in
                leftBytes.baseAddress == rightBytes.baseAddress || leftBytes.elementsEqual(rightBytes)
            }
        }
        return compared.flatMap { $0 } ?? left.elementsEqual(right)
    }
}
