import TermHost
import TermHostTesting

/// A table's model and its data source and delegate, recording what the list asks and tells.
@MainActor
final class TableModel: ListWidgetDataSource, ListWidgetDelegate {
    struct Section {
        var header: String?
        var footer: String?
        var rows: [String]
    }

    var sections: [Section]
    var cellStyle: ListCellWidget.CellStyle = .default
    /// When set, cells come from `dequeueReusableCell(withIdentifier:for:)` with this identifier.
    var registeredIdentifier: String?
    /// The rows whose cells were asked for, in order.
    var asked: [IndexPath] = []
    /// The sections whose row counts were asked for, in order.
    var countsAsked: [Int] = []
    /// What the delegate heard, in order (`select 0.1`, `deselect 0.1`, `primary 0.1`, `commit delete 0.1`…).
    var events: [String] = []
    var refuseSelection: Set<IndexPath> = []
    var redirectSelection: [IndexPath: IndexPath] = [:]
    var editable: (IndexPath) -> Bool = { _ in true }
    var movable: (IndexPath) -> Bool = { _ in false }
    var editingStyle: ListCellWidget.EditingStyle = .delete
    /// Deletes the row from the model and the list when the user commits a delete.
    var deletesOnCommit = false

    init(_ sections: [Section]) { self.sections = sections }

    convenience init(rows: [String]) { self.init([Section(rows: rows)]) }

    static func name(_ indexPath: IndexPath) -> String { "\(indexPath.section).\(indexPath.row)" }

    func numberOfSections(in tableView: ListWidget) -> Int { sections.count }

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int {
        countsAsked.append(section)
        return sections[section].rows.count
    }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        asked.append(indexPath)
        let cell = registeredIdentifier.map { tableView.dequeueReusableCell(withIdentifier: $0, for: indexPath) }
            ?? tableView.dequeueReusableCell(withIdentifier: "\(cellStyle)")
            ?? ListCellWidget(style: cellStyle, reuseIdentifier: "\(cellStyle)")
        cell.textLabel?.text = sections[indexPath.section].rows[indexPath.row]
        cell.textLabel?.numberOfLines = 0
        return cell
    }

    func tableView(_ tableView: ListWidget, titleForHeaderInSection section: Int) -> String? { sections[section].header }
    func tableView(_ tableView: ListWidget, titleForFooterInSection section: Int) -> String? { sections[section].footer }
    func tableView(_ tableView: ListWidget, canEditRowAt indexPath: IndexPath) -> Bool { editable(indexPath) }
    func tableView(_ tableView: ListWidget, canMoveRowAt indexPath: IndexPath) -> Bool { movable(indexPath) }

    func tableView(_ tableView: ListWidget, commit editingStyle: ListCellWidget.EditingStyle, forRowAt indexPath: IndexPath) {
        events.append("commit \(editingStyle) \(Self.name(indexPath))")
        guard deletesOnCommit, editingStyle == .delete else { return }
        sections[indexPath.section].rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: ListWidget, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        events.append("move \(Self.name(sourceIndexPath)) \(Self.name(destinationIndexPath))")
        let row = sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].rows.insert(row, at: destinationIndexPath.row)
    }

    func tableView(_ tableView: ListWidget, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect \(Self.name(indexPath))")
        if refuseSelection.contains(indexPath) { return nil }
        return redirectSelection[indexPath] ?? indexPath
    }

    func tableView(_ tableView: ListWidget, didSelectRowAt indexPath: IndexPath) {
        events.append("select \(Self.name(indexPath))")
    }

    func tableView(_ tableView: ListWidget, didDeselectRowAt indexPath: IndexPath) {
        events.append("deselect \(Self.name(indexPath))")
    }

    func tableView(_ tableView: ListWidget, performPrimaryActionForRowAt indexPath: IndexPath) {
        events.append("primary \(Self.name(indexPath))")
    }

    func tableView(_ tableView: ListWidget, editingStyleForRowAt indexPath: IndexPath) -> ListCellWidget.EditingStyle {
        editingStyle
    }
}

/// Shows a list of `model` filling a headless screen of `size`; the list has focus.
@MainActor
func showList(_ model: TableModel, style: ListWidget.Style = .plain, width: Int = 20, height: Int = 6,
              configure: (ListWidget) -> Void = { _ in }) -> (ListWidget, HeadlessApp) {
    let list = ListWidget(frame: Rect(x: 0, y: 0, width: width, height: height), style: style)
    configure(list)
    list.dataSource = model
    list.delegate = model
    let window = Window()
    window.addSubview(list)
    let app = HeadlessApp(size: Size(width: width, height: height)) { _ in window }
    app.application.focusEngine.focus(list)
    app.waitUntilIdle()
    return (list, app)
}

func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }
