import TermHostCore

/// A controller that shows one of several child controllers, chosen with a tab bar along the bottom:
/// the `UITabBarController` of TermHost.
///
/// ```swift
/// let tabs = TabBarController()
/// let home = NavigationController(rootViewController: HomeViewController())
/// home.tabBarItem = TabBarItem(title: "Home", image: nil, tag: 0)
/// tabs.viewControllers = [home, SettingsViewController()]
/// window.rootViewController = tabs
/// ```
///
/// The bar (``tabBar``, drawn as a `TabView`'s is) shows each controller's ``WidgetController/tabBarItem``
/// title (else its ``WidgetController/title``, else its navigation root's title). The user chooses a tab
/// with a click, with Alt-1 … Alt-9 or Ctrl-Left / Ctrl-Right from anywhere inside, or with Left / Right
/// on the focused bar; the ``delegate`` may refuse and hears of it. Choosing a tab gives the old tab's
/// controller its disappearance calls and the new one its appearance calls, and moves focus into the new
/// tab when it was in the old one (focus comes back to where it was when the tab is chosen again). The
/// bar is part of the content's safe area.
@MainActor
open class TabBarController: WidgetController {
    private var controllers: [WidgetController]?
    private var selection = 0
    /// The controller whose view is shown (it can differ from the selection until the view loads).
    private weak var shown: WidgetController?

    /// Hears about and may refuse the user's choice of tab (held weakly).
    public weak var delegate: TabBarControllerDelegate?

    /// The controllers, one per tab, in the bar's order (`nil` until set). Setting it is
    /// ``setViewControllers(_:animated:)``.
    public var viewControllers: [WidgetController]? {
        get { controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the chosen tab (0 by default). Setting it chooses that tab, without asking the
    /// ``delegate`` (as in UIKit); an index past the last tab is ignored.
    public var selectedIndex: Int {
        get { selection }
        set {
            guard let controllers, controllers.indices.contains(newValue) else { return }
            selection = newValue
            showSelected()
        }
    }

    /// The chosen tab's controller. Setting it to one of ``viewControllers`` chooses its tab.
    public var selectedViewController: WidgetController? {
        get {
            guard let controllers, controllers.indices.contains(selection) else { return nil }
            return controllers[selection]
        }
        set {
            guard let newValue, let index = controllers?.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    /// The bar (loads the view).
    public var tabBar: TabBarWidget { container.bar }

    private var container: TabBarContainerWidget {
        if let container = view as? TabBarContainerWidget { return container }
        let replacement = makeContainer()
        setView(replacement)
        return replacement
    }

    private func makeContainer() -> TabBarContainerWidget {
        let container = TabBarContainerWidget()
        container.bar.onChoose = { [weak self] in self?.userChose($0) ?? false }
        container.onCommand = { [weak self] in self?.userChose($0) ?? false }
        return container
    }

    open override func loadView() {
        setView(makeContainer())
        showSelected()
    }

    /// Replaces the tabs: controllers no longer there are removed as children, new ones added; the
    /// selection stays when it is still a tab, else the first tab is chosen.
    public func setViewControllers(_ viewControllers: [WidgetController]?, animated: Bool) {
        var unique: [WidgetController] = []
        for controller in viewControllers ?? [] where controller !== self && !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        let old = children
        for child in old where !unique.contains(where: { $0 === child }) {
            child.willMove(toParent: nil)
            if child === shown {
                if isViewInWindow { child.beginAppearanceTransition(false, animated: false) }
                child.viewIfLoaded?.removeFromSuperview()
                if isViewInWindow { child.endAppearanceTransition() }
                shown = nil
            }
            child.removeFromParent()
        }
        for controller in unique where !old.contains(where: { $0 === controller }) {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        controllers = viewControllers == nil ? nil : unique
        if !unique.indices.contains(selection) { selection = 0 }
        for controller in unique { controller.tabBarItem.onChange = { [weak self] in self?.updateBar() } }
        showSelected()
    }

    /// The user chose a tab with `command`: the delegate may refuse; returns whether the key was used.
    private func userChose(_ command: TabBarCommand) -> Bool {
        guard let controllers,
              let index = TabBarModel(count: controllers.count, selectedIndex: selection).index(after: command) else {
            return false
        }
        let controller = controllers[index]
        guard controller.tabBarItem.isEnabled else { return true }
        if let delegate, !delegate.tabBarController(self, shouldSelect: controller) { return true }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: controller)
        return true
    }

    /// Shows the selected controller's view (when the view is loaded), with appearance calls and focus.
    private func showSelected() {
        guard let container = viewIfLoaded as? TabBarContainerWidget else { return }
        let new = selectedViewController
        if new !== shown {
            transition(from: shown, to: new, in: container)
        }
        updateBar()
    }

    private func transition(from old: WidgetController?, to new: WidgetController?, in container: TabBarContainerWidget) {
        new?.loadViewIfNeeded()
        let visible = isViewInWindow
        let engine = container.window?.application?.focusEngine
        var focusWasInOld = false
        if let old, let focused = engine?.focused, let oldView = old.viewIfLoaded, focused.isInChain(of: oldView) {
            old.focusToRestore = focused
            focusWasInOld = true
        }
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            new?.beginAppearanceTransition(true, animated: false)
        }
        shown = new
        container.setContent(new?.view)
        if visible {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
        guard let engine, let new, focusWasInOld || engine.focused == nil else { return }
        if let restore = new.focusToRestore, restore.canBecomeFocused, restore.application != nil {
            engine.focus(restore)
        } else {
            engine.focus(new.view.firstFocusableDescendant() ?? container.bar)
        }
        new.focusToRestore = nil
    }

    /// Brings the bar's titles and selection up to date.
    func updateBar() {
        guard let container = viewIfLoaded as? TabBarContainerWidget else { return }
        let controllers = controllers ?? []
        container.bar.labels = controllers.enumerated().map { index, controller in
            controller.tabBarItem.label(fallback: controller.title ?? controller.navigationRootTitle ?? "Tab \(index + 1)")
        }
        container.bar.disabled = Set(controllers.indices.filter { !controllers[$0].tabBarItem.isEnabled })
        container.bar.selectedIndex = selection
    }
}

extension WidgetController {
    /// What this controller's tab shows in a ``TabBarController`` (`UIViewController.tabBarItem`): made
    /// when first asked for, titled with the controller's ``title``, which keeps it titled when it changes.
    public var tabBarItem: TabBarItem! {
        get {
            if let tabBarItemStorage { return tabBarItemStorage }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            let onChange = tabBarItemStorage?.onChange
            tabBarItemStorage = newValue
            newValue?.onChange = onChange
            onChange?()
        }
    }

    /// The nearest tab bar controller above this controller (or itself).
    public var tabBarController: TabBarController? {
        var current: WidgetController? = self
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }

    /// The title of a navigation controller's root (what its tab shows when it has no title of its own).
    var navigationRootTitle: String? {
        (self as? NavigationController)?.viewControllers.first?.title
    }

    /// The title changed: the tab showing this controller (or its navigation controller) follows it.
    func titleDidChangeForTabs() {
        tabBarItemStorage?.title = title
        tabBarController?.updateBar()
    }
}
