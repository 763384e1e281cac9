import TermHost

/// The first screen: the scenarios in a list. Up/Down choose, Enter or a click
/// opens, the digits 1 to 8 open directly.
@MainActor
final class LauncherController: DemoScreenController, ListWidgetDataSource, ListWidgetDelegate {
    /// Called with the scenario to open.
    var onOpen: (@MainActor (DemoScenario) -> Void)?

    private let scenarios = DemoScenario.allCases
    private let heading = LabelWidget("Welcome to TermHost", style: DemoTheme.heading)
    private let intro = LabelWidget(
        "Widgets hosting declarative components: each scenario shows one idea.",
        style: DemoTheme.note)
    private let list = ListWidget()
    private let box = BoxWidget(title: "Scenarios", borderStyle: .rounded)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "TermHost demo"
    }

    override var keyHints: [StatusBarWidget.Item] {
        [.hint("↑↓", "Choose"), .hint("Enter", "Open"), .hint("1-\(DemoScenario.allCases.count)", "Open #"), .hint("q", "Quit")]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        intro.numberOfLines = 0
        box.lineStyle = DemoTheme.border
        list.register(LauncherCellWidget.self, forCellReuseIdentifier: LauncherCellWidget.identifier)
        list.estimatedRowHeight = 2
        list.dataSource = self
        list.delegate = self
        list.selectionFollowsFocus = true
        list.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        box.contentView = list
        view.addSubview(heading)
        view.addSubview(intro)
        view.addSubview(box)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.safeAreaFrame.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2))
        heading.frame = Rect(x: area.minX, y: area.minY, width: area.width, height: 1)
        let introHeight = intro.systemLayoutSizeFitting(Size(width: area.width, height: 0),
                                                        withHorizontalFittingPriority: .required,
                                                        verticalFittingPriority: .fittingSizeLevel).height
        intro.frame = Rect(x: area.minX, y: area.minY + 1, width: area.width, height: introHeight)
        let top = intro.frame.maxY + 1
        let wanted = scenarios.count * LauncherCellWidget.height + 2
        box.frame = Rect(x: area.minX, y: top, width: area.width, height: max(3, min(wanted, area.maxY - top)))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        list.becomeFirstResponder()
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty, case .character(let character) = event.key,
              let digit = character.wholeNumberValue, (1...scenarios.count).contains(digit) else {
            return super.handleKey(event)
        }
        open(row: digit - 1)
        return true
    }

    private func open(row: Int) {
        guard scenarios.indices.contains(row) else { return }
        list.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
        onOpen?(scenarios[row])
    }

    // MARK: ListWidgetDataSource

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { scenarios.count }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: LauncherCellWidget.identifier, for: indexPath)
        (cell as? LauncherCellWidget)?.configure(number: indexPath.row + 1, scenario: scenarios[indexPath.row])
        return cell
    }

    // MARK: ListWidgetDelegate

    /// Enter, Space or a click (on release, as a tap) opens the row.
    func tableView(_ tableView: ListWidget, performPrimaryActionForRowAt indexPath: IndexPath) {
        open(row: indexPath.row)
    }
}
