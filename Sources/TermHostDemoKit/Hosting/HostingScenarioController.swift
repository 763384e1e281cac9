import TermHost

/// `hosting`: an imperative screen (labels, two boxes, stacks) with a ``HostWidget`` made from a
/// closure holding a counter. `m` moves the host into the other box (its hosting controller
/// re-parents to that box's controller), `r` gives it a new root view of the same type; the
/// counter's state survives both.
@MainActor
final class HostingScenarioController: DemoScreenController {
    private let heading = LabelWidget("Labels, boxes and stacks are widgets; the counter is a component",
                                      style: DemoTheme.heading)
    private let note = LabelWidget(
        "The counter's HostWidget was made from a closure. Count up, then move it (m) or replace its root view (r): "
            + "the count stays, because the component keeps its identity.",
        style: DemoTheme.note)
    private let location = LabelWidget("", style: DemoTheme.value)
    private let parentInfo = LabelWidget("", style: DemoTheme.value)
    private let replacements = LabelWidget("", style: DemoTheme.value)
    private let left = PanelController(title: "Left panel")
    private let right = PanelController(title: "Right panel")
    private let host = HostWidget { CounterCard(title: "Counter (first root view)") }
    private var replacementCount = 0

    override var keyHints: [StatusBarWidget.Item] {
        [.hint("m", "Move host"), .hint("r", "Replace root view"), .hint("+/-", "Count")]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        note.numberOfLines = 0
        host.contentAlignment = .topLeading
        for panel in [left, right] {
            addChild(panel)
            view.addSubview(panel.view)
            panel.didMove(toParent: self)
        }
        left.stack.addArrangedSubview(host)
        for label in [heading, note, location, parentInfo, replacements] { view.addSubview(label) }
        updateInfo()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        updateInfo()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.safeAreaFrame.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2))
        heading.frame = Rect(x: area.minX, y: area.minY, width: area.width, height: 1)
        let noteHeight = note.systemLayoutSizeFitting(Size(width: area.width, height: 0),
                                                      withHorizontalFittingPriority: .required,
                                                      verticalFittingPriority: .fittingSizeLevel).height
        note.frame = Rect(x: area.minX, y: area.minY + 1, width: area.width, height: noteHeight)
        let panelTop = note.frame.maxY + 1
        let panelWidth = (area.width - 2) / 2
        let panelHeight = max(3, min(9, area.maxY - panelTop - 4))
        left.view.frame = Rect(x: area.minX, y: panelTop, width: panelWidth, height: panelHeight)
        right.view.frame = Rect(x: area.maxX - panelWidth, y: panelTop, width: panelWidth, height: panelHeight)
        var y = panelTop + panelHeight + 1
        for label in [location, parentInfo, replacements] {
            label.frame = Rect(x: area.minX, y: y, width: area.width, height: 1)
            y += 1
        }
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return super.handleKey(event) }
        switch event.key {
        case .character("m"): moveHost()
        case .character("r"): replaceRootView()
        default: return super.handleKey(event)
        }
        return true
    }

    /// Moves the host into the other panel's stack; its controller follows to that panel's controller.
    private func moveHost() {
        let target = host.superview === left.stack ? right : left
        target.stack.addArrangedSubview(host)
        updateInfo()
    }

    /// Gives the host a new root view of the same type at the same place, so its state is kept.
    private func replaceRootView() {
        replacementCount += 1
        host.rootView = CounterCard(title: "Counter (root view #\(replacementCount + 1))")
        updateInfo()
    }

    private func updateInfo() {
        let container = host.superview === left.stack ? left : right
        location.text = "Host is in: \(container.title ?? "?")"
        parentInfo.text = "Hosting controller's parent: \(host.hostingController?.parent?.title ?? "none")"
        replacements.text = "Root view replaced: \(replacementCount) time\(replacementCount == 1 ? "" : "s")"
    }
}
