import TermHostCore

/// Hears about and may refuse a user's choice of tab in a ``TabBarController``: the
/// `UITabBarControllerDelegate` of TermHost. Every method has UIKit's default.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether the user's choice of `viewController`'s tab goes ahead. Default `true`.
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: WidgetController) -> Bool
    /// The user chose `viewController`'s tab (also when it was already chosen). Default: nothing.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: WidgetController)
}

extension TabBarControllerDelegate {
    /// Every choice goes ahead.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: WidgetController) -> Bool {
        true
    }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: WidgetController) {}
}
