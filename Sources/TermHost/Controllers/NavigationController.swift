/// A stack of controllers with a title bar: the `UINavigationController` of TermHost.
///
/// The top controller's view fills the navigation controller's view; the one-row bar over it shows
/// the title and, below the root, the hint `‹ Back (Esc)`. Esc (or a click on the hint) pops. The
/// bar is part of the content's safe area, so lay content out in `view.safeAreaFrame`.
///
/// Push calls, in order: `willMove(toParent:)` on the new controller, `viewWillDisappear` on the old
/// top, `viewWillAppear` on the new one, `viewDidDisappear`, `viewDidAppear`, then
/// `didMove(toParent:)`. Pop mirrors it. Focus moves into the new top controller and comes back to
/// where it was when its controller is on top again.
@MainActor
open class NavigationController: WidgetController {
    /// The controllers on the stack, root first.
    public private(set) var viewControllers: [WidgetController] = []

    /// Whether the bar is hidden.
    public private(set) var isNavigationBarHidden = false

    /// Creates a navigation controller with a root controller.
    public init(rootViewController: WidgetController) {
        super.init()
        addChild(rootViewController)
        viewControllers = [rootViewController]
        rootViewController.didMove(toParent: self)
    }

    /// The controller on top of the stack.
    public var topViewController: WidgetController? { viewControllers.last }

    /// The bar (loads the view).
    public var navigationBar: NavigationBarWidget { container.bar }

    private var container: NavigationContainerWidget {
        if let container = view as? NavigationContainerWidget { return container }
        let replacement = NavigationContainerWidget()
        setView(replacement)
        return replacement
    }

    open override func loadView() {
        let container = NavigationContainerWidget()
        container.navigation = self
        container.bar.onBack = { [weak self] in self?.popViewController(animated: false) }
        setView(container)
        container.setContent(topViewController?.view)
        updateBar()
    }

    /// Shows or hides the bar; the content's safe area follows.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
        container.setBarHidden(hidden)
    }

    /// Pushes a controller on top and shows it.
    public func pushViewController(_ controller: WidgetController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === controller }), controller !== self else { return }
        let old = topViewController
        addChild(controller)
        viewControllers.append(controller)
        if isViewLoaded { transition(from: old, to: controller) }
        controller.didMove(toParent: self)
    }

    /// Pops the top controller (never the root); returns it.
    @discardableResult
    public func popViewController(animated: Bool) -> WidgetController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        top.willMove(toParent: nil)
        viewControllers.removeLast()
        if isViewLoaded { transition(from: top, to: viewControllers.last) }
        top.removeFromParent()
        return top
    }

    /// Pops everything above the root; returns what was popped, top last.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [WidgetController] {
        var popped: [WidgetController] = []
        while viewControllers.count > 1, let top = popViewController(animated: animated) { popped.insert(top, at: 0) }
        return popped
    }

    private func transition(from old: WidgetController?, to new: WidgetController?) {
        new?.loadViewIfNeeded()
        let visible = isViewInWindow
        let engine = container.window?.application?.focusEngine
        if let old, let focused = engine?.focused, let oldView = old.viewIfLoaded,
           focused.isInChain(of: oldView) {
            old.focusToRestore = focused
        }
        if visible {
            old?.beginAppearanceTransition(false, animated: false)
            new?.beginAppearanceTransition(true, animated: false)
        }
        container.setContent(new?.view)
        if visible {
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
        }
        updateBar()
        guard let engine, let new else { return }
        if let restore = new.focusToRestore, restore.canBecomeFocused, restore.application != nil {
            engine.focus(restore)
        } else {
            engine.focus(FocusSearch.first(in: new.view))
        }
        new.focusToRestore = nil
    }

    func childTitleDidChange(_ child: WidgetController) {
        if child === topViewController { updateBar() }
    }

    private func updateBar() {
        guard let container = viewIfLoaded as? NavigationContainerWidget else { return }
        container.bar.title = topViewController?.title
        container.bar.showsBackHint = viewControllers.count > 1
    }
}
