/// A multi-line text editor: the `UITextView` of TermHost.
///
/// Enter inserts a line break; the arrows move across lines (Up/Down keep the column), Home/End
/// (Ctrl-A/E) go to the ends of the line, PageUp/PageDown move by a screenful, Backspace at the start
/// of a line joins it to the one above, Ctrl-K/U/W and Alt-b/f work as in ``TextFieldWidget``.
/// Lines do not wrap: the view scrolls both ways to keep the cursor in view.
///
/// The text is kept as arrays of characters per line, so a megabyte paste edits in linear time.
@MainActor
open class TextViewWidget: ControlWidget {
    private var lines: [[Character]] = [[]]
    /// The cursor: a line index and a character offset in that line.
    public private(set) var cursor = (line: 0, column: 0)
    private var preferredColumn: Int?
    private var topLine = 0
    private var leftColumn = 0

    /// The text, lines separated by `\n`. Setting it puts the cursor at the end and does not call ``onChange``.
    public var text: String {
        get { lines.map { String($0) }.joined(separator: "\n") }
        set {
            lines = TextViewWidget.split(newValue)
            cursor = (lines.count - 1, lines[lines.count - 1].count)
            topLine = 0
            leftColumn = 0
            setNeedsDisplay()
        }
    }

    /// The number of lines (at least one).
    public var lineCount: Int { lines.count }

    /// The style of the text; the focused view is marked with bold.
    public var style: Style = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// Called with the new text after every edit by the user.
    public var onChange: (@MainActor (String) -> Void)?

    /// Creates a text view.
    public init(text: String = "") {
        super.init(frame: .zero)
        self.text = text
    }

    private static func split(_ text: String) -> [[Character]] {
        var result: [[Character]] = [[]]
        for character in text {
            if character.isNewline {
                result.append([])
            } else if character == "\t" {
                result[result.count - 1].append(" ")
            } else if !Sanitizer.isControl(character) {
                result[result.count - 1].append(character)
            }
        }
        return result
    }

    // MARK: Editing

    /// Inserts text at the cursor as if typed (line breaks start new lines).
    public func insertText(_ string: String) {
        let pieces = TextViewWidget.split(string)
        if pieces.count == 1 {
            lines[cursor.line].insert(contentsOf: pieces[0], at: cursor.column)
            cursor.column += pieces[0].count
        } else {
            let line = lines[cursor.line]
            let head = Array(line[..<cursor.column]), tail = Array(line[cursor.column...])
            var replacement = [head + pieces[0]]
            replacement.append(contentsOf: pieces[1..<(pieces.count - 1)])
            replacement.append(pieces[pieces.count - 1] + tail)
            lines.replaceSubrange(cursor.line...cursor.line, with: replacement)
            cursor = (cursor.line + pieces.count - 1, pieces[pieces.count - 1].count)
        }
        didEdit()
    }

    private func didEdit() {
        preferredColumn = nil
        setNeedsDisplay()
        onChange?(text)
    }

    private func deleteBackward() {
        if cursor.column > 0 {
            lines[cursor.line].remove(at: cursor.column - 1)
            cursor.column -= 1
        } else if cursor.line > 0 {
            let previous = lines[cursor.line - 1].count
            lines[cursor.line - 1] += lines.remove(at: cursor.line)
            cursor = (cursor.line - 1, previous)
        } else {
            return
        }
        didEdit()
    }

    private func deleteForward() {
        if cursor.column < lines[cursor.line].count {
            lines[cursor.line].remove(at: cursor.column)
        } else if cursor.line + 1 < lines.count {
            lines[cursor.line] += lines.remove(at: cursor.line + 1)
        } else {
            return
        }
        didEdit()
    }

    private func deleteInLine(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        lines[cursor.line].removeSubrange(range)
        cursor.column = range.lowerBound
        didEdit()
    }

    private func move(line: Int, column: Int, keepColumn: Bool = false) {
        let target = max(0, min(line, lines.count - 1))
        if keepColumn {
            let wanted = preferredColumn ?? cursor.column
            preferredColumn = wanted
            cursor = (target, min(wanted, lines[target].count))
        } else {
            preferredColumn = nil
            cursor = (target, max(0, min(column, lines[target].count)))
        }
        setNeedsDisplay()
    }

