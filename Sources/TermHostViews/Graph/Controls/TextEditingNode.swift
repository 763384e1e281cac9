import TermHostCore

/// The shared part of the nodes that edit a bound string (`TextField`, `SecureField`,
/// `TextEditor`): the text in its binding (``BoundText``), the one `TextEditingModel` and key map
/// (`EditingKeyMap`, the keys of `TextFieldWidget` and `TextViewWidget` too), and the work count.
/// Subclasses lay out, draw (with `TextInputLook`) and scroll their `EditingViewport`.
@MainActor
class TextEditingNode<Viewport: EditingViewport>: ControlNode, EditingCommandPerforming {
    var bound = BoundText()
    let work = TextWork()
    lazy var model = TextEditingModel(isMultiline: isMultiline, work: work)
    lazy var viewport = Viewport(work: work)

    /// Whether line breaks are text.
    var isMultiline: Bool { false }

    /// Moves between rows (multi-line editors).
    var rowNavigator: TextRowNavigating? { nil }

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

    func reportWork() {
        application?.statistics.textCharactersVisited += work.take()
    }

    /// Performs an editing command: motions here, edits into the binding (in place, or pending
    /// until the next frame for bindings made from closures).
    @discardableResult
    func perform(_ command: TextEditingCommand) -> Bool {
        defer { reportWork() }
        switch model.perform(command, in: bound.text, rows: rowNavigator) {
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
        performEditingKey(event)
    }

    override func handlePaste(_ text: String) -> Bool {
        performPaste(text)
    }

    /// A click at `event`'s position, in this node's coordinates.
    func localPoint(of event: MouseEvent) -> Point {
        let graphPoint = event.position - screenPoint(.zero)
        return Point(x: graphPoint.x - frame.minX, y: graphPoint.y - frame.minY)
    }
}
