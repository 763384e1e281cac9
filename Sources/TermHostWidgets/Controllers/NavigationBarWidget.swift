import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The one-row bar of a ``NavigationController``: the `UINavigationBar` of TermHost.
///
/// It shows the top controller's ``NavigationItem``: the back button `‹ Previous` at the left (when
/// there is somewhere to go back to; `‹ Back` when the previous controller has no title or it does not
/// fit), then the left items, the title in the middle, and the right items at the right. It draws as a
/// `NavigationStack`'s bar does (one look for both, with no line under it: iOS's resting bar). Keys (a
/// terminal has no touch on the bar):
///
/// - Esc, or a click on the back button, goes back;
/// - each item shows, dim before it, the function key that presses it, numbered from F2 left to right
///   across the bar (left items first, then right items in the order drawn), e.g.
///   `F2 Cancel   Title   F3 Save`; a click on an item presses it too. F1 is left free: many terminals
///   keep it for their own help.
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

    /// The style of the whole bar. Default plain: the bar is drawn on the content's background, as
    /// iOS draws a bar at rest.
    public var barStyle: Style = .plain {
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

    /// The left items shown, left to right.
    private var leadingItems: [BarButtonItem] { (topItem?.leftBarButtonItems ?? []).filter(\.isShown) }
    /// The right items shown, left to right (UIKit lists them rightmost first).
    private var trailingItems: [BarButtonItem] { (topItem?.rightBarButtonItems ?? []).reversed().filter(\.isShown) }
    /// The items shown, in bar order: the order of their shortcuts.
    private var shownItems: [BarButtonItem] { leadingItems + trailingItems }

    /// What the bar shows, for the shared layout: the back button goes back to the previous item's back
    /// title, else its title (UIKit's `backBarButtonItem`, `backButtonTitle`, `title`).
    private var model: NavigationBarModel {
        let previous = backItem?.backBarButtonItem?.title ?? backItem?.backButtonTitle ?? backItem?.title
        return NavigationBarModel(title: topItem?.title, showsBackButton: showsBackButton, previousTitle: previous,
                                  leadingWidths: leadingItems.map { TextWidth.of($0.title ?? "") },
                                  trailingWidths: trailingItems.map { TextWidth.of($0.title ?? "") })
    }

    private var layout: NavigationBarLayout { NavigationBarLayout(model, width: bounds.width) }

    public override var intrinsicContentSize: Size {
        Size(width: Widget.noIntrinsicMetric, height: 1)
    }

    public override func draw(in canvas: Canvas) {
        canvas.fill(canvas.bounds, with: " ", style: barStyle)
        let layout = layout
        NavigationBarLook.drawBar(layout, in: canvas, base: barStyle)
        if let back = layout.back {
            NavigationBarLook.drawBackButton(back.text, in: canvas.subcanvas(Rect(x: back.x, y: 0, width: back.width, height: 1)),
                                             base: barStyle, state: ControlState())
        }
        for (item, place) in zip(shownItems, layout.items) {
            let style = NavigationBarLook.itemStyle(barStyle, isDone: item.style == .done, tint: item.tintColor ?? tintColor,
                                                    isEnabled: item.isEnabled)
            NavigationBarLook.drawItem(item.title ?? "", at: place.x, width: place.width, in: canvas, style: style)
        }
    }

    public override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .press(.left) = event.kind,
              let command = layout.target(atColumn: convertFromWindow(event.position).x) else { return false }
        perform(command)
        return true
    }

    /// Does what `command` says: goes back, or presses the item of a shortcut; returns whether there was
    /// something to do.
    @discardableResult
    func perform(_ command: NavigationBarCommand) -> Bool {
        switch command {
        case .back:
            guard let onBack else { return false }
            onBack()
            return true
        case .item(let shortcut):
            let items = shownItems
            let index = shortcut - NavigationBarShortcuts.first
            guard items.indices.contains(index) else { return false }
            items[index].press()
            return true
        }
    }

    /// Where `item` is drawn, in window coordinates (a popover's anchor), if it is on this bar.
    func frameInWindow(of item: BarButtonItem) -> Rect? {
        guard let index = shownItems.firstIndex(where: { $0 === item }) else { return nil }
        let place = layout.items[index]
        return convertToWindow(Rect(x: place.x, y: 0, width: place.width, height: 1))
    }
}
