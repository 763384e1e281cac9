/// A one-line text input: the `UITextField` of TermHost.
///
/// Keys: Left/Right (Ctrl-B/F) move, Home/End (Ctrl-A/E) jump, Alt-b/Alt-f (or Alt/Ctrl with the
/// arrows) move by words, Backspace/Delete (Ctrl-D) erase, Ctrl-K/Ctrl-U erase to the end/start,
/// Ctrl-W erases the word before the cursor, Enter submits. A paste is inserted at the cursor with its
/// line breaks turned into spaces. The text scrolls sideways to keep the cursor in view, wide
/// characters take two columns, and the terminal cursor shows where typing goes while focused.
///
/// The text is kept as an array of characters, so even a megabyte paste edits in linear time.
@MainActor
open class TextFieldWidget: ControlWidget {
    private var characters: [Character] = []
    /// The cursor, as a character offset into the text.
    public private(set) var cursorIndex = 0
    /// The first character shown (horizontal scrolling).
    private var scrollIndex = 0

    /// The text. Setting it from code moves the cursor to the end and does not call ``onChange``.
    public var text: String {
        get { String(characters) }
        set {
            characters = WordBoundary.singleLine(newValue)
            if let maximumLength, characters.count > maximumLength { characters.removeLast(characters.count - maximumLength) }
            cursorIndex = characters.count
            scrollIndex = 0
            setNeedsDisplay()
        }
    }

    /// The number of characters in the text.
    public var count: Int { characters.count }

    /// Shown dimmed while the text is empty.
    public var placeholder: String? {
        didSet { if placeholder != oldValue { setNeedsDisplay() } }
    }

    /// Shows every character as `*` (passwords).
    public var isSecureTextEntry = false {
        didSet { if isSecureTextEntry != oldValue { setNeedsDisplay() } }
    }

    /// The most characters the text may hold (`nil`: no limit). Typing and pastes beyond it are cut.
    public var maximumLength: Int?

    /// The style of the text; unfocused fields are underlined, the focused one bold and underlined.
    public var style: Style = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// Called with the new text after every edit by the user.
    public var onChange: (@MainActor (String) -> Void)?
    /// Called with the text when the user presses Enter.
    public var onSubmit: (@MainActor (String) -> Void)?
    /// Optional editing hooks.
    public weak var delegate: TextFieldWidgetDelegate?
    /// UIKit settings kept for ported code (see `TextFieldWidget+UIKit.swift`).
    var traits = TextFieldTraits()

    /// Creates a field with initial text and a placeholder.
    public init(text: String = "", placeholder: String? = nil) {
        self.placeholder = placeholder
        super.init(frame: .zero)
        self.text = text
    }

    // MARK: Sizing

    /// One row; no intrinsic width (fields take the width their container gives them).
    open override var intrinsicContentSize: Size {
        Size(width: Widget.noIntrinsicMetric, height: 1)
    }

    // MARK: Editing

