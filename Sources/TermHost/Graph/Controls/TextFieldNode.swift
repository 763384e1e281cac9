/// The node of a `TextField` / `SecureField`: one row, as wide as offered (20 cells ideally),
/// underlined, reversed while focused, scrolled so the cursor stays visible.
@MainActor
final class TextFieldNode: ControlNode {
    private var binding = Binding.constant("")
    private var placeholder = ""
    private var isSecure = false
    private var editor = LineEditor()
    /// The text last read from or written to the binding.
    private var lastText = ""
    /// The first character shown.
    private var scrollStart = 0
    private static let idealWidth = 20

    override func update(with view: any View) {
        guard let field = view as? any TextFieldProtocol else { return }
        binding = field.fieldText
        isSecure = field.fieldIsSecure
        let newPlaceholder = field.fieldPlaceholder
        if newPlaceholder != placeholder {
            placeholder = newPlaceholder
            setNeedsDisplay()
        }
        trackValues()
    }

    override func readValues() {
        let value = binding.wrappedValue
        guard value != lastText else { return }
        lastText = value
        editor.setText(value)
        scrollStart = 0
        setNeedsDisplay()
    }

    override var sizeIgnoresChildren: Bool { true }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        Size(width: proposal.width ?? max(Self.idealWidth, TextWidth.of(placeholder) + 1), height: 1)
    }

    // MARK: Display

    private func displayed(_ character: Character) -> Character { isSecure ? "•" : character }

    /// Moves ``scrollStart`` so the cursor is inside the field, looking at no more than a field's width of text.
    private func scrollToCursor() {
        let width = max(1, frame.width)
        let characters = editor.characters
        if editor.cursor < scrollStart { scrollStart = editor.cursor }
        var used = 1
        var index = editor.cursor
        while index > scrollStart {
            let w = TextWidth.of(displayed(characters[index - 1]))
            if used + w > width { break }
            used += w
            index -= 1
        }
        scrollStart = index
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        let base = textStyle.adding(.underline)
        canvas.fill(canvas.bounds, with: " ", style: base)
        let characters = editor.characters
        if characters.isEmpty {
            canvas.drawText(placeholder, at: .zero, width: canvas.size.width, style: base.adding(.dim))
            return
        }
        scrollToCursor()
        var x = 0
        var index = scrollStart
        while index < characters.count && x < canvas.size.width {
            x += canvas.put(displayed(characters[index]), at: Point(x: x, y: 0), style: base)
            index += 1
        }
    }

    override func drawOverChildren(in canvas: Canvas) {
        drawStateOverlay(in: canvas)
    }

    override var cursorPosition: Point? {
        guard isFirstResponder else { return nil }
        scrollToCursor()
        var column = 0
        let characters = editor.characters
        for index in scrollStart..<editor.cursor { column += TextWidth.of(displayed(characters[index])) }
        return screenPoint(Point(x: frame.minX + min(column, max(0, frame.width - 1)), y: frame.minY))
    }

    // MARK: Editing

    private func edit(_ change: (inout LineEditor) -> Void) {
        let before = editor.characters.count
        change(&editor)
        setNeedsDisplay()
        if editor.characters.count != before {
            lastText = editor.text
            binding.wrappedValue = lastText
        }
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled else { return false }
        if let character = event.printableCharacter {
            edit { $0.insert(CollectionOfOne(character)) }
            return true
        }
        switch (event.key, event.modifiers) {
        case (.left, []): edit { $0.moveLeft() }
        case (.right, []): edit { $0.moveRight() }
        case (.home, []), (.character("a"), .control): edit { $0.moveToStart() }
        case (.end, []), (.character("e"), .control): edit { $0.moveToEnd() }
        case (.backspace, []): edit { $0.deleteBackward() }
        case (.delete, []), (.character("d"), .control): edit { $0.deleteForward() }
        case (.character("k"), .control): edit { $0.deleteToEnd() }
        case (.character("u"), .control): edit { $0.deleteToStart() }
        case (.character("w"), .control): edit { $0.deleteWordBackward() }
        case (.enter, []):
            environment.submitAction?()
        default:
            return false
        }
        return true
    }

    override func handlePaste(_ text: String) -> Bool {
        guard isEnabled else { return false }
        edit { $0.insert(text) }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        if case .press(.left) = event.kind { return true }
        return false
    }
}

@MainActor
protocol TextFieldProtocol {
    var fieldText: Binding<String> { get }
    var fieldPlaceholder: String { get }
    var fieldIsSecure: Bool { get }
}

extension TextField: TextFieldProtocol, NodeRepresentable {
    var fieldText: Binding<String> { text }
    var fieldPlaceholder: String { (prompt ?? (label as? Text))?.string ?? "" }
    var fieldIsSecure: Bool { isSecure }

    func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        TextFieldNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
