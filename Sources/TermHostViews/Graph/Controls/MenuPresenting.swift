import TermHostCore

/// A node that shows a menu's entries below itself while open (`Menu`, `.contextMenu`): the one
/// handling of the items, the choice and the keys of an open menu both share (the shared model, look
/// and key map are `MenuModel`, `MenuLook` and `MenuKeyMap`). Each node says only how it opens.
@MainActor
protocol MenuPresenting: ViewNode {
    /// The entries' actions, one per entry of `menuModel`.
    var menuItems: [MenuItem] { get set }
    /// The open state, the entries and the highlighted one.
    var menuModel: MenuModel { get set }
    /// Opens or closes the menu.
    func setOpen(_ open: Bool)
}

extension MenuPresenting {
    /// The rows the entries take below the node while open.
    var openHeight: Int { menuModel.isOpen ? menuModel.entries.count : 0 }

    /// Takes the entries of `content` (the menu's `@ViewBuilder` items); an open menu is laid out again
    /// when they changed, and redrawn.
    func takeMenuItems(from content: any View) {
        let newItems = MenuItems.items(in: content)
        let sizeChanged = menuModel.isOpen && newItems.map(\.entry) != menuItems.map(\.entry)
        menuItems = newItems
        menuModel.entries = newItems.map(\.entry)
        if sizeChanged { invalidateLayout() }
        if menuModel.isOpen { setNeedsDisplay() }
    }

    /// Chooses entry `index` when it can be chosen: the menu closes, then the entry's action runs.
    func choose(_ index: Int) {
        guard menuModel.canChoose(index) else { return }
        let action = menuItems[index].action
        setOpen(false)
        action?()
    }

    /// The commands of an open menu: move the highlight, choose, close (and pass Tab on). Returns
    /// whether the key was taken; `nil` for the commands of a closed menu (`press`, `open`, `ignore`).
    func handleOpenMenuCommand(_ command: MenuCommand) -> Bool? {
        switch command {
        case .moveUp, .moveDown:
            if menuModel.moveHighlight(by: command == .moveUp ? -1 : 1) { setNeedsDisplay() }
        case .choose:
            choose(menuModel.highlighted)
        case .close:
            setOpen(false)
        case .closeAndPass:
            setOpen(false)
            return false
        case .press, .open, .ignore:
            return nil
        }
        return true
    }

    /// The row of a mouse event within the node (0 is its top row).
    func menuRow(of event: MouseEvent) -> Int {
        (event.position - screenPoint(.zero)).y - frame.minY
    }
}
