import TermHostCore

/// The node of a `TextEditor`: it fills the space offered (20 × 5 cells ideally), wraps its lines
/// and scrolls vertically to keep the cursor in view. It draws through `MultilineViewport` with the
/// look it shares with `TextViewWidget` (`TextInputLook`): bold while focused, the selection reversed,
/// dimmed while disabled.
@MainActor
final class TextEditorNode: TextEditingNode<MultilineViewport> {
    override var isMultiline: Bool { true }

    override var rowNavigator: TextRowNavigating? {
        viewport.size = frame.size
        return viewport
    }

    override func update(with view: any View) {
        guard let editor = view as? TextEditor else { return }
        bound.rebind(editor.text)
        trackValues()
    }

    override func computeSize(_ proposal: ProposedViewSize) -> Size {
        Size(width: proposal.width ?? TextInputLook.editorIdealSize.width, height: proposal.height ?? TextInputLook.editorIdealSize.height)
    }

    override func draw(in canvas: Canvas) {
        guard isVisible else { return }
        let text = bound.text
        viewport.size = frame.size
        if isFirstResponder { viewport.scroll(toShow: model.head, in: text) }
        TextInputLook.drawEditor(text, selection: model.selection, through: viewport, in: canvas, base: textStyle,
                                 state: controlState())
        reportWork()
    }

    override var cursorPosition: Point? {
        guard isFirstResponder else { return nil }
        viewport.size = frame.size
        let point = viewport.scroll(toShow: model.head, in: bound.text)
        return screenPoint(Point(x: frame.minX + point.x, y: frame.minY + point.y))
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard isEnabled else { return false }
        switch event.kind {
        case .press(.left):
            let text = bound.text
            viewport.size = frame.size
            viewport.scroll(toShow: model.head, in: text)
            let offset = viewport.offset(at: localPoint(of: event), in: text)
            model.select(offset..<offset, in: text)
            setNeedsDisplay()
            reportWork()
        case .scrollUp: perform(.move(.up, extendingSelection: false))
        case .scrollDown: perform(.move(.down, extendingSelection: false))
        default: return false
        }
        return true
    }
}

extension TextEditor: NodeRepresentable {
    package func makeNode(in graph: ViewGraph, parent: ViewNode, key: AnyHashable) -> ViewNode {
        TextEditorNode(graph: graph, parent: parent, key: key, viewType: Self.self)
    }
}
