import TermHost

/// A contacts table written as UIKit code is, in points and `CGFloat`: `rowHeight = 80` for a two-line cell,
/// header heights, a delegate whose `tableView(_:heightForRowAt:)` returns `CGFloat`, and a toolbar of buttons in
/// a stack with `spacing = 10`.
@MainActor
final class ContactsViewController: WidgetController, ListWidgetDataSource, ListWidgetDelegate {
    let tableView = ListWidget(frame: .zero, style: .plain)
    let names = ["Ada", "Grace", "Linus"]
    /// When set, the delegate answers this height for every row (UIKit's `-> CGFloat`).
    var heightForRows: CGFloat?
    let padding: CGFloat = 16

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ListCellWidget.self, forCellReuseIdentifier: "contact")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = 80
        tableView.estimatedRowHeight = 80
        tableView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tableView)
        Constraint.activate([
            tableView.topAnchor.constraint(equalTo: view.topAnchor),
            tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { names.count }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: ListWidget, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightForRows ?? tableView.rowHeight
    }
}
