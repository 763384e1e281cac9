import TermHost

/// `representable`: a ``TextFieldWidget`` and a ``ProgressBarWidget`` bound to the same state as
/// a declarative component's stepper and text field; editing either side updates the other.
@MainActor
final class RepresentableController: DemoScreenController {
    private let model = RepresentableModel()
    private var bridge: RepresentableBridge?
    private let heading = LabelWidget("Imperative widgets bound to declarative state", style: DemoTheme.heading)
    private let componentBox = BoxWidget(title: "Declarative component", borderStyle: .rounded)
    private let widgetBox = BoxWidget(title: "Imperative widgets", borderStyle: .rounded)

    override var keyHints: [StatusBarWidget.Item] {
        [.hint("+/-", "Step"), .hint("type", "Edit name")]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let scheduler = shell?.scheduler else { return }
        let bridge = RepresentableBridge(model: model, scheduler: scheduler)
        self.bridge = bridge
        let host = HostWidget { ProgressEditorView(name: bridge.name, progress: bridge.progress) }
        host.contentAlignment = .topLeading
        componentBox.contentView = host
        let fields = StackWidget(axis: .vertical, spacing: 1, arrangedSubviews: [
            StackWidget(axis: .horizontal, spacing: 1, arrangedSubviews: [LabelWidget("TextFieldWidget  "), bridge.nameField]),
            StackWidget(axis: .horizontal, spacing: 1, arrangedSubviews: [LabelWidget("ProgressBarWidget"), bridge.progressBar]),
        ])
        fields.layoutMargins = EdgeInsets(horizontal: 1, vertical: 0)
        fields.isLayoutMarginsRelativeArrangement = true
        widgetBox.contentView = fields
        for box in [componentBox, widgetBox] {
            box.lineStyle = DemoTheme.border
            view.addSubview(box)
        }
        view.addSubview(heading)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.safeAreaFrame.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2))
        heading.frame = Rect(x: area.minX, y: area.minY, width: area.width, height: 1)
        let width = min(area.width, 76)
        let componentHeight = componentBox.systemLayoutSizeFitting(Size(width: width, height: 0)).height
        componentBox.frame = Rect(x: area.minX, y: area.minY + 2, width: width, height: componentHeight)
        let widgetHeight = widgetBox.systemLayoutSizeFitting(Size(width: width, height: 0)).height
        widgetBox.frame = Rect(x: area.minX, y: componentBox.frame.maxY + 1, width: width, height: widgetHeight)
    }
}
