import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A multi-line text editor: the `UITextView` of TermHost.
///
/// Lines wrap at word boundaries to the view's width (one column is kept for the cursor) and the
/// view scrolls vertically to keep the cursor in view. Keys are TermHost's one editing key map
/// (`EditingKeyMap`, shared with ``TextFieldWidget`` and the `TextField` / `TextEditor` views):
/// Enter inserts a line break, the arrows move (Up/Down between wrapped rows, keeping the column),
/// Home/End (Ctrl-A/E) go to the ends of the line, Ctrl-Home/End to the ends of the text,
/// PageUp/PageDown move by a screenful, Shift with a motion selects, Alt-A selects all, Backspace at
/// the start of a line joins it to the one above, Ctrl-K/U/W and Alt-B/F/D work as in the field.
///
/// The text is one string edited in place, and only the rows in view are wrapped and drawn: typing
/// in a 100,000-character text costs what it does in a short one.
@MainActor
open class TextViewWidget: ControlWidget, ContentInsetAdjusting {
    private var storage = ""
    private let work = TextWork()
    private lazy var model = TextEditingModel(isMultiline: true, work: work)
    private lazy var viewport = MultilineViewport(work: work)
    /// The number of lines, counted when first asked after the text was set, then kept up by edits.
    private var lines: Int?
    /// The cursor's line and column as last counted, for the head it was counted at (dropped when the
    /// text changes), so asking again without an edit or a move costs nothing.
    private var countedCursor: (head: Int, line: Int, column: Int)?

    /// The attributed string last given to `attributedText` (Foundation's `NSAttributedString`): read back
    /// while the text is still its string. The field shows the string in its own style.
    @exclusivity(unchecked)
    @usableFromInline package var attributedOriginal: AnyObject?

    /// The text, lines separated by `\n`; `""` by default, and setting `nil` empties it (reading gives `""`),
    /// as `UITextView.text` does. Setting it puts the cursor at the end and does not call ``onChange``.
    public var text: String! {
        get { storage }
        set {
            let newValue = newValue ?? ""
            if newValue != storage {
                storage = model.cleaned(newValue)
                lines = nil
                countedCursor = nil
                viewport.reset()
                setNeedsDisplay()
            }
            model.moveToEnd(of: storage)
        }
    }

    /// The cursor: a line index and a character offset in that line (found by counting from the
    /// start of the text, so it costs the length of the text before the cursor).
    public var cursor: (line: Int, column: Int) {
        if let counted = countedCursor, counted.head == model.head { return (counted.line, counted.column) }
        let head = storage.index(atUTF8: model.head)
        let before = storage.utf8[..<head]
        let line = before.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        let lineStart = before.lastIndex(of: 0x0A).map { storage.utf8.index(after: $0) } ?? storage.startIndex
        let column = storage[lineStart..<head].count
        countedCursor = (model.head, line, column)
        return (line, column)
    }

    /// The number of lines (at least one).
    public var lineCount: Int {
        if let lines { return lines }
        let counted = 1 + newlines(in: 0..<storage.utf8.count)
        lines = counted
        return counted
    }

