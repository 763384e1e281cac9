import TermHostCore

/// The root widget of a bar controller (``NavigationController``, ``TabBarController``): one content widget
/// filling it and the controller's bar over it; each subclass places the bar and says how much of the safe
/// area it takes.
@MainActor
class BarContainerWidget<Bar: Widget>: Widget {
    let bar: Bar
    private(set) weak var content: Widget?

    init(bar: Bar) {
        self.bar = bar
        super.init(frame: .zero)
        addSubview(bar)
    }

    /// Shows `widget` as the content, under the bar.
    func setContent(_ widget: Widget?) {
        if let content, content !== widget, content.superview === self { content.removeFromSuperview() }
        content = widget
        guard let widget else { return }
        widget.frame = bounds
        insertSubview(widget, belowSubview: bar)
    }
}
