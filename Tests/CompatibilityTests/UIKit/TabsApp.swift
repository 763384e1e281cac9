// A two-tab app written as UIKit's documentation describes UITabBarController (viewControllers,
// selectedIndex, selectedViewController, tabBarItem, the delegate), ported by renaming: `UI` dropped
// (UITabBarController -> TabBarController, UITabBarItem -> TabBarItem).
import TermHost

final class FeedViewController: WidgetController {
    var appearances: [String] = []
    let refreshButton = ButtonWidget(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Feed"
        refreshButton.setTitle("Refresh", for: .normal)
        refreshButton.frame = Rect(x: 0, y: 1, width: 12, height: 1)
        view.addSubview(refreshButton)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances.append("willAppear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        appearances.append("didDisappear")
    }
}

final class AccountViewController: WidgetController {
    let label = LabelWidget()

    override func viewDidLoad() {
        super.viewDidLoad()
        label.text = "Profile page"
        label.frame = Rect(x: 0, y: 1, width: 20, height: 1)
        view.addSubview(label)
    }
}

final class MainTabBarController: TabBarController, TabBarControllerDelegate {
    let feed = FeedViewController()
    let profile = AccountViewController()
    var lockedProfile = false
    var chosen: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let feedNavigation = NavigationController(rootViewController: feed)
        feedNavigation.tabBarItem = TabBarItem(title: "Feed", image: nil, tag: 0)
        profile.tabBarItem = TabBarItem(title: "Profile", image: nil, tag: 1)
        viewControllers = [feedNavigation, profile]
    }

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: WidgetController) -> Bool {
        !(lockedProfile && viewController === profile)
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: WidgetController) {
        chosen.append(viewController.tabBarItem.title ?? "?")
    }
}
