import TermHost

/// `loading-form`: a widget controller hosting a form component in a child hosting controller.
/// It is the form's delegate: when the action starts it re-enables the section 3 seconds later
/// with the application's scheduler. `b` hides and shows the navigation bar.
@MainActor
final class LoadingFormController: DemoScreenController, LoadingFormDelegate {
    private let model = LoadingFormModel()
    private var form: HostingController<LoadingFormView>?
    private var pendingEnable: ScheduledWork?

    /// How long the action runs before the controller re-enables the section.
    static let actionDuration = Duration.seconds(3)

    override var keyHints: [StatusBarWidget.Item] {
        let hidden = navigationController?.isNavigationBarHidden ?? false
        return [.hint("Enter", "Press"), .hint("b", hidden ? "Show bar" : "Hide bar")]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let form = HostingController(rootView: LoadingFormView(model: model, delegate: self))
        self.form = form
        addChild(form)
        view.addSubview(form.view)
        form.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        form?.view.frame = view.safeAreaFrame.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2))
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if navigationController?.isNavigationBarHidden == true {
            navigationController?.setNavigationBarHidden(false, animated: false)
        }
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event == .character("b"), let navigation = navigationController else { return super.handleKey(event) }
        navigation.setNavigationBarHidden(!navigation.isNavigationBarHidden, animated: false)
        hintsDidChange()
        return true
    }

    // MARK: LoadingFormDelegate

    func loadingFormDidStartAction(_ model: LoadingFormModel) {
        pendingEnable?.cancel()
        pendingEnable = application?.scheduler.schedule(after: Self.actionDuration) { [weak model] in
            model?.isActionSectionEnabled = true
        }
    }
}
