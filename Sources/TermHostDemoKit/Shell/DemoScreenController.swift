import TermHost

/// The base of the demo's screens: it knows the shell that shows it and tells it when its key
/// hints change (on appearing, and whenever a subclass calls ``hintsDidChange()``).
@MainActor
class DemoScreenController: WidgetController, DemoScreen {
    /// The shell showing this screen (set when it is pushed).
    weak var shell: DemoRootController?

    /// The keys this screen adds to the common ones; subclasses override it.
    var keyHints: [StatusBarWidget.Item] { [] }

    /// What Esc does when a component on this screen takes it (a declarative sheet closes, a page its
    /// `NavigationStack` pushed pops), for the status line; `nil` when Esc leaves the screen. While it
    /// is set, the shell's q does what Esc does instead of leaving.
    var escapeInside: String? { nil }

    /// Asks the status line to show the current ``keyHints``.
    func hintsDidChange() {
        shell?.setNeedsHintsUpdate()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        hintsDidChange()
    }
}
