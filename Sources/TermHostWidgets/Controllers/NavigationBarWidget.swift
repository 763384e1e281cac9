import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The one-row bar of a ``NavigationController``: the `UINavigationBar` of TermHost.
///
/// It shows the top controller's ``NavigationItem``: the back button at the left (when there is
/// somewhere to go back to), then the left items, the title in the middle, and the right items at the
/// right. Keys (a terminal has no touch on the bar):
///
/// - Esc, or a click on `‹ Title (Esc)`, goes back;
/// - each item shows the function key that presses it, numbered from F2 left to right across the bar
///   (left items first, then right items in the order drawn), e.g. `Cancel (F2)   Title   Save (F3)`;
///   a click on an item presses it too. F1 is left free: many terminals keep it for their own help.
///
/// The keys work from anywhere inside the navigation controller (they travel up the responder chain
/// to it), not from a modal panel presented over it.
@MainActor
public final class NavigationBarWidget: Widget {
    /// The item shown (the top controller's).
    public private(set) weak var topItem: NavigationItem?
    /// The item below the top one (what the back button goes back to).
    public private(set) weak var backItem: NavigationItem?
    /// Whether there is somewhere to go back to.
    private var canGoBack = false

    /// The style of the whole bar. Default reversed.
    public var barStyle: Style = .reverse {
        didSet { if barStyle != oldValue { setNeedsDisplay() } }
    }

    /// Kept for ported code: a bar is one row, so large titles show like the others.
    public var prefersLargeTitles = false
    /// Kept for ported code: the bar is drawn opaque.
    public var isTranslucent = true

    /// Called when the back button is pressed.
    var onBack: (@MainActor () -> Void)?

    /// Creates a bar.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Shows `top`, with a back button to `back` when `canGoBack`.
    func setItems(top: NavigationItem?, back: NavigationItem?, canGoBack: Bool) {
        for old in [topItem, backItem] where old?.bar === self { old?.bar = nil }
        topItem = top
        backItem = back
        self.canGoBack = canGoBack
        top?.bar = self
        back?.bar = self
        itemsDidChange()
    }

    /// Whether the back button shows: there is somewhere to go back to, the top item does not hide it,
    /// and its left items do not replace it.
    var showsBackButton: Bool {
        guard canGoBack else { return false }
        guard let top = topItem else { return true }
        if top.hidesBackButton { return false }
        return (top.leftBarButtonItems ?? []).isEmpty || top.leftItemsSupplementBackButton
    }

    /// The title shown in the middle.
    public var title: String? { topItem?.title }

    func itemsDidChange() {
        setNeedsDisplay()
    }

    var layout: NavigationBarLayout {
        NavigationBarLayout(top: topItem, back: backItem, showsBack: showsBackButton, width: bounds.width, base: barStyle)
    }

    public override var intrinsicContentSize: Size {
        Size(width: Widget.noIntrinsicMetric, height: 1)
    }

    public override func draw(in canvas: Canvas) {
        canvas.fill(canvas.bounds, with: " ", style: barStyle)
        for segment in layout.segments {
            canvas.drawText(segment.text, at: Point(x: segment.x, y: 0), width: bounds.width - segment.x, style: segment.style)
        }
    }

    public override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .press(.left) = event.kind else { return false }
        switch layout.target(atColumn: convertFromWindow(event.position).x) {
        case .back?:
            onBack?()
            return true
        case .item(let item)?:
            item.press()
            return true
        case nil:
            return false
        }
    }

    /// Where `item` is drawn, in window coordinates (a popover's anchor), if it is on this bar.
    func frameInWindow(of item: BarButtonItem) -> Rect? {
        guard let segment = layout.segments.first(where: {
            if case .item(let shown) = $0.target { return shown === item }
            return false
        }) else { return nil }
        return convertToWindow(Rect(x: segment.x, y: 0, width: segment.width, height: 1))
    }

    /// Presses the item that function key `number` belongs to; returns whether there is one.
    func pressItem(forKey number: Int) -> Bool {
        guard let item = layout.item(forKey: number) else { return false }
        item.press()
        return true
    }
}
