import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// The root widget of a ``NavigationController``: the top controller's view filling it, the bar on
/// top. The bar is part of the safe area, so the content's safe area starts below it.
@MainActor
final class NavigationContainerWidget: BarContainerWidget<NavigationBarWidget> {
    weak var navigation: NavigationController?

    init() {
        super.init(bar: NavigationBarWidget())
    }

    func setBarHidden(_ hidden: Bool) {
        guard bar.isHidden != hidden else { return }
        bar.isHidden = hidden
        updateSafeAreaInsets(sizeChanged: false)
    }

    override var insetsAddedToSafeArea: EdgeInsets {
        bar.isHidden ? .zero : EdgeInsets(top: 1)
    }

    override func layoutSubviews() {
        bar.frame = Rect(x: 0, y: 0, width: bounds.width, height: 1)
        content?.frame = bounds
    }

    /// The bar's keys (`NavigationBarKeyMap`): Esc goes back while the bar shows a back button (with the
    /// bar hidden: while there is somewhere to go back to and the top item does not hide its back button);
    /// a function key presses the bar item showing it.
    override func handleKey(_ event: KeyEvent) -> Bool {
        guard let navigation, let command = NavigationBarKeyMap.command(for: event) else { return false }
        switch command {
        case .back:
            let hides = navigation.topViewController?.navigationItem.hidesBackButton ?? false
            guard navigation.viewControllers.count > 1, bar.isHidden ? !hides : bar.showsBackButton else { return false }
            navigation.popViewController(animated: false)
            return true
        case .item:
            return !bar.isHidden && bar.perform(command)
        }
    }
}
