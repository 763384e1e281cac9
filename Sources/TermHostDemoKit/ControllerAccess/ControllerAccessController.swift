import TermHost

/// `controller-access`: a host whose component reaches its hosting controller through
/// `@Environment(\.hostingController)` to present a modal and push a detail screen, both closed
/// again from inside their own components with `@Environment(\.dismiss)`.
@MainActor
final class ControllerAccessController: DemoScreenController {
    private let host = HostWidget { ControllerAccessView() }
    private let note = LabelWidget(
        "The component gets its hosting controller from the environment and uses it like UIKit code would: "
            + "present(_:) for the modal, navigationController for the push.",
        style: DemoTheme.note)

    override var keyHints: [StatusBarWidget.Item] {
        [.hint("Enter", "Press")]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        note.numberOfLines = 0
        host.contentAlignment = .topLeading
        view.addSubview(host)
        view.addSubview(note)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.safeAreaFrame.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2))
        let hostHeight = host.systemLayoutSizeFitting(Size(width: area.width, height: 0),
                                                      withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
        host.frame = Rect(x: area.minX, y: area.minY, width: area.width, height: hostHeight)
        let noteHeight = note.systemLayoutSizeFitting(Size(width: area.width, height: 0),
                                                      withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
        note.frame = Rect(x: area.minX, y: host.frame.maxY + 1, width: area.width, height: noteHeight)
    }
}
