/// The visible part of a multi-line editor (``TextViewWidget``, the `TextEditor` view): lines wrap
/// at word boundaries to the width (as `UITextView` and `TextEditor` do), the view scrolls
/// vertically to keep the cursor in view, Up/Down move between wrapped rows keeping their column.
///
/// Rows wrap one column short of the width, so the cursor after a full row still shows on that row.
/// Only the rows from the first one shown are wrapped (plus, when the cursor jumps out of view, the
/// paragraph it lands in), so typing in a 100,000-character text costs what it does in a short one.
@MainActor
package struct MultilineViewport: EditingViewport, TextRowNavigating {
    /// One wrapped row: its characters run from `start` to `end` (UTF-8 offsets); the spaces after a
    /// break, up to the next row, belong to it too.
    package struct Row {
        var start: Int
        var end: Int
        var mode: LineWrapper.Start
        var next: (offset: Int, mode: LineWrapper.Start)?
    }

    /// The first row shown, as a UTF-8 offset, and how it begins.
    private(set) var top = 0
    private var topMode = LineWrapper.Start.paragraph
    /// The size of the editor.
    package var size = Size.zero
    let work: TextWork

    package init(work: TextWork) {
        self.work = work
    }

    package var pageRows: Int { max(1, size.height) }
    private var wrapWidth: Int { max(1, size.width - 1) }

    /// Shows the text from its start (after the text was replaced).
    package mutating func reset() {
        top = 0
        topMode = .paragraph
    }

    /// Keeps the first row shown in place across an edit.
    package mutating func textDidChange(_ edit: TextEdit) {
        top = edit.adjusted(top)
    }

    // MARK: Rows

    private func row(at offset: Int, mode: LineWrapper.Start, in text: String) -> Row {
        let wrapper = LineWrapper(text, width: wrapWidth)
        let row = wrapper.row(at: text.index(atUTF8: offset), start: mode)
        let start = text.utf8Offset(of: row.content.lowerBound), end = text.utf8Offset(of: row.content.upperBound)
        work.visit(max(1, end - offset))
        return Row(start: start, end: end, mode: mode, next: row.next.map { (text.utf8Offset(of: $0.index), $0.start) })
    }

    /// The rows from `offset` on, at most `limit` of them.
    private func rows(from offset: Int, mode: LineWrapper.Start, limit: Int, in text: String) -> [Row] {
        var result: [Row] = []
        var current = row(at: offset, mode: mode, in: text)
        while true {
            result.append(current)
            guard result.count < limit, let next = current.next else { break }
            current = row(at: next.offset, mode: next.mode, in: text)
        }
        return result
    }

    /// Whether `offset` lies on `row` (followed by `next`, the start of the following row).
    private func contains(_ row: Row, _ offset: Int, nextStart: Int?) -> Bool {
        offset >= row.start && (nextStart.map { offset < $0 } ?? true)
    }

    /// The last `count` rows that end with the row holding `offset`, walking back over paragraphs.
    private func rows(endingAt offset: Int, count: Int, in text: String) -> [Row] {
        var collected: [Row] = []
        var paragraph = paragraphStart(of: offset, in: text)
        var holdsOffset = true
        while true {
            var rows: [Row] = []
            var current = row(at: paragraph, mode: .paragraph, in: text)
            while true {
                rows.append(current)
                if rows.count > count { rows.removeFirst() }
                guard let next = current.next, next.mode != .paragraph else { break }
                let following = row(at: next.offset, mode: next.mode, in: text)
                if holdsOffset && following.start > offset { break }
                current = following
            }
            collected = rows + collected
            if collected.count >= count || paragraph == 0 { break }
            holdsOffset = false
            paragraph = paragraphStart(of: text.offset(before: paragraph), in: text)
        }
        return Array(collected.suffix(count))
    }

    private func paragraphStart(of offset: Int, in text: String) -> Int {
        WordBoundary.walkBack(in: text, from: offset, work: work) { !$0.isNewline }
    }

    // MARK: Scrolling

    /// Scrolls so the row holding `head` is in view; returns where the cursor shows (view coordinates).
    @discardableResult
    package mutating func scroll(toShow head: Int, in text: String) -> Point {
        let height = max(1, size.height)
        top = text.characterStart(atOrBefore: top)
        if head >= top {
            let visible = rows(from: top, mode: topMode, limit: 2 * height + 1, in: text)
            for (index, row) in visible.enumerated() {
                let nextStart = index + 1 < visible.count ? visible[index + 1].start : nil
                guard contains(row, head, nextStart: nextStart) else { continue }
                if nextStart == nil && row.next != nil && index == visible.count - 1 { break }
                if index >= height {
                    let first = visible[index - height + 1]
                    top = first.start
                    topMode = first.mode
                }
                return Point(x: column(of: head, on: row, in: text), y: min(index, height - 1))
            }
        }
        let above = head < top
        let shown = rows(endingAt: head, count: above ? 1 : height, in: text)
        top = shown[0].start
        topMode = shown[0].mode
        return Point(x: column(of: head, on: shown[shown.count - 1], in: text), y: shown.count - 1)
    }

    /// The column of `offset` on `row`, no further than the last column.
    private func column(of offset: Int, on row: Row, in text: String) -> Int {
        var index = text.index(atUTF8: row.start)
        let end = text.index(atUTF8: offset)
        var columns = 0
        while index < end, columns < wrapWidth {
            work.visit()
            columns += TextWidth.of(text[index])
            index = text.index(after: index)
        }
        return min(columns, wrapWidth)
    }

    /// The offset at `column` on `row`, staying before the start of the next row.
    private func offset(atColumn column: Int, on row: Row, nextStart: Int?, in text: String) -> Int {
        var index = text.index(atUTF8: row.start)
        let limit = nextStart.map { text.index(before: text.index(atUTF8: $0)) } ?? text.endIndex
        var x = 0
        while index < limit {
            work.visit()
            let character = text[index]
            if character.isNewline { break }
            let w = TextWidth.of(character)
            if x + w > column { break }
            x += w
            index = text.index(after: index)
        }
        return text.utf8Offset(of: index)
    }

    // MARK: Navigation and clicks

    package func offset(from offset: Int, movingRows delta: Int, column: inout Int?, in text: String) -> Int {
        let above = rows(endingAt: offset, count: max(0, -delta) + 1, in: text)
        let current = above[above.count - 1]
        let aim = column ?? self.column(of: offset, on: current, in: text)
        column = aim
        var target = current
        if delta < 0 {
            if above.count == 1 { return 0 }
            target = above[0]
        } else {
            for step in 0..<delta {
                guard let next = target.next else {
                    if step == 0 { return text.utf8.count }
                    break
                }
                target = row(at: next.offset, mode: next.mode, in: text)
            }
        }
        let nextStart = target.next.map { row(at: $0.offset, mode: $0.mode, in: text).start }
        return self.offset(atColumn: aim, on: target, nextStart: nextStart, in: text)
    }

    /// The offset a click at `point` (view coordinates) lands on.
    package func offset(at point: Point, in text: String) -> Int {
        let visible = rows(from: top, mode: topMode, limit: max(0, point.y) + 2, in: text)
        let index = min(max(0, point.y), visible.count - 1)
        let nextStart = index + 1 < visible.count ? visible[index + 1].start : nil
        return offset(atColumn: max(0, point.x), on: visible[index], nextStart: nextStart, in: text)
    }

    // MARK: Drawing

    /// Draws the rows in view in `style`, the selected characters in `selectedStyle`.
    package func draw(_ text: String, selection: Range<Int>, in canvas: Canvas, style: Style, selectedStyle: Style) {
        let visible = rows(from: top, mode: topMode, limit: max(1, size.height), in: text)
        for (y, row) in visible.enumerated() {
            var index = text.index(atUTF8: row.start)
            let end = text.index(atUTF8: row.end)
            var x = 0
            while index < end, x < size.width {
                let offset = text.utf8Offset(of: index)
                work.visit()
                x += canvas.put(text[index], at: Point(x: x, y: y),
                                style: selection.contains(offset) ? selectedStyle : style)
                index = text.index(after: index)
            }
        }
    }
}
