/// The one-row bar of a ``NavigationController``: the back hint on the left (when there is
/// somewhere to go back to) and the top controller's title in the middle.
@MainActor
public final class NavigationBarWidget: Widget {
    /// The hint shown when the user can go back; clicking it goes back too.
    public static let backHint = "‹ Back (Esc)"

    /// The title shown in the middle.
    public var title: String? {
        didSet { if title != oldValue { setNeedsDisplay() } }
    }

    /// Whether the back hint is shown.
    public var showsBackHint = false {
        didSet { if showsBackHint != oldValue { setNeedsDisplay() } }
    }

    /// The style of the whole bar. Default reversed.
    public var barStyle: Style = .reverse {
        didSet { if barStyle != oldValue { setNeedsDisplay() } }
    }

    /// Called when the back hint is clicked.
    var onBack: (@MainActor () -> Void)?

    /// Creates a bar.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    public override var intrinsicContentSize: Size {
        Size(width: Widget.noIntrinsicMetric, height: 1)
    }

    public override func draw(in canvas: Canvas) {
        canvas.fill(canvas.bounds, with: " ", style: barStyle)
        var left = 0
        if showsBackHint {
            left = canvas.drawText(" " + NavigationBarWidget.backHint, at: .zero, width: bounds.width, style: barStyle) + 1
        }
        guard let title, !title.isEmpty else { return }
        let width = TextLayout.width(of: title, limit: bounds.width)
        let centred = (bounds.width - width) / 2
        let x = max(left, centred)
        canvas.drawText(title, at: Point(x: x, y: 0), width: bounds.width - x, style: barStyle.adding(.bold))
    }

    public override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .press(.left) = event.kind else { return false }
        let x = convertFromWindow(event.position).x
        if showsBackHint, x < TextWidth.of(NavigationBarWidget.backHint) + 1 {
            onBack?()
            return true
        }
        return false
    }
}
