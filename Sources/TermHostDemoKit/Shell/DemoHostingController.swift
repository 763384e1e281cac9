import TermHost

/// A hosting controller that tells the shell when it appears or disappears, so the status line
/// follows modals and pushed screens made by components.
@MainActor
final class DemoHostingController<Content: View>: HostingController<Content>, KeyHintProviding {
    /// The keys that work while this controller is on top.
    let keyHints: [StatusBarWidget.Item]
    /// Called after the controller appeared or disappeared.
    var onAppearanceChange: (@MainActor () -> Void)?

    /// A controller showing `rootView`, whose screen understands `keyHints`.
    init(rootView: Content, keyHints: [StatusBarWidget.Item]) {
        self.keyHints = keyHints
        super.init(rootView: rootView)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        onAppearanceChange?()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        onAppearanceChange?()
    }
}
