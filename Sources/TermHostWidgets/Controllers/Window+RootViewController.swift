import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

extension Window {
    /// The controller whose view fills the window; the window keeps it alive.
    public var rootViewController: WidgetController? {
        get { rootResponderOwner as? WidgetController }
        set {
            if let old = rootViewController, old.viewIfLoaded?.superview === self {
                old.view.removeFromSuperview()
            }
            rootResponderOwner = nil
            guard let controller = newValue else { return }
            rootResponderOwner = controller
            let root: Widget = controller.view
            // A window not shown yet takes the screen's size now, so the root keeps the size it was loaded at.
            if bounds.isEmpty { frame = Screen.main.bounds }
            root.frame = bounds
            addSubview(root)
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
    }
}
