/// The node of a `TextField` / `SecureField`: one row, as wide as offered (20 cells ideally),
/// underlined, reversed while focused, scrolled so the cursor stays visible. It edits with the
/// shared ``TextEditingModel`` and ``EditingKeyMap`` (the keys of ``TextFieldWidget``) and draws
/// through ``SingleLineViewport``, so the two halves of TermHost edit text the same way.
@MainActor
final class TextFieldNode: ControlNode {
    private var bound = BoundText()
    private var placeholder = ""
    private var placeholderWidth = 0
    private let work = TextWork()
    private lazy var model = TextEditingModel(isMultiline: false, work: work)
    private lazy var viewport = SingleLineViewport(work: work)
    private static let idealWidth = 20

    override func update(with view: any View) {
        guard let field = view as? any TextFieldProtocol else { return }
        bound.rebind(field.fieldText)
        if field.fieldIsSecure != viewport.isMasked {
            viewport.isMasked = field.fieldIsSecure
            setNeedsDisplay()
        }
        let newPlaceholder = field.fieldPlaceholder
        if newPlaceholder != placeholder {
            placeholder = newPlaceholder
            placeholderWidth = TextWidth.of(newPlaceholder)
            invalidateLayout()
            setNeedsDisplay()
        }
        trackValues()
    }

    override func refresh() {
        bound.flush()
        super.refresh()
    }

    override func readValues() {
        guard bound.read() else { return }
        model.moveToEnd(of: bound.text)
        viewport.reset()
        setNeedsDisplay()
    }

    override func willUnmount() {
        bound.flush()
        super.willUnmount()
    }

    override func didResignFocus() {
        bound.flush()
        super.didResignFocus()
    }

    override var sizeIgnoresChildren: Bool { true }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        Size(width: proposal.width ?? max(Self.idealWidth, placeholderWidth + 1), height: 1)
    }

    // MARK: Display

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        let base = textStyle.adding(.underline)
        let focused = isFirstResponder && isEnabled
        let text = bound.text
        viewport.scroll(toShow: model.head, in: text, width: frame.width)
        viewport.draw(text, placeholder: placeholder, selection: model.selection, in: canvas,
                      style: focused ? base.adding(.reverse) : base, selectedStyle: focused ? base : base.adding(.reverse))
        reportWork()
    }

    override func drawOverChildren(in canvas: Canvas) {
        if isVisible && !isEnabled { canvas.applyStyle(.dim, to: canvas.bounds) }
    }

    override var cursorPosition: Point? {
        guard isFirstResponder else { return nil }
        let text = bound.text
        viewport.scroll(toShow: model.head, in: text, width: frame.width)
        let column = viewport.column(of: model.head, in: text, width: frame.width)
        return screenPoint(Point(x: frame.minX + column, y: frame.minY))
    }

    private func reportWork() {
        application?.statistics.textCharactersVisited += work.take()
    }

    // MARK: Editing

    @discardableResult
    private func perform(_ command: TextEditingCommand) -> Bool {
        defer { reportWork() }
        switch model.perform(command, in: bound.text, rows: nil) {
        case .unhandled:
            return false
        case .handled:
            setNeedsDisplay()
        case .edit(let edit):
            if bound.edit({ model.apply(edit, to: &$0) }) { markDirty() }
            viewport.textDidChange(edit)
            setNeedsDisplay()
        case .submit:
            bound.flush()
            environment.submitAction?()
        }
        return true
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard isEnabled, let command = EditingKeyMap.command(for: event) else { return false }
        return perform(command)
    }

    override func handlePaste(_ text: String) -> Bool {
        guard isEnabled else { return false }
        return perform(.insert(text))
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled, case .press(.left) = event.kind else { return false }
        let text = bound.text
        viewport.scroll(toShow: model.head, in: text, width: frame.width)
        let offset = viewport.offset(atColumn: (event.position - screenPoint(.zero)).x - frame.minX, in: text)
        model.select(offset..<offset, in: text)
        setNeedsDisplay()
        reportWork()
        return true
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
