import TermHost

/// `ported-swiftui` in the shell: hosts ``SettingsView`` as it is, full screen. The shell's own
/// navigation bar is hidden while the screen shows, so the view's `NavigationStack` draws the only bar.
@MainActor
final class PortedSwiftUIController: DemoScreenController {
    private let host = HostWidget { SettingsView() }

    override var keyHints: [StatusBarWidget.Item] {
        [.hint("Enter", "Press"), .hint("Space", "Toggle")]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(host)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: false)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: false)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        host.frame = view.safeAreaFrame
    }
}
