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

    /// The widest the component is laid out.
    static let maximumWidth = 76.0

    override func viewDidLoad() {
        super.viewDidLoad()
        host.contentAlignment = .topLeading
        view.addSubview(heading)
        view.addSubview(host)
        // Constraints fix the host's place and width; its height is its intrinsic size (sizingOptions
        // .intrinsicContentSize, measured at that width), so it grows as the greeting wraps.
        host.translatesAutoresizingMaskIntoConstraints = false
        let safeArea = view.safeAreaLayoutGuide
        let preferredWidth = host.widthAnchor.constraint(equalToConstant: Self.maximumWidth)
        preferredWidth.priority = .defaultHigh
        Constraint.activate([
            host.topAnchor.constraint(equalTo: safeArea.topAnchor, constant: 3),
            host.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 2),
            host.trailingAnchor.constraint(lessThanOrEqualTo: safeArea.trailingAnchor, constant: -2),
            host.widthAnchor.constraint(lessThanOrEqualToConstant: Self.maximumWidth),
            preferredWidth,
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.safeAreaFrame.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2))
        heading.frame = Rect(x: area.minX, y: area.minY, width: area.width, height: 1)
    }
}
