import TermHostCore

/// The root widget of a ``TabBarController``: the chosen controller's view filling it, the bar along
/// the bottom. The bar is part of the safe area, so the content's safe area ends above it.
@MainActor
final class TabBarContainerWidget: BarContainerWidget<TabBarWidget> {
    /// Chooses a tab for a key from inside the container.
    var onCommand: (@MainActor (TabBarCommand) -> Bool)?

    init() {
        super.init(bar: TabBarWidget())
    }

    override var insetsAddedToSafeArea: EdgeInsets {
        bar.isHidden ? .zero : EdgeInsets(bottom: TabBarLayout.rows)
    }

    override func layoutSubviews() {
        let rows = min(bounds.height, TabBarLayout.rows)
        bar.frame = Rect(x: 0, y: bounds.height - rows, width: bounds.width, height: rows)
        content?.frame = bounds
    }

    /// The tab bar's keys from inside the tab bar controller (`TabBarKeyMap`): Alt-1 … Alt-9, Ctrl-Left / Ctrl-Right.
    override func handleKey(_ event: KeyEvent) -> Bool {
        guard let command = TabBarKeyMap.containerCommand(for: event) else { return false }
        return onCommand?(command) ?? false
    }
}
