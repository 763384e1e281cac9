import TermHost

/// `ported-swiftui` in the shell: hosts ``SettingsView`` as it is, full screen. The shell's own
/// navigation bar is hidden while the screen shows, so the view's `NavigationStack` draws the only bar.
/// The view tells it which page shows, so the status line names the keys of the pushed page and the sheet.
@MainActor
final class PortedSwiftUIController: DemoScreenController {
    private lazy var host = HostWidget { SettingsView { [weak self] page in self?.page = page } }
    private var page = SettingsPage.form {
        didSet { if page != oldValue { hintsDidChange() } }
    }

    override var keyHints: [StatusBarWidget.Item] {
        switch page {
        case .form: [.hint("Enter", "Press"), .hint("Space", "Toggle")]
        case .licenses: []
        case .whatsNew: [.hint("Enter", "Done")]
        }
    }

    override var escapeInside: String? {
        switch page {
        case .form: nil
        case .licenses: "Back"
        case .whatsNew: "Close"
        }
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
