import TermHost
import TermHostTesting
import Testing

private let fruit = ["Apple", "Pear", "Plum", "Kiwi"]

/// A plain table of `fruit` whose cells are configured by `configure`.
@MainActor
private final class FruitTable: ListWidgetDataSource, ListWidgetDelegate {
    var rows = fruit
    var configure: (ListCellWidget, Int) -> Void = { _, _ in }
    var editable = false

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = ListCellWidget(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        configure(cell, indexPath.row)
        return cell
    }

    func tableView(_ tableView: ListWidget, canEditRowAt indexPath: IndexPath) -> Bool { editable }
    func tableView(_ tableView: ListWidget, canMoveRowAt indexPath: IndexPath) -> Bool { editable }
    func tableView(_ tableView: ListWidget, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// A headless app showing `list` at (0, `top`) in a window of `size`, after `above` (a focusable button, say).
@MainActor
private func tableApp(_ table: FruitTable, size: Size, top: Int = 0, above: Widget? = nil,
                      configure: (ListWidget) -> Void = { _ in }) -> (ListWidget, HeadlessApp) {
    let list = ListWidget(frame: Rect(x: 0, y: top, width: size.width, height: size.height - top))
    configure(list)
    list.dataSource = table
    list.delegate = table
    let window = Window()
    if let above { window.addSubview(above) }
    window.addSubview(list)
    return (list, HeadlessApp(size: size) { _ in window })
}

/// A plain `List` of `fruit` with a multiple selection.
private struct SelectingList: View {
    @State var selection: Set<String>

    var body: some View {
        List(selection: $selection) {
            ForEach(fruit, id: \.self) { Text($0).tag($0) }
        }
        .listStyle(.plain)
    }
}

/// A plain `List` of `fruit` in edit mode, whose rows can be deleted and moved.
private struct EditingList: View {
    @State private var rows = fruit
    @State private var mode = EditMode.active

    var body: some View {
        List {
            ForEach(rows, id: \.self) { Text($0).listRowSeparator(.visible) }
                .onDelete { rows.remove(atOffsets: $0) }
                .onMove { rows.move(fromOffsets: $0, toOffset: $1) }
        }
        .listStyle(.plain)
        .environment(\.editMode, $mode)
    }
}

/// A `List` of links under a button that holds the focus, in a stack titled "Fruit".
private struct LinkList: View {
    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                Button("Top") {}
                List {
                    ForEach(fruit, id: \.self) { NavigationLink($0, value: $0) }
                }
                .listStyle(.plain)
            }
            .navigationTitle("Fruit")
            .navigationDestination(for: String.self) { Text($0) }
        }
    }
}

@MainActor
@Suite("Controls: one list row in both halves")
struct ListRowParityTests {
    @Test func focusedSelectedAndPlainRowsAreTheSameInBothHalves() {
        let size = Size(width: 30, height: 6)
        let (list, widget) = tableApp(FruitTable(), size: size) { $0.allowsMultipleSelection = true }
        list.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        let view = HeadlessApp(size: size) { _ in ViewRoot(rootView: SelectingList(selection: ["Plum"])) }
        for app in [widget, view] {
            app.press(.up, times: 3)
            app.press(.down)
        }
        #expect(widget.lines.prefix(4) == [" Apple", " Pear", " Plum", " Kiwi"], "one column in from each side")
        #expect(widget.style(of: "Pear")?.attributes == [.reverse, .bold], "focused: reversed and bold")
        #expect(widget.style(of: "Plum")?.attributes == .reverse, "selected: reversed")
        #expect(widget.style(at: Point(x: 0, y: 1)).attributes == [.reverse, .bold], "across the whole row")
        Parity.expectSame(widget, view, rows: 0..<4)
        for app in [widget, view] { app.press(.down) }
        #expect(widget.style(of: "Plum")?.attributes == [.reverse, .bold], "focused and selected")
        Parity.expectSame(widget, view, rows: 0..<4)
    }

