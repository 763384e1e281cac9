import TermHostCore

/// Drawing a list: its own lines (section boxes, the scroll indicator) and the rows that meet the
/// damaged region, found by a binary search over the rows the last layout placed, so a change to one
/// row draws that row and looks at no other (the window's other rows are not visited).
extension ListNode {
    /// The rows the drawing walk visits for `region`: those the last layout placed that meet it, or every
    /// child when a placed row draws outside its frame (an `.offset` in a row) or a layout is still to come.
    func rows(meeting region: Rect) -> ArraySlice<ViewNode> {
        guard placedRowsStayInFrames, !needsPlacement else { return children[...] }
        let first = firstPlacedRow(endingBelow: region.minY)
        var end = first
        while end < placedRows.count, placedRows[end].frame.minY < region.maxY { end += 1 }
        return placedRows[first..<end]
    }

    /// The index of the first placed row whose bottom lies below `y` (the rows are placed top to bottom).
    func firstPlacedRow(endingBelow y: Int) -> Int {
        var low = 0
        var high = placedRows.count
        while low < high {
            let middle = (low + high) / 2
            if placedRows[middle].frame.maxY <= y { low = middle + 1 } else { high = middle }
        }
        return low
    }

    func drawLines(in canvas: Canvas) {
        guard isVisible else { return }
        let line = Style(attributes: .dim).over(textStyle)
        let characters = (canvas.lineDrawing ? BorderStyle.rounded : .ascii).characters
        let visible = canvas.visibleRect
        for decoration in decorations where decoration.rect.intersects(visible) {
            let rect = decoration.rect
            switch decoration.kind {
            case .boxTop, .boxBottom:
                let top = decoration.kind == .boxTop
                canvas.put(top ? characters.topLeft : characters.bottomLeft, at: rect.origin, style: line)
                for x in (rect.minX + 1)..<max(rect.minX + 1, rect.maxX - 1) {
                    canvas.put(characters.horizontal, at: Point(x: x, y: rect.minY), style: line)
                }
                canvas.put(top ? characters.topRight : characters.bottomRight, at: Point(x: rect.maxX - 1, y: rect.minY), style: line)
            case .sides:
                for y in rect.minY..<rect.maxY {
                    canvas.put(characters.vertical, at: Point(x: rect.minX, y: y), style: line)
                    canvas.put(characters.vertical, at: Point(x: rect.maxX - 1, y: y), style: line)
                }
            }
        }
    }

    func drawIndicator(in canvas: Canvas) {
        guard isVisible, showsIndicator, frame.height > 0 else { return }
        let (top, thumb) = indicatorThumb
        let x = canvas.size.width - 1
        let visible = canvas.visibleRect
        guard visible.minX <= x, x < visible.maxX else { return }
        for y in max(0, visible.minY)..<min(frame.height, max(0, visible.maxY)) {
            canvas.put(y >= top && y < top + thumb ? "┃" : "│", at: Point(x: x, y: y), style: .dim)
        }
        if isFirstResponder { canvas.applyStyle(.reverse, to: Rect(x: x, y: top, width: 1, height: thumb)) }
    }
}
