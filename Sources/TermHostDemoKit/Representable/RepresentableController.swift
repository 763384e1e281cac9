import TermHost

/// `representable`: one hosted component whose `VStack` holds a stepper and a text field and,
/// through `WidgetRepresentable`, a ``TextFieldWidget`` and a ``ProgressBarWidget``, all bound to
/// the component's `@State`; editing either side updates the other.
@MainActor
final class RepresentableController: DemoScreenController {
    private let heading = LabelWidget("Imperative widgets bound to declarative state", style: DemoTheme.heading)
    private let host = HostWidget { ProgressEditorView() }

    override var keyHints: [StatusBarWidget.Item] {
        [.hint("+/-", "Step"), .hint("type", "Edit name")]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        host.contentAlignment = .topLeading
        view.addSubview(heading)
        view.addSubview(host)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.safeAreaFrame.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2))
        heading.frame = Rect(x: area.minX, y: area.minY, width: area.width, height: 1)
        let width = min(area.width, 76)
        let hostHeight = host.systemLayoutSizeFitting(Size(width: width, height: 0),
                                                      withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
        host.frame = Rect(x: area.minX, y: area.minY + 2, width: width, height: hostHeight)
    }
}
