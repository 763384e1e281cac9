import TermHostCore

/// The bar of a ``TabBarController`` (`UITabBar`), drawn and keyed as a `TabView`'s bar is (one look for
/// both halves: `TabBarLayout`, `TabBarLook`, `TabBarKeyMap`): a dim line, then one row where each tab
/// has an equal share showing its number and its title; the chosen tab bold and underlined, reversed
/// while the bar has focus. A click chooses the tab under it; while focused, Left and Right choose the
/// previous and next tab.
@MainActor
public final class TabBarWidget: Widget {
    /// The titles shown, one per tab.
    var labels: [String] = [] { didSet { if labels != oldValue { setNeedsDisplay() } } }
    /// The tabs drawn dim (disabled items).
    var disabled: Set<Int> = [] { didSet { if disabled != oldValue { setNeedsDisplay() } } }
    /// The chosen tab.
    var selectedIndex = 0 { didSet { if selectedIndex != oldValue { setNeedsDisplay() } } }
    /// Chooses a tab as the user did.
    var onChoose: (@MainActor (TabBarCommand) -> Bool)?

    /// Makes an empty bar.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    private var layout: TabBarLayout {
        TabBarLayout(labelWidths: labels.map { TextWidth.of($0) }, width: bounds.width)
    }

    public override var intrinsicContentSize: Size {
        Size(width: Widget.noIntrinsicMetric, height: TabBarLayout.rows)
    }

    public override var canBecomeFocused: Bool { !labels.isEmpty && !isHidden && window != nil }

    public override func didBecomeFocused() { setNeedsDisplay() }
    public override func didResignFocus() { setNeedsDisplay() }

    public override func draw(in canvas: Canvas) {
        let layout = layout
        TabBarLook.drawBar(layout, in: canvas, base: .plain)
        for (index, (label, tab)) in zip(labels, layout.tabs).enumerated() {
            TabBarLook.drawLabel(label, of: tab, in: canvas, base: disabled.contains(index) ? .dim : .plain)
        }
        TabBarLook.drawSelection(TabBarModel(count: labels.count, selectedIndex: selectedIndex), layout: layout,
                                 in: canvas, state: ControlState(isFocused: isFirstResponder))
    }

    public override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .press(.left) = event.kind else { return false }
        if let index = layout.index(at: convertFromWindow(event.position)) { _ = onChoose?(.select(index)) }
        return true
    }

    public override func handleKey(_ event: KeyEvent) -> Bool {
        guard let command = TabBarKeyMap.barCommand(for: event) else { return false }
        return onChoose?(command) ?? false
    }
}
