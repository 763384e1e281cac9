import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

extension Window {
    /// Runs `body`, in which `container` moves many of its subviews (a stack shifting the subviews
    /// after one that resized): their old and new regions are gathered into one damaged rectangle,
    /// added when `body` returns, instead of two rectangles per subview. Subviews wholly outside the
    /// window add nothing. Nested calls gather into the outermost one's container only.
    func gatheringDamage(ofSubviewsOf container: Widget, _ body: () -> Void) {
        guard damageBatch == nil else {
            body()
            return
        }
        damageBatch = (ObjectIdentifier(container), container.originInWindow, nil)
        body()
        let area = damageBatch?.area
        damageBatch = nil
        if let area { addDamage(area) }
    }

    /// Gathers the damage of a subview of `container` moving from `oldFrame` to `newFrame` (in the
    /// container's coordinates) while ``gatheringDamage(ofSubviewsOf:_:)`` runs for it; returns
    /// `false` (and gathers nothing) otherwise.
    func addBatchedDamage(from oldFrame: Rect, to newFrame: Rect, in container: Widget) -> Bool {
        guard let batch = damageBatch, batch.container == ObjectIdentifier(container) else { return false }
        let windowBounds = bounds
        var area = batch.area
        func gather(_ rect: Rect) {
            let visible = rect.offsetBy(dx: batch.origin.x, dy: batch.origin.y).intersection(windowBounds)
            if visible.isEmpty { return }
            area = area.map { $0.union(visible) } ?? visible
        }
        gather(oldFrame)
        gather(newFrame)
        if area != batch.area { damageBatch?.area = area }
        return true
    }
}
