/// The measured strings of one tree of views: nodes showing the same string (a title used as a
/// `Text`, a button label and a section header) measure it once between them. Strings are found by a
/// hash of their length and first and last bytes (a long text is not hashed whole).
///
/// The cache is bounded in two generations: new strings go into the recent one, and when it holds more
/// than ``capacity`` strings it becomes the older one and the strings that were older are let go. A
/// string found among the older ones moves back to the recent ones. So every string used among the
/// last ``capacity`` strings asked for stays, at most about twice ``capacity`` are held, and a text
/// that changes every frame costs neither a scan nor a sort per change.
@MainActor
package final class TextMeasurementCache {
    /// An empty cache.
    package init() {}

    private var recent: [MeasuredKey: MeasuredText] = [:]
    private var older: [MeasuredKey: MeasuredText] = [:]
    /// How many strings the recent generation holds before it becomes the older one.
    static let capacity = 32

    /// The measurements of `string`, shared with every other holder of the same string.
    package func measured(_ string: String) -> MeasuredText {
        let key = MeasuredKey(string: string)
        if let found = recent[key] { return found }
        let text = older.removeValue(forKey: key) ?? MeasuredText(string)
        if recent.count == Self.capacity {
            older = recent
            recent = [:]
            recent.reserveCapacity(Self.capacity)
        }
        recent[key] = text
        return text
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
