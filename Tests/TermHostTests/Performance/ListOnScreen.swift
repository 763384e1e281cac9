import TermHost
import TermHostTesting

/// A window holding one unfocused `ListWidget` that fills `size`, showing `dataSource`'s rows (cells of
/// class `cellClass` registered for `identifier` when given): the list the structural tests count.
/// (`showList(_:)` shows a focused list of a `TableModel` with its delegate.)
@MainActor
func showFullScreenList(_ dataSource: ListWidgetDataSource, size: Size,
                        registering cellClass: ListCellWidget.Type? = nil, forCellReuseIdentifier identifier: String = "")
    -> (HeadlessApp, ListWidget) {
    var made: ListWidget?
    let app = HeadlessApp(size: size) { _ in
        let window = Window()
        let list = ListWidget(frame: Rect(origin: .zero, size: size))
        if let cellClass { list.register(cellClass, forCellReuseIdentifier: identifier) }
        list.dataSource = dataSource
        window.addSubview(list)
        made = list
        return window
    }
    return (app, made ?? ListWidget())
}
