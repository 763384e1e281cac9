import TermHost

/// `controller-access`: a host whose component reaches the hosting controller (passed in a
/// ``ControllerBox`` through the environment) to present a modal and push a detail screen,
/// both closed again from inside their own components.
@MainActor
final class ControllerAccessController: DemoScreenController {
    private let box = ControllerBox()
    private let host: HostWidget<ModifiedContent<ControllerAccessView, EnvironmentWriterModifier>>
    private let note = LabelWidget(
        "The component gets its hosting controller from the environment and uses it like UIKit code would: "
            + "present(_:) for the modal, navigationController for the push.",
        style: DemoTheme.note)

    override init() {
        let box = self.box
        host = HostWidget { ControllerAccessView().environment(box) }
        super.init()
    }

    override var keyHints: [StatusBarWidget.Item] {
        [.hint("Enter", "Press")]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        note.numberOfLines = 0
        host.contentAlignment = .topLeading
        box.controller = host.hostingController
        box.onScreenChange = { [weak self] in self?.hintsDidChange() }
        view.addSubview(host)
        view.addSubview(note)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        box.parentTitle = host.hostingController?.parent?.title ?? "none"
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.safeAreaFrame.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2))
        let hostHeight = host.systemLayoutSizeFitting(Size(width: area.width, height: 0)).height
        host.frame = Rect(x: area.minX, y: area.minY, width: area.width, height: hostHeight)
        let noteHeight = note.systemLayoutSizeFitting(Size(width: area.width, height: 0)).height
        note.frame = Rect(x: area.minX, y: host.frame.maxY + 1, width: area.width, height: noteHeight)
    }
}
