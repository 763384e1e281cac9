import TermHostCore

/// Gives a view a menu of actions (`.contextMenu { Button("Copy") { … } }`), as SwiftUI's long press
/// or secondary click does.
///
/// A right click on the view, or Shift-F10 while the view or something in it is focused (Enter or
/// Space too when the view itself has focus, as it takes focus when nothing inside it can), opens the
/// menu below the view in the shared menu look (`MenuLook`, as a `Menu`'s entries): Up and Down move
/// the highlight, Enter or Space choose, Esc closes, a click chooses an entry. While open the view is
/// as tall as its content and the entries. An empty menu opens nothing.
public struct ContextMenuModifier<MenuItems: View>: ViewModifier {
    let menuItems: MenuItems
    public typealias Body = Never
}

extension View {
    /// Gives the view a menu of `menuItems` (buttons, dividers, sections), opened by a right click or
    /// Shift-F10 (see ``ContextMenuModifier``).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems)
        -> ModifiedContent<Self, ContextMenuModifier<MenuItems>> {
        modifier(ContextMenuModifier(menuItems: menuItems()))
    }

    /// Gives the view a menu of `menuItems`; the preview is accepted (the view itself stays in place).
    public func contextMenu<MenuItems: View, Preview: View>(@ViewBuilder menuItems: () -> MenuItems,
                                                           @ViewBuilder preview: () -> Preview)
        -> ModifiedContent<Self, ContextMenuModifier<MenuItems>> {
        modifier(ContextMenuModifier(menuItems: menuItems()))
    }
}
