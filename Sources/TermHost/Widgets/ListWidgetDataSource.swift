/// Supplies a ``ListWidget``'s rows: the `UITableViewDataSource` of TermHost (one section; rows are numbered from 0).
@MainActor
public protocol ListWidgetDataSource: AnyObject {
    /// The number of rows.
    func numberOfRows(in listWidget: ListWidget) -> Int
    /// A configured cell for `row`; get it from ``ListWidget/dequeueReusableCell(withIdentifier:for:)``.
    /// Asked only for rows about to be shown.
    func listWidget(_ listWidget: ListWidget, cellForRowAt row: Int) -> ListCellWidget
}

/// Hears about a ``ListWidget``'s selection: the `UITableViewDelegate` of TermHost.
/// Every method has a default implementation.
@MainActor
public protocol ListWidgetDelegate: AnyObject {
    /// The user selected `row` (arrows, page keys, Home/End, click or wheel).
    func listWidget(_ listWidget: ListWidget, didSelectRowAt row: Int)
    /// The user chose `row` with Enter or a double action (`performPrimaryAction`).
    func listWidget(_ listWidget: ListWidget, performPrimaryActionForRowAt row: Int)
}

extension ListWidgetDelegate {
    /// Does nothing.
    public func listWidget(_ listWidget: ListWidget, didSelectRowAt row: Int) {}
    /// Does nothing.
    public func listWidget(_ listWidget: ListWidget, performPrimaryActionForRowAt row: Int) {}
}