    /// Replaces the characters in `range` with `replacement` as a user edit: it respects
    /// ``maximumLength`` and the delegate, moves the cursor after the inserted text and reports the change.
    public func replaceCharacters(in range: Range<Int>, with replacement: String) {
        let lower = max(0, min(range.lowerBound, characters.count))
        let upper = max(lower, min(range.upperBound, characters.count))
        var inserted = WordBoundary.singleLine(replacement)
        if let maximumLength {
            let room = max(0, maximumLength - (characters.count - (upper - lower)))
            if inserted.count > room { inserted.removeLast(inserted.count - room) }
        }
        if inserted.isEmpty && lower == upper { return }
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: lower..<upper, replacementString: String(inserted)) {
            return
        }
        characters.replaceSubrange(lower..<upper, with: inserted)
        cursorIndex = lower + inserted.count
        scrollIndex = min(scrollIndex, characters.count)
        setNeedsDisplay()
        onChange?(text)
        delegate?.textFieldDidChange(self)
        sendActions(for: .editingChanged)
    }

    /// Inserts text at the cursor as if typed.
    public func insertText(_ string: String) {
        replaceCharacters(in: cursorIndex..<cursorIndex, with: string)
    }

    /// Moves the cursor to a character offset (clamped).
    public func moveCursor(to index: Int) {
        let clamped = max(0, min(index, characters.count))
        guard clamped != cursorIndex else { return }
        cursorIndex = clamped
        setNeedsDisplay()
    }

    private func delete(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        replaceCharacters(in: range, with: "")
    }

    // MARK: Keys

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        if let character = event.printableCharacter {
            insertText(String(character))
            return true
        }
        let mods = event.modifiers
        switch event.key {
        case .left where mods.isEmpty: moveCursor(to: cursorIndex - 1)
        case .right where mods.isEmpty: moveCursor(to: cursorIndex + 1)
        case .left where mods.contains(.alt) || mods.contains(.control):
            moveCursor(to: WordBoundary.previousWordStart(in: characters, from: cursorIndex))
        case .right where mods.contains(.alt) || mods.contains(.control):
            moveCursor(to: WordBoundary.nextWordEnd(in: characters, from: cursorIndex))
        case .home: moveCursor(to: 0)
        case .end: moveCursor(to: characters.count)
        case .backspace where mods.contains(.alt):
            delete(WordBoundary.previousWordStart(in: characters, from: cursorIndex)..<cursorIndex)
        case .backspace: delete(max(0, cursorIndex - 1)..<cursorIndex)
        case .delete: delete(cursorIndex..<min(characters.count, cursorIndex + 1))
        case .enter:
            if delegate?.textFieldShouldReturn(self) ?? true {
                onSubmit?(text)
                returnKeyPressed()
            }
        case .character(let c) where mods == .control:
            return handleControl(c)
        case .character(let c) where mods == .alt:
            return handleAlt(c)
        default:
            return false
        }
        return true
    }

    private func handleControl(_ c: Character) -> Bool {
        switch c {
        case "a": moveCursor(to: 0)
        case "e": moveCursor(to: characters.count)
        case "b": moveCursor(to: cursorIndex - 1)
        case "f": moveCursor(to: cursorIndex + 1)
        case "d": delete(cursorIndex..<min(characters.count, cursorIndex + 1))
        case "h": delete(max(0, cursorIndex - 1)..<cursorIndex)
        case "k": delete(cursorIndex..<characters.count)
        case "u": delete(0..<cursorIndex)
        case "w": delete(WordBoundary.previousWhitespaceWordStart(in: characters, from: cursorIndex)..<cursorIndex)
        default: return false
        }
        return true
    }

    private func handleAlt(_ c: Character) -> Bool {
        switch c {
        case "b": moveCursor(to: WordBoundary.previousWordStart(in: characters, from: cursorIndex))
        case "f": moveCursor(to: WordBoundary.nextWordEnd(in: characters, from: cursorIndex))
        case "d": delete(cursorIndex..<WordBoundary.nextWordEnd(in: characters, from: cursorIndex))
        default: return false
        }
        return true
    }

    open override func handlePaste(_ text: String) -> Bool {
        guard isEnabled else { return false }
        insertText(text)
        return true
    }

    // MARK: Focus

    open override func didBecomeFocused() {
        super.didBecomeFocused()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
    }

    open override func didResignFocus() {
        super.didResignFocus()
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
    }

    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        guard case .press(.left) = event.kind else { return false }
        scrollToKeepCursorVisible()
        let column = convertFromWindow(event.position).x
        var index = scrollIndex, x = 0
        while index < characters.count {
            let w = displayWidth(characters[index])
            if x + w > column { break }
            x += w
            index += 1
        }
        moveCursor(to: index)
        return true
    }

    /// Where the terminal cursor shows while the field is focused.
    open override var cursorPosition: Point? {
        guard isFocused, window != nil else { return nil }
        scrollToKeepCursorVisible()
        return originInWindow + Point(x: columns(from: scrollIndex, to: cursorIndex, limit: bounds.width), y: 0)
    }

    // MARK: Drawing

    private func displayWidth(_ character: Character) -> Int {
        isSecureTextEntry ? 1 : TextWidth.of(character)
    }

    /// Columns taken by the characters `start ..< end`, counting no further than `limit`.
    private func columns(from start: Int, to end: Int, limit: Int) -> Int {
        var total = 0
        var index = start
        while index < end, total <= limit {
            total += displayWidth(characters[index])
            index += 1
        }
        return total
    }

    /// Moves the first shown character so the cursor (one column at the end) fits in the field.
    private func scrollToKeepCursorVisible() {
        let width = max(1, bounds.width)
        if cursorIndex < scrollIndex { scrollIndex = cursorIndex }
        if columns(from: scrollIndex, to: cursorIndex, limit: width) <= width - 1 { return }
        var start = cursorIndex, used = 0
        while start > 0 {
            let w = displayWidth(characters[start - 1])
            if used + w > width - 1 { break }
            used += w
            start -= 1
        }
        scrollIndex = start
    }

    open override func draw(in canvas: Canvas) {
        let fieldStyle = isEnabled ? style.adding(isFocused ? [.bold, .underline] : .underline) : style.adding(.dim)
        canvas.fill(canvas.bounds, with: " ", style: fieldStyle)
        if characters.isEmpty {
            if let placeholder { canvas.drawText(placeholder, at: .zero, width: bounds.width, style: fieldStyle.adding(.dim)) }
            return
        }
        scrollToKeepCursorVisible()
        var x = 0, index = scrollIndex
        while index < characters.count, x < bounds.width {
            x += canvas.put(isSecureTextEntry ? "*" : characters[index], at: Point(x: x, y: 0), style: fieldStyle)
            index += 1
        }
    }
}
