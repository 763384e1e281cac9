import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The view of an ``AlertController``, inside its presentation panel: the title, the message, the text
/// fields and the action buttons, laid out and drawn as the alert layout and look both halves share say
/// (`AlertLayout`, `AlertLook`). It takes the alert's keys that reach it (`AlertKeyMap`, carried out by
/// `AlertKeyHandling`, as for `.alert`): Esc cancels, Enter chooses the default action.
@MainActor
final class AlertContentWidget: Widget, AlertKeyHandling {
    private weak var alert: AlertController?
    /// The text fields, in order.
    private var fields: [TextFieldWidget] = []
    /// The action buttons, by their index in the alert's actions.
    private(set) var actionWidgets: [AlertActionWidget] = []

    init(alert: AlertController) {
        self.alert = alert
        super.init(frame: .zero)
    }

    var alertModel: AlertModel { alert?.model ?? AlertModel(style: .alert, title: nil, message: nil, actions: []) }
    private var model: AlertModel { alertModel }

    /// Makes the action buttons again from the alert's actions.
    func reloadActions() {
        for widget in actionWidgets { widget.removeFromSuperview() }
        let model = model
        actionWidgets = model.actions.indices.map {
            AlertActionWidget(index: $0, model: model.actions[$0], isDefault: $0 == model.defaultIndex, content: self)
        }
        for widget in actionWidgets {
            alert?.actions[widget.index].widget = widget
            addSubview(widget)
        }
        textDidChange()
    }

    /// Adds a text field below the message.
    func addField(_ field: TextFieldWidget) {
        fields.append(field)
        addSubview(field)
        textDidChange()
    }

    /// The title, message or actions changed: lay out and draw again, and tell the panel the size changed.
    func textDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// Focus goes through the fields, then the actions in the order they are shown.
    override var focusChildren: [Responder] {
        fields + model.displayOrder.compactMap { actionWidgets.indices.contains($0) ? actionWidgets[$0] : nil }
    }

    /// Where focus starts: the first field, else the action `AlertModel/initialFocusIndex` names.
    var initialFocus: Responder? {
        if let field = fields.first { return field }
        guard let index = model.initialFocusIndex, actionWidgets.indices.contains(index) else { return nil }
        return actionWidgets[index]
    }

    // MARK: Layout

    /// The layouts made for the content as it is, by width, and its ideal width: one presentation asks for the
    /// same layout from its fitting, its layout and its drawing, and wrapping a long message is the cost.
    private struct LayoutCache {
        let model: AlertModel
        let fieldHeights: [Int]
        private var ideal: Int?
        private var byWidth: [Int: AlertLayout] = [:]

        init(model: AlertModel, fieldHeights: [Int]) {
            self.model = model
            self.fieldHeights = fieldHeights
        }

        mutating func idealWidth() -> Int {
            if let ideal { return ideal }
            let width = AlertLayout.idealWidth(model, fieldCount: fieldHeights.count)
            ideal = width
            return width
        }

        /// The layout at `width`, the ideal width when `nil`.
        mutating func layout(width: Int?) -> AlertLayout {
            let width = width ?? idealWidth()
            if let layout = byWidth[width] { return layout }
            let layout = AlertLayout(model, fieldHeights: fieldHeights, width: width)
            if byWidth.count >= 4 { byWidth.removeAll() }
            byWidth[width] = layout
            return layout
        }
    }

    private var layoutCache: LayoutCache?

    /// Runs `body` on the cache, made again when the model or a field's height changed since it was filled.
    private func withLayoutCache<Result>(_ body: (inout LayoutCache) -> Result) -> Result {
        let model = model, fieldHeights = fields.map { max(1, $0.intrinsicContentSize.height) }
        var cache = layoutCache.flatMap { $0.model == model && $0.fieldHeights == fieldHeights ? $0 : nil }
            ?? LayoutCache(model: model, fieldHeights: fieldHeights)
        defer { layoutCache = cache }
        return body(&cache)
    }

    private func layout(width: Int?) -> AlertLayout {
        withLayoutCache { $0.layout(width: width) }
    }

    /// The content's size at its ideal width.
    override var intrinsicContentSize: Size { layout(width: nil).size }

    /// The content's size at the proposed width (at most its ideal width); the text wraps to it.
    override func sizeThatFits(_ size: Size) -> Size {
        withLayoutCache { $0.layout(width: min($0.idealWidth(), max(0, size.width))).size }
    }

    override func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
                                          verticalFittingPriority: LayoutPriority) -> Size {
        sizeThatFits(targetSize)
    }

    override func layoutSubviews() {
        let layout = layout(width: bounds.width)
        for (field, frame) in zip(fields, layout.fields) { field.frame = frame }
        for widget in actionWidgets { widget.frame = layout.actions[widget.index] ?? .zero }
    }

    override func draw(in canvas: Canvas) {
        AlertLook.drawText(layout(width: bounds.width), in: canvas, base: .plain)
    }

    // MARK: Keys (AlertKeyHandling)

    func chooseAction(_ index: Int) {
        alert?.choose(at: index)
    }

    func focusAction(_ index: Int) -> Bool {
        guard actionWidgets.indices.contains(index) else { return false }
        return window?.application?.focusEngine.focus(actionWidgets[index]) ?? false
    }

    func cancelAlert() {
        alert?.cancel()
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        handleContentKey(event)
    }
}
