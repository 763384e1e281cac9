import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// A stack of controllers with a title bar: the `UINavigationController` of TermHost.
///
/// The top controller's view fills the navigation controller's view; the one-row bar over it shows
/// the top controller's ``WidgetController/navigationItem``: its title, its bar button items (each with
/// the function key that presses it) and, below the root, the back button `‹ Previous`. Esc (or a
/// click on the back button) pops; see ``NavigationBarWidget`` for the keys. The bar is part of the
/// content's safe area, so lay content out in `view.safeAreaFrame`.
///
/// Push calls, in order: `willMove(toParent:)` on the new controller, `viewWillDisappear` on the old
/// top, `viewWillAppear` on the new one, `viewDidDisappear`, `viewDidAppear`, then
/// `didMove(toParent:)`. Pop mirrors it. Focus moves into the new top controller and comes back to
/// where it was when its controller is on top again.
@MainActor
open class NavigationController: WidgetController {
    /// The controllers on the stack, root first. Setting it is ``setViewControllers(_:animated:)``.
    public var viewControllers: [WidgetController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [WidgetController] = []

    /// Whether the bar is hidden.
    public private(set) var isNavigationBarHidden = false

    /// Creates a navigation controller with a root controller.
    public init(rootViewController: WidgetController) {
        super.init(nibName: nil, bundle: nil)
        addChild(rootViewController)
        stack = [rootViewController]
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

    /// Pushes a controller on top and shows it (``WidgetController/isMovingToParent`` is true during
    /// its appearance calls).
    public func pushViewController(_ controller: WidgetController, animated: Bool) {
        guard !stack.contains(where: { $0 === controller }), controller !== self else { return }
        let old = topViewController
        addChild(controller)
        stack.append(controller)
        controller.isMovingToParent = true
        if isViewLoaded { transition(from: old, to: controller) }
        controller.isMovingToParent = false
        controller.didMove(toParent: self)
    }

    /// Pops the top controller (never the root); returns it. ``WidgetController/isMovingFromParent``
    /// is true during its disappearance calls.
    @discardableResult
    public func popViewController(animated: Bool) -> WidgetController? {
        guard stack.count > 1, let top = stack.last else { return nil }
        top.willMove(toParent: nil)
        stack.removeLast()
        top.isMovingFromParent = true
        if isViewLoaded { transition(from: top, to: stack.last) }
        top.isMovingFromParent = false
        top.removeFromParent()
        return top
    }

    /// Pops everything above the root; returns what was popped, top last.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [WidgetController] {
        guard let root = stack.first else { return [] }
        return popToViewController(root, animated: animated) ?? []
    }

    /// Pops the controllers above `controller` (which stays on top); returns them, top last, or
    /// `nil` when `controller` is not on the stack. Only the top one gets disappearance calls.
    @discardableResult
    public func popToViewController(_ controller: WidgetController, animated: Bool) -> [WidgetController]? {
        guard let index = stack.firstIndex(where: { $0 === controller }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        guard let top = popped.last else { return [] }
        for item in popped { item.willMove(toParent: nil) }
        stack.removeLast(popped.count)
        top.isMovingFromParent = true
        if isViewLoaded { transition(from: top, to: controller) }
        top.isMovingFromParent = false
        for item in popped { item.removeFromParent() }
        return popped
    }

    /// Replaces the stack: controllers no longer on it are removed, new ones added, and the top one
    /// shown (with appearance calls when it changed).
    public func setViewControllers(_ controllers: [WidgetController], animated: Bool) {
        var unique: [WidgetController] = []
        for controller in controllers where controller !== self && !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        guard !unique.isEmpty else { return }
        let old = topViewController
        let removed = stack.filter { existing in !unique.contains { $0 === existing } }
        let added = unique.filter { new in !stack.contains { $0 === new } }
        for item in removed { item.willMove(toParent: nil) }
        for item in added { addChild(item) }
        stack = unique
        if isViewLoaded, old !== topViewController { transition(from: old, to: topViewController) }
        for item in removed { item.removeFromParent() }
        for item in added { item.didMove(toParent: self) }
        updateBar()
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
            engine.focus(new.view.firstFocusableDescendant())
        }
        new.focusToRestore = nil
    }

    private func updateBar() {
        guard let container = viewIfLoaded as? NavigationContainerWidget else { return }
        container.bar.setItems(top: topViewController?.navigationItem, back: stack.dropLast().last?.navigationItem,
                               canGoBack: stack.count > 1)
    }
}