    /// The style of the text. The view draws it with the look it shares with SwiftUI's `TextEditor`
    /// (`TextInputLook`): bold while focused, the selection reversed, dimmed while disabled.
    public var style: Style = .plain {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// Called with the new text after every edit by the user.
    public var onChange: (@MainActor (String) -> Void)?

    /// Extra room around the text, on top of what the safe area adds (`contentInset`).
    @exclusivity(unchecked)
    public var contentInset: EdgeInsets = .zero {
        didSet { if contentInset != oldValue { setNeedsDisplay() } }
    }
    /// How the safe area is added to ``contentInset`` (default `.automatic`: a full-screen text view
    /// under a navigation bar starts its first line below the bar).
    @exclusivity(unchecked)
    public var contentInsetAdjustmentBehavior: ScrollWidget.ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsDisplay() } }
    }
    /// ``contentInset`` plus the safe-area insets ``contentInsetAdjustmentBehavior`` adds: the text is
    /// wrapped, drawn and scrolled inside the view's bounds inset by it.
    public var adjustedContentInset: EdgeInsets { computedAdjustedContentInset }
    /// Kept for ported code: a text view draws no scroll indicator.
    public var showsVerticalScrollIndicator = true
    /// Kept for ported code: a text view draws no scroll indicator.
    public var showsHorizontalScrollIndicator = true

    /// The part of the bounds the text is shown in (the bounds inset by ``adjustedContentInset``).
    private var textFrame: Rect { bounds.inset(by: adjustedContentInset) }

    /// Creates a text view.
    public init(text: String = "") {
        super.init(frame: .zero)
        self.text = text
    }

    // MARK: Editing

    /// Inserts text at the cursor as if typed (line breaks start new lines; the selection is replaced).
    public func insertText(_ string: String) {
        perform(.insert(string))
    }

    /// Selects the whole text (`selectAll(_:)`).
    public func selectAll() {
        perform(.selectAll)
    }

    private func newlines(in range: Range<Int>) -> Int {
        Self.newlines(in: storage.utf8[storage.index(atUTF8: range.lowerBound)..<storage.index(atUTF8: range.upperBound)])
    }

    private static func newlines(in bytes: Substring.UTF8View) -> Int {
        bytes.withContiguousStorageIfAvailable { buffer in
            var count = 0
            for byte in buffer where byte == 0x0A { count += 1 }
            return count
        } ?? bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    @discardableResult
    package func perform(_ command: TextEditingCommand) -> Bool {
        defer { application?.statistics.textCharactersVisited += work.take() }
        viewport.size = textFrame.size
        switch model.perform(command, in: storage, rows: viewport) {
        case .unhandled:
            return false
        case .handled, .submit:
            setNeedsDisplay()
        case .edit(let edit):
            if let lines {
                self.lines = lines + Self.newlines(in: Substring(edit.replacement).utf8) - newlines(in: edit.range)
            }
            model.apply(edit, to: &storage)
            countedCursor = nil
            viewport.textDidChange(edit)
            setNeedsDisplay()
            onChange?(storage)
        }
        return true
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsDisplay()
    }

    var scrollableAxes: (horizontal: Bool, vertical: Bool) { (false, lineCount > bounds.height) }

    // MARK: Keys

    open override func handleKey(_ event: KeyEvent) -> Bool {
        performEditingKey(event)
    }

    open override func handlePaste(_ text: String) -> Bool {
        performPaste(text)
    }

    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .press(.left):
            viewport.size = textFrame.size
            viewport.scroll(toShow: model.head, in: storage)
            let local = convertFromWindow(event.position), origin = textFrame.origin
            let offset = viewport.offset(at: Point(x: local.x - origin.x, y: local.y - origin.y), in: storage)
            model.select(offset..<offset, in: storage)
            setNeedsDisplay()
        case .scrollUp: perform(.move(.up, extendingSelection: false))
        case .scrollDown: perform(.move(.down, extendingSelection: false))
        default: return false
        }
        return true
    }

    // MARK: Scrolling and drawing

    /// Where the terminal cursor shows while the view is focused.
    open override var cursorPosition: Point? {
        guard isFocused, window != nil else { return nil }
        let frame = textFrame
        viewport.size = frame.size
        return originInWindow + frame.origin + viewport.scroll(toShow: model.head, in: storage)
    }

    open override func draw(in canvas: Canvas) {
        let frame = textFrame
        viewport.size = frame.size
        // The view follows the cursor while editing; otherwise it stays where it was scrolled.
        if isFocused { viewport.scroll(toShow: model.head, in: storage) }
        let textCanvas = frame == bounds ? canvas : canvas.subcanvas(frame)
        TextInputLook.drawEditor(storage, selection: model.selection, through: viewport, in: textCanvas, base: style,
                                 state: controlState)
        application?.statistics.textCharactersVisited += work.take()
    }
}

extension TextViewWidget: EditingCommandPerforming {}
