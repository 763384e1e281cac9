import TermHost

/// `list`: a virtualized ``ListWidget`` of 100,000 rows whose cells host declarative rows of one
/// to three lines. Only the rows on screen exist; End measures only what it shows.
@MainActor
final class ListScenarioController: DemoScreenController, ListWidgetDataSource, ListWidgetDelegate {
    /// The number of rows.
    static let rowCount = 100_000
    /// The reuse identifier of the hosting cells.
    private static let rowIdentifier = "hosted-row"

    private let list = ListWidget()
    private let position = LabelWidget("", style: DemoTheme.value)
    private let note = LabelWidget("Each cell hosts a component; cells are reused as you scroll.", style: DemoTheme.note)
    private let box = BoxWidget(title: "100,000 rows", borderStyle: .rounded)
    private var laidOutSize = Size.zero

    override var keyHints: [StatusBarWidget.Item] {
        [.hint("↑↓", "Move"), .hint("PgUp/PgDn", "Page"), .hint("Home/End", "Ends")]
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        box.lineStyle = DemoTheme.border
        list.estimatedRowHeight = 2
        list.selectionFollowsFocus = true
        list.dataSource = self
        list.delegate = self
        list.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        box.contentView = list
        view.addSubview(position)
        view.addSubview(note)
        view.addSubview(box)
        showPosition(0)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        list.becomeFirstResponder()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let area = view.safeAreaFrame.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2))
        position.frame = Rect(x: area.minX, y: area.minY, width: area.width, height: 1)
        note.frame = Rect(x: area.minX, y: area.minY + 1, width: area.width, height: 1)
        box.frame = Rect(x: area.minX, y: area.minY + 3, width: area.width, height: max(3, area.height - 3))
        if view.bounds.size != laidOutSize {
            laidOutSize = view.bounds.size
            box.layoutIfNeeded()
            if let row = list.indexPathForSelectedRow { list.scrollToRow(at: row, at: .none, animated: false) }
        }
    }

    private func showPosition(_ row: Int) {
        position.text = "Row \(row + 1) of \(Self.rowCount)"
    }

    // MARK: ListWidgetDataSource

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { Self.rowCount }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.rowIdentifier, for: indexPath)
        let row = indexPath.row
        cell.contentConfiguration = HostingConfiguration { RowView(row: row) }
        return cell
    }

    // MARK: ListWidgetDelegate

    func tableView(_ tableView: ListWidget, didSelectRowAt indexPath: IndexPath) {
        showPosition(indexPath.row)
    }
}