    /// A table of editable rows with separators in editing mode, and the `List` that should look the same.
    private func editingLists(size: Size) -> (table: FruitTable, widget: HeadlessApp, view: HeadlessApp) {
        let table = FruitTable()
        table.editable = true
        let (list, widget) = tableApp(table, size: size) { $0.separatorStyle = .singleLine }
        list.setEditing(true, animated: false)
        widget.waitUntilIdle()
        return (table, widget, HeadlessApp(size: size) { _ in ViewRoot(rootView: EditingList()) })
    }

    @Test func editModeControlsAndSeparatorsAreTheSameInBothHalves() {
        let size = Size(width: 30, height: 6)
        let (_, widget, view) = editingLists(size: size)
        #expect(widget.lines[1] == " ⊖ Pear                     ≡")
        #expect(widget.style(of: "⊖")?.foreground == .red, "the delete control is red")
        #expect(widget.style(of: "≡")?.attributes.contains(.dim) == true, "the reorder control is dim")
        #expect(widget.style(at: Point(x: 1, y: 1)).attributes.contains(.underline), "separators from the content")
        #expect(!widget.style(at: Point(x: 0, y: 1)).attributes.contains(.underline))
        Parity.expectSame(widget, view, rows: 0..<4)
    }

    @Test func aDisclosureIndicatorIsTheSameAsANavigationLinksChevron() {
        let size = Size(width: 30, height: 8)
        let table = FruitTable()
        table.configure = { cell, _ in cell.accessoryType = .disclosureIndicator }
        let (_, widget) = tableApp(table, size: size, top: 2, above: ButtonWidget("Top"))
        let view = HeadlessApp(size: size) { _ in ViewRoot(rootView: LinkList()) }
        #expect(widget.focusedDescription == "Top" && view.focusedDescription == "Top", "the rows are not focused")
        #expect(widget.lines[2] == " Apple                      ›", "at the trailing edge, inside the row's inset")
        Parity.expectSame(widget, view, rows: 2..<6)
    }

    @Test func theListKeysMoveTheFocusAndDeleteAndMoveRowsTheSameWayInBothHalves() {
        let size = Size(width: 30, height: 6)
        let (table, widget, view) = editingLists(size: size)
        for app in [widget, view] {
            app.press(.end)
            app.press(.home)
            app.press(.down)
            app.press(.down, modifiers: .alt)
        }
        #expect(table.rows == fruit, "the data source moves its rows; the list moved the row on screen")
        #expect(widget.lines[2] == " ⊖ Pear                     ≡", "Alt-Down moved Pear one place")
        Parity.expectSame(widget, view, rows: 0..<4)
    }
}

/// A row whose content paints its own background.
private struct OpaqueRows: View {
    @State private var selection: String? = "Apple"

    var body: some View {
        List(selection: $selection) {
            ForEach(fruit, id: \.self) { Text($0).background(Color.blue).tag($0) }
        }
        .listStyle(.plain)
    }
}

@MainActor
@Suite("Controls: a row's highlight over opaque content")
struct ListRowHighlightOverContentTests {
    @Test func theFocusedRowsHighlightIsDrawnOverContentThatPaintsItsOwnCellsInBothHalves() {
        let size = Size(width: 30, height: 6)
        let table = FruitTable()
        table.configure = { cell, _ in cell.textLabel?.backgroundColor = .blue }
        let (_, widget) = tableApp(table, size: size)
        let view = HeadlessApp(size: size) { _ in ViewRoot(rootView: OpaqueRows()) }
        for app in [widget, view] {
            #expect(app.style(of: "Apple")?.background == .blue, "the content paints its cells")
            #expect(app.style(of: "Apple")?.attributes == [.reverse, .bold], "the focused row is still reversed and bold")
            #expect(app.style(of: "Pear")?.attributes == [], "the others are not")
        }
    }
}
