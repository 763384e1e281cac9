import TermHostCore

/// The node of a `TextField` / `SecureField`: one row, as wide as offered (20 cells ideally),
/// scrolled so the cursor stays visible. It draws through `SingleLineViewport` with the look it shares
/// with `TextFieldWidget` (`TextInputLook`): underlined, reversed while focused (the selection shows
/// un-reversed), dimmed while disabled.
@MainActor
final class TextFieldNode: TextEditingNode<SingleLineViewport> {
    private var placeholder = ""
    /// The placeholder's width, measured when an ideal size is first asked for.
    private var placeholderWidth: Int?

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
            placeholderWidth = nil
            invalidateLayout()
            setNeedsDisplay()
        }
        trackValues()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        if let width = proposal.width { return Size(width: width, height: 1) }
        let measured = placeholderWidth ?? graph.textMeasurements.measured(placeholder).measure(width: nil).size.width
        placeholderWidth = measured
        return Size(width: max(TextInputLook.fieldIdealWidth, measured + 1), height: 1)
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        let text = bound.text
        // While not editing, a field shows the start of its text.
        if isFirstResponder && isEnabled { viewport.scroll(toShow: model.head, in: text, width: frame.width) } else { viewport.reset() }
        TextInputLook.drawField(text, placeholder: placeholder, selection: model.selection, through: viewport, in: canvas,
                                base: textStyle, state: controlState())
        reportWork()
    }

    override var cursorPosition: Point? {
        guard isFirstResponder else { return nil }
        let text = bound.text
        viewport.scroll(toShow: model.head, in: text, width: frame.width)
        let column = viewport.column(of: model.head, in: text, width: frame.width)
        return screenPoint(Point(x: frame.minX + column, y: frame.minY))
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled, case .press(.left) = event.kind else { return false }
        let text = bound.text
        viewport.scroll(toShow: model.head, in: text, width: frame.width)
        let offset = viewport.offset(atColumn: localPoint(of: event).x, in: text)
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

    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        TextFieldNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
