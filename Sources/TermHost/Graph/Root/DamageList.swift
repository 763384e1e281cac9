/// Rectangles waiting to be redrawn: a rectangle inside another is dropped, and past a bound they
/// merge into one.
struct DamageList {
    /// How many separate rectangles the list keeps; past that they merge into one.
    static let maximumRects = 64

    private(set) var rects: [Rect] = []

    var isEmpty: Bool { rects.isEmpty }

    mutating func add(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        if rects.contains(where: { $0.contains(rect) }) { return }
        rects.removeAll { rect.contains($0) }
        rects.append(rect)
        if rects.count > Self.maximumRects {
            rects = [rects.reduce(Rect.zero) { $0.union($1) }]
        }
    }

    mutating func take() -> [Rect] {
        defer { rects.removeAll(keepingCapacity: true) }
        return rects
    }
}
