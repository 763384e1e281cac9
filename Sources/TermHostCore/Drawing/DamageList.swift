/// Rectangles waiting to be redrawn: a rectangle inside another is dropped, and past a bound they
/// merge into one. The one damage list of both halves: a widget `Window`'s and a declarative root's.
package struct DamageList {
    /// An empty list.
    package init() {}

    /// How many separate rectangles the list keeps; past that they merge into one.
    static let maximumRects = 64

    private(set) var rects: [Rect] = []

    var isEmpty: Bool { rects.isEmpty }

    /// Adds `rect`; false when it was empty or inside a rectangle already listed (nothing new to redraw).
    @discardableResult
    package mutating func add(_ rect: Rect) -> Bool {
        guard !rect.isEmpty else { return false }
        if rects.contains(where: { $0.contains(rect) }) { return false }
        rects.removeAll { rect.contains($0) }
        rects.append(rect)
        if rects.count > Self.maximumRects {
            rects = [rects.reduce(Rect.zero) { $0.union($1) }]
        }
        return true
    }

    package mutating func take() -> [Rect] {
        defer { rects.removeAll(keepingCapacity: true) }
        return rects
    }
}
