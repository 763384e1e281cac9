import TermHost

/// Rows of text shown as hosted `Text` cells, or (`hosted: false`) as plain cells: each cell's
/// `defaultContentConfiguration()` with the row's text, as `UITableViewCell` is configured since iOS 14.
@MainActor
final class TextRows: ListWidgetDataSource {
    var texts: [String]
    let hosted: Bool

    init(count: Int, hosted: Bool = true) {
        texts = (0..<count).map { "Row \($0)" }
        self.hosted = hosted
    }

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { texts.count }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath)
        let text = texts[indexPath.row]
        if hosted {
            cell.contentConfiguration = HostingConfiguration { Text(text) }
        } else {
            var content = cell.defaultContentConfiguration()
            content.text = text
            cell.contentConfiguration = content
        }
        return cell
    }
}

/// A row of one to three lines (row `i` has `1 + i % 3`).
struct MixedRow: View {
    let row: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(0..<(1 + row % 3)) { line in
                Text(line == 0 ? "Row \(row)" : "  detail \(line) of row \(row)")
            }
        }
    }
}

/// Rows of mixed heights shown as hosted self-sizing cells.
@MainActor
final class MixedRows: ListWidgetDataSource {
    let count: Int

    init(count: Int) { self.count = count }

    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget {
        let cell = tableView.dequeueReusableCell(withIdentifier: "mixed", for: indexPath)
        let row = indexPath.row
        cell.contentConfiguration = HostingConfiguration { MixedRow(row: row) }
        return cell
    }
}

@MainActor
enum ListScenarios {
    static let cellNote = "cells: ListCellWidget with a HostingConfiguration (dequeueReusableCell)"

    static func fullScreenList(_ harness: Harness, dataSource: ListWidgetDataSource, identifier: String) -> ListWidget {
        let window = Window()
        let list = ListWidget(frame: Rect(origin: .zero, size: Harness.screenSize))
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        list.register(ListCellWidget.self, forCellReuseIdentifier: identifier)
        list.dataSource = dataSource
        window.addSubview(list)
        harness.retain(dataSource)
        harness.show(window)
        return list
    }

    /// list-1000: row 5's text changes 200 times; each change is a `reloadRows(at: [5])`.
    static func listRowChange(_ harness: Harness, n: Int) -> Sample {
        let rows = TextRows(count: n)
        let list = fullScreenList(harness, dataSource: rows, identifier: "text")
        var sample = harness.measure("list-1000", n: n, updates: 200) { index in
            rows.texts[5] = "Row 5 changed \(index + 1)"
            list.reloadRows(at: [IndexPath(row: 5, section: 0)], with: .none)
        }
        sample.extras.append(("cell_widgets", Double(list.subviews.count)))
        sample.note = cellNote
        harness.finish(&sample)
        return sample
    }

    /// list-100k: N rows of hosted cells one to three lines high; the selection (following the keyboard
    /// cursor) moves down 1,000 times.
    static func scrollMixedHeights(_ harness: Harness, n: Int) -> Sample {
        let rows = MixedRows(count: n)
        let list = fullScreenList(harness, dataSource: rows, identifier: "mixed")
        list.selectionFollowsFocus = true
        harness.application.focusEngine.focus(list)
        list.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        let steps = min(1_000, n - 1)
        var sample = harness.measure("list-100k", n: n, updates: steps) { _ in
            harness.application.handle(.key(KeyEvent(.down)))
        }
        sample.extras.append(("selected_row", Double(list.indexPathForSelectedRow?.row ?? -1)))
        sample.extras.append(("cell_widgets", Double(list.subviews.count)))
        sample.note = cellNote
        harness.finish(&sample)
        return sample
    }
}
