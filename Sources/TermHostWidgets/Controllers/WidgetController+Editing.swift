import TermHostCore
@_spi(TermHostInternal) import TermHostAutoLayout

extension WidgetController {
    /// Whether the controller is in editing mode; setting it calls ``setEditing(_:animated:)``.
    public var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    /// A bar button item that toggles editing mode: titled `Edit`, and `Done` (bold) while editing;
    /// pressing it calls ``setEditing(_:animated:)`` with the opposite of ``isEditing``.
    public var editButtonItem: BarButtonItem {
        if let editItemStorage { return editItemStorage }
        let item = BarButtonItem(systemItem: .edit)
        item.handler = { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editItemStorage = item
        if isEditing {
            item.title = BarButtonItem.SystemItem.done.title
            item.style = .done
        }
        return item
    }
}
