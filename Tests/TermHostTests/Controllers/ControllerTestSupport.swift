import TermHost
import TermHostTesting

/// A headless app whose window's root view controller is `root`.
@MainActor
func controllerApp(_ root: WidgetController, size: Size) -> HeadlessApp {
    run(window(root: root), width: size.width, height: size.height)
}

/// A headless app showing a navigation controller with `root` at the bottom of its stack.
@MainActor
func navigationApp(_ root: WidgetController, size: Size) -> (NavigationController, HeadlessApp) {
    let navigation = NavigationController(rootViewController: root)
    return (navigation, controllerApp(navigation, size: size))
}
