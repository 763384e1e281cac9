/// The visible part of a one-line editor: which character is shown first (the text scrolls sideways,
/// by half the field, to keep the cursor in view), how it draws, and where a click lands.
///
/// Everything here walks only the characters that fit in the field's width, so a 100,000-character
/// text costs what a 20-character one does. A secure field draws every character as ``mask``.
@MainActor
package struct SingleLineViewport: EditingViewport {
    /// What a secure field shows for each character (`UITextField.isSecureTextEntry`, `SecureField`).
    static let mask: Character = "•"

    /// The first character shown, as a UTF-8 offset.
    private(set) var start = 0
    /// Whether characters show as ``mask`` (one column each).
    package var isMasked = false
    let work: TextWork

    package init(work: TextWork) {
        self.work = work
    }

    /// Shows the text from its start (after the text was replaced).
    package mutating func reset() {
        start = 0
    }

    /// Keeps the first shown character in place across an edit.
    package mutating func textDidChange(_ edit: TextEdit) {
        start = edit.adjusted(start)
    }

    private func width(of character: Character) -> Int {
        work.visit()
        return isMasked ? 1 : TextWidth.of(character)
    }

    /// Scrolls so the cursor at `head` shows with a column to spare after the character before it.
    ///
    /// A cursor before the first shown character becomes the first; a cursor past the last column
    /// scrolls the text by half the field (the cursor lands mid-field), as terminal line editors do:
    /// scrolling one column per typed key would change, and resend, every cell of the field per key.
    package mutating func scroll(toShow head: Int, in text: String, width: Int) {
        let room = max(0, width - 1)
        start = text.characterStart(atOrBefore: min(start, head))
        var index = text.index(atUTF8: start)
        let cursor = text.index(atUTF8: head)
        var columns = 0
        while index < cursor, columns <= room {
            columns += self.width(of: text[index])
            index = text.index(after: index)
        }
        if columns <= room { return }
        let kept = room / 2
        var first = cursor
        columns = 0
        while first > text.startIndex {
            let before = text.index(before: first)
            let w = self.width(of: text[before])
            if columns + w > kept { break }
            columns += w
            first = before
        }
        start = text.utf8Offset(of: first)
    }

    /// The column of `offset` (at or after ``start``), counted no further than `width`.
    package func column(of offset: Int, in text: String, width: Int) -> Int {
        var index = text.index(atUTF8: start)
        let end = text.index(atUTF8: offset)
        var columns = 0
        while index < end, columns < width {
            columns += self.width(of: text[index])
            index = text.index(after: index)
        }
        return min(columns, max(0, width - 1))
    }

    /// The offset a click at `column` lands on.
    package func offset(atColumn column: Int, in text: String) -> Int {
        var index = text.index(atUTF8: start)
        var x = 0
        while index < text.endIndex {
            let w = width(of: text[index])
            if x + w > column { break }
            x += w
            index = text.index(after: index)
        }
        return text.utf8Offset(of: index)
    }

    /// Draws the visible characters from ``start`` (or `placeholder`, dimmed, while the text is
    /// empty): each in `style`, the selected ones in `selectedStyle`; the rest of the row in `style`.
    package func draw(_ text: String, placeholder: String, selection: Range<Int>, in canvas: Canvas,
              style: Style, selectedStyle: Style) {
        let width = canvas.size.width
        var x = 0
        if text.isEmpty {
            x = canvas.drawText(placeholder, at: .zero, width: width, style: style.adding(.dim))
        } else {
            var index = text.index(atUTF8: start)
            var offset = start
            while index < text.endIndex, x < width {
                let next = text.index(after: index)
                let selected = selection.contains(offset)
                work.visit()
                x += canvas.put(isMasked ? Self.mask : text[index], at: Point(x: x, y: 0),
                                style: selected ? selectedStyle : style)
                index = next
                offset = text.utf8Offset(of: next)
            }
        }
        if x < width { canvas.fill(Rect(x: x, y: 0, width: width - x, height: 1), with: " ", style: style) }
    }
}
