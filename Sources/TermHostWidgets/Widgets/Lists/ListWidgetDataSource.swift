import FoundationEssentials
import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

/// Supplies a ``ListWidget``'s sections and rows: the `UITableViewDataSource` of TermHost, with its
/// method names. Only the row count and the cell are required; every other method has UIKit's default.
@MainActor
public protocol ListWidgetDataSource: AnyObject {
    /// The number of sections. Default 1.
    func numberOfSections(in tableView: ListWidget) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: ListWidget, numberOfRowsInSection section: Int) -> Int
    /// A configured cell for the row; get it from ``ListWidget/dequeueReusableCell(withIdentifier:for:)``.
    /// Asked only for rows about to be shown.
    func tableView(_ tableView: ListWidget, cellForRowAt indexPath: IndexPath) -> ListCellWidget
    /// The title drawn above the section's rows, or `nil` for none. Default `nil`.
    func tableView(_ tableView: ListWidget, titleForHeaderInSection section: Int) -> String?
    /// The text drawn below the section's rows, or `nil` for none. Default `nil`.
    func tableView(_ tableView: ListWidget, titleForFooterInSection section: Int) -> String?
    /// Whether the row can be edited (deleted or inserted with its editing style). Default `true`, as in UIKit.
    func tableView(_ tableView: ListWidget, canEditRowAt indexPath: IndexPath) -> Bool
    /// The user committed the row's editing style: Delete or Backspace on the row (or a click on
    /// its `⊖` in editing mode) for `.delete`, the Insert key (or a click on `⊕`) for `.insert`.
    /// Update the model, then tell the list (`deleteRows(at:with:)` / `insertRows(at:with:)`).
    /// Default: nothing.
    func tableView(_ tableView: ListWidget, commit editingStyle: ListCellWidget.EditingStyle,
                   forRowAt indexPath: IndexPath)
    /// Whether the row shows a reorder control (`≡`) in editing mode. Default `false` (UIKit shows it
    /// when ``tableView(_:moveRowAt:to:)`` is implemented, which Swift cannot ask; return `true` to reorder).
    func tableView(_ tableView: ListWidget, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user moved a row (Shift-Up / Shift-Down on it in editing mode); the list has already moved
    /// it, update the model to match. Default: nothing.
    func tableView(_ tableView: ListWidget, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension ListWidgetDataSource {
    /// One section.
    public func numberOfSections(in tableView: ListWidget) -> Int { 1 }
    /// No header title.
    public func tableView(_ tableView: ListWidget, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer title.
    public func tableView(_ tableView: ListWidget, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row is editable.
    public func tableView(_ tableView: ListWidget, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: ListWidget, commit editingStyle: ListCellWidget.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
    /// No row moves.
    public func tableView(_ tableView: ListWidget, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: ListWidget, moveRowAt sourceIndexPath: IndexPath,
                          to destinationIndexPath: IndexPath) {}
}
