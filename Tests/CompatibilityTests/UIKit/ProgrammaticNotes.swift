// Programmatic UIKit set-ups as the documentation and common sample code write them, ported by the
// renames only: a table made with `UITableView(frame: view.bounds)` in `viewDidLoad` (no autoresizing
// mask, no constraints) inside a navigation controller, a full-view text view, and a controller that
// records UIKit's appearance and layout callbacks.
import TermHost

/// Records each lifecycle callback and the root view's bounds when it came.
@MainActor
class LifecycleRecordingController: WidgetController {
    private(set) var calls: [String] = []
    private(set) var boundsInViewDidLoad: Rect?

    func record(_ name: String) { calls.append(name) }

    override func viewDidLoad() {
        super.viewDidLoad()
        boundsInViewDidLoad = view.bounds
        record("viewDidLoad")
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); record("viewWillAppear") }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); record("viewIsAppearing") }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); record("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); record("viewDidLayoutSubviews") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); record("viewDidAppear") }
}

/// A list of fruit, its table made the short way: `UITableView(frame: view.bounds)`.
@MainActor
final class FruitTableController: LifecycleRecordingController, ListWidgetDataSource {
    var fruit = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape", "Honeydew"]
    var tableView: ListWidget!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        tableView = ListWidget(frame: view.bounds)
        tableView.register(ListCellWidget.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { fruit.count }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = fruit[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func sortDescending() {
        fruit.sort(by: >)
        tableView.reloadData()
    }
}

/// A note editor: a text view filling the view, `textView.frame = view.bounds` with a resizing mask.
@MainActor
final class NoteEditorController: WidgetController {
    let textView = TextViewWidget()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Note"
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        textView.text = "First line\nSecond line"
        view.addSubview(textView)
    }
}

/// A cell that adds a hosting controller's view to the cell itself rather than its content view.
@MainActor
final class HostedBadgeCell: ListCellWidget {
    let hostingController = HostingController(rootView: Text("Hosted badge"))

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        let hosted: Widget = hostingController.view
        hosted.translatesAutoresizingMaskIntoConstraints = false
        addSubview(hosted)
        Constraint.activate([
            hosted.topAnchor.constraint(equalTo: topAnchor),
            hosted.leadingAnchor.constraint(equalTo: leadingAnchor),
            hosted.trailingAnchor.constraint(equalTo: trailingAnchor),
            hosted.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }
}

@MainActor
final class HostedBadgeListController: WidgetController, ListWidgetDataSource {
    let tableView = ListWidget()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.rowHeight = ListWidget.automaticDimension
        tableView.register(HostedBadgeCell.self, forCellReuseIdentifier: "badge")
        tableView.dataSource = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        tableView.dequeueReusableCell(withIdentifier: "badge", for: indexPath)
    }
}