    // MARK: Keys

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        if let character = event.printableCharacter {
            insertText(String(character))
            return true
        }
        let line = lines[cursor.line]
        let mods = event.modifiers
        switch event.key {
        case .enter: insertText("\n")
        case .left where mods.isEmpty:
            if cursor.column > 0 { move(line: cursor.line, column: cursor.column - 1) }
            else if cursor.line > 0 { move(line: cursor.line - 1, column: lines[cursor.line - 1].count) }
        case .right where mods.isEmpty:
            if cursor.column < line.count { move(line: cursor.line, column: cursor.column + 1) }
            else if cursor.line + 1 < lines.count { move(line: cursor.line + 1, column: 0) }
        case .left: move(line: cursor.line, column: WordBoundary.previousWordStart(in: line, from: cursor.column))
        case .right: move(line: cursor.line, column: WordBoundary.nextWordEnd(in: line, from: cursor.column))
        case .up: move(line: cursor.line - 1, column: 0, keepColumn: true)
        case .down: move(line: cursor.line + 1, column: 0, keepColumn: true)
        case .pageUp: move(line: cursor.line - max(1, bounds.height), column: 0, keepColumn: true)
        case .pageDown: move(line: cursor.line + max(1, bounds.height), column: 0, keepColumn: true)
        case .home: move(line: cursor.line, column: 0)
        case .end: move(line: cursor.line, column: line.count)
        case .backspace: deleteBackward()
        case .delete: deleteForward()
        case .character(let c) where mods == .control: return handleControl(c, line: line)
        case .character("b") where mods == .alt:
            move(line: cursor.line, column: WordBoundary.previousWordStart(in: line, from: cursor.column))
        case .character("f") where mods == .alt:
            move(line: cursor.line, column: WordBoundary.nextWordEnd(in: line, from: cursor.column))
        default: return false
        }
        return true
    }

    private func handleControl(_ c: Character, line: [Character]) -> Bool {
        switch c {
        case "a": move(line: cursor.line, column: 0)
        case "e": move(line: cursor.line, column: line.count)
        case "d": deleteForward()
        case "h": deleteBackward()
        case "k":
            if cursor.column == line.count { deleteForward() } else { deleteInLine(cursor.column..<line.count) }
        case "u": deleteInLine(0..<cursor.column)
        case "w": deleteInLine(WordBoundary.previousWhitespaceWordStart(in: line, from: cursor.column)..<cursor.column)
        default: return false
        }
        return true
    }

    open override func handlePaste(_ text: String) -> Bool {
        guard isEnabled else { return false }
        insertText(text)
        return true
    }

    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .press(.left):
            let local = convertFromWindow(event.position)
            let row = max(0, min(topLine + local.y, lines.count - 1))
            var index = 0, x = 0
            while index < lines[row].count {
                let w = TextWidth.of(lines[row][index])
                if x + w > leftColumn + local.x { break }
                x += w
                index += 1
            }
            move(line: row, column: index)
        case .scrollUp: move(line: cursor.line - 1, column: 0, keepColumn: true)
        case .scrollDown: move(line: cursor.line + 1, column: 0, keepColumn: true)
        default: return false
        }
        return true
    }

    // MARK: Scrolling and drawing

    private func cursorColumn() -> Int {
        var total = 0
        for character in lines[cursor.line][..<cursor.column] { total += TextWidth.of(character) }
        return total
    }

    private func scrollToKeepCursorVisible() {
        let height = max(1, bounds.height), width = max(1, bounds.width)
        if cursor.line < topLine { topLine = cursor.line }
        if cursor.line >= topLine + height { topLine = cursor.line - height + 1 }
        let column = cursorColumn()
        if column < leftColumn { leftColumn = column }
        if column >= leftColumn + width { leftColumn = column - width + 1 }
    }

    /// Where the terminal cursor shows while the view is focused.
    open override var cursorPosition: Point? {
        guard isFocused, window != nil else { return nil }
        scrollToKeepCursorVisible()
        return originInWindow + Point(x: cursorColumn() - leftColumn, y: cursor.line - topLine)
    }

    open override func draw(in canvas: Canvas) {
        scrollToKeepCursorVisible()
        let shown = isEnabled ? (isFocused ? style.adding(.bold) : style) : style.adding(.dim)
        for row in 0..<bounds.height {
            let index = topLine + row
            guard index < lines.count else { break }
            var x = -leftColumn
            for character in lines[index] {
                if x >= bounds.width { break }
                let w = TextWidth.of(character)
                if x + w > 0 { canvas.put(character, at: Point(x: x, y: row), style: shown) }
                x += w
            }
        }
    }
}
